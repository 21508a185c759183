import type { Locale } from '@kilau/domain';

/**
 * The address book (000 §5; /shipping-address and the checkout's new address): cards, the address
 * form and its region pickers.
 */
export const ADDRESS_TEXT = {
  // Shared form words
  understood: { id: 'Mengerti', en: 'Got it' },

  // Address book (000 §3, §5; 001 §2)
  addressesIntro: {
    id: 'Simpan hingga {max} alamat supaya checkout lebih cepat.',
    en: 'Save up to {max} addresses for a faster checkout.',
  },
  addressesCount: {
    id: '{count} dari {max} alamat tersimpan',
    en: '{count} of {max} addresses saved',
  },
  addressesListLabel: { id: 'Alamat tersimpan', en: 'Saved addresses' },
  addressesEmptyTitle: { id: 'Belum ada alamat', en: 'No addresses yet' },
  addressesEmptyText: {
    id: 'Tambahkan alamat pengiriman pertamamu. Alamat pertama otomatis jadi alamat utama.',
    en: 'Add your first shipping address. The first one becomes your default.',
  },
  addressAdd: { id: 'Tambah alamat', en: 'Add address' },
  addressEdit: { id: 'Ubah', en: 'Edit' },
  addressEditLabel: { id: 'Ubah alamat {title}', en: 'Edit address {title}' },
  addressDelete: { id: 'Hapus', en: 'Delete' },
  addressDeleteLabel: { id: 'Hapus alamat {title}', en: 'Delete address {title}' },
  addressSetDefault: { id: 'Jadikan utama', en: 'Make default' },
  addressSetDefaultLabel: { id: 'Jadikan utama: {title}', en: 'Make default: {title}' },
  addressDefaultBadge: { id: 'Utama', en: 'Default' },
  addAddressTitle: { id: 'Tambah Alamat', en: 'Add Address' },
  editAddressTitle: { id: 'Ubah Alamat', en: 'Edit Address' },
  addressSectionRecipient: { id: 'Penerima', en: 'Recipient' },
  addressSectionPlace: { id: 'Alamat', en: 'Address' },
  fieldAddressTitle: { id: 'Label Alamat', en: 'Address label' },
  addressTitleHint: {
    id: 'Contoh: Rumah, Kantor, Kos. Huruf dan spasi, 4 sampai 16 karakter.',
    en: 'For example Home, Office. Letters and spaces, 4 to 16 characters.',
  },
  fieldContact: { id: 'Nama Penerima', en: 'Recipient name' },
  fieldCountry: { id: 'Negara', en: 'Country' },
  fieldProvince: { id: 'Provinsi', en: 'Province' },
  fieldCity: { id: 'Kota/Kabupaten', en: 'City/Regency' },
  fieldDistrict: { id: 'Kecamatan', en: 'District' },
  fieldSubdistrict: { id: 'Kelurahan/Desa', en: 'Subdistrict/Village' },
  fieldZipcode: { id: 'Kode Pos', en: 'Postal code' },
  zipcodeHint: { id: '5 digit angka.', en: '5 digits.' },
  chooseProvince: { id: 'Pilih provinsi', en: 'Choose a province' },
  chooseCity: { id: 'Pilih kota/kabupaten', en: 'Choose a city or regency' },
  chooseDistrict: { id: 'Pilih kecamatan', en: 'Choose a district' },
  chooseSubdistrict: { id: 'Pilih kelurahan/desa', en: 'Choose a subdistrict or village' },
  regionWaitProvince: { id: 'Pilih provinsi dulu', en: 'Choose a province first' },
  regionWaitCity: { id: 'Pilih kota/kabupaten dulu', en: 'Choose a city first' },
  regionWaitDistrict: { id: 'Pilih kecamatan dulu', en: 'Choose a district first' },
  regionLoading: { id: 'Memuat pilihan…', en: 'Loading options…' },
  regionLoadFailed: { id: 'Pilihan gagal dimuat.', en: 'The options could not be loaded.' },
  regionRetry: { id: 'Muat ulang', en: 'Reload' },
  fieldAddress1: { id: 'Alamat Lengkap', en: 'Full address' },
  address1Hint: {
    id: 'Nama jalan, nomor rumah, RT/RW, nama gedung.',
    en: 'Street, house number, RT/RW, building.',
  },
  fieldAddress2: { id: 'Detail Lainnya', en: 'Other details' },
  address2Hint: {
    id: 'Patokan, blok, lantai, atau unit.',
    en: 'Landmark, block, floor or unit.',
  },
  fieldDefault: { id: 'Jadikan alamat utama', en: 'Make this my default address' },
  addressSave: { id: 'Simpan alamat', en: 'Save address' },
  deleteAddressTitle: { id: 'Hapus alamat ini?', en: 'Delete this address?' },
  deleteAddressText: {
    id: 'Alamat "{title}" akan dihapus dari daftar alamat kamu.',
    en: 'The address "{title}" will be removed from your address book.',
  },
  deleteAddressConfirm: { id: 'Ya, hapus', en: 'Yes, delete' },
  maxAddressTitle: { id: 'Alamat sudah penuh', en: 'Address book is full' },
  papuaAlertTitle: { id: 'Pengiriman ke Papua', en: 'Delivery to Papua' },
} as const satisfies Record<string, Record<Locale, string>>;
