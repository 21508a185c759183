import type { Locale } from '@kilau/domain';

/**
 * Account screen copy: the shared account layout, the profile and password forms, the address
 * book and its region pickers. Messages the API also answers with (saved, deleted, the
 * max-address and Papua alerts, field rules) come from `@kilau/domain`'s catalogue instead.
 */
export const ACCOUNT_TEXT = {
  // The account screen (001 §2: /my-orders, /shipping-address, /my-account, /wishlist)
  accountSeoDescription: {
    id: 'Kelola profil, password, dan alamat pengiriman akun Kilau kamu.',
    en: 'Manage your Kilau profile, password and shipping addresses.',
  },
  accountMenu: { id: 'Menu akun', en: 'Account menu' },
  accountTabOrders: { id: 'Pesanan Saya', en: 'My Orders' },
  accountTabProfile: { id: 'Akun Saya', en: 'My Account' },
  accountTabAddresses: { id: 'Alamat Pengiriman', en: 'Shipping Address' },
  accountGreeting: { id: 'Halo, {name}', en: 'Hi, {name}' },
  accountAvatarAlt: { id: 'Foto profil {name}', en: 'Profile picture of {name}' },

  // Shared form words
  optional: { id: 'opsional', en: 'optional' },
  saving: { id: 'Menyimpan…', en: 'Saving…' },
  cancel: { id: 'Batal', en: 'Cancel' },
  understood: { id: 'Mengerti', en: 'Got it' },

  // Profile (001 §3 User, §5, §8)
  profileTitle: { id: 'Profil Saya', en: 'My Profile' },
  profileIntro: {
    id: 'Data diri ini dipakai untuk pesanan, promo, dan ucapan ulang tahun dari kami.',
    en: 'We use these details for your orders, offers and a birthday treat.',
  },
  fieldUserName: { id: 'Username', en: 'Username' },
  fieldFirstName: { id: 'Nama Depan', en: 'First name' },
  fieldLastName: { id: 'Nama Belakang', en: 'Last name' },
  fieldEmail: { id: 'Email', en: 'E-mail' },
  fieldPhone: { id: 'Nomor Handphone', en: 'Mobile number' },
  phoneHint: {
    id: 'Tanpa angka 0 di depan, contoh 81234567890.',
    en: 'Without the leading 0, e.g. 81234567890.',
  },
  fieldSalute: { id: 'Sapaan', en: 'Title' },
  saluteMs: { id: 'Ms', en: 'Ms' },
  saluteMr: { id: 'Mr', en: 'Mr' },
  fieldDateOfBirth: { id: 'Tanggal Lahir', en: 'Date of birth' },
  fieldBio: { id: 'Bio', en: 'Bio' },
  bioHint: {
    id: 'Ceritakan sedikit tentang kulit dan rutinitasmu (maksimal 160 karakter).',
    en: 'A few words about your skin and routine (up to 160 characters).',
  },
  fieldSocialLinks: { id: 'Tautan Media Sosial', en: 'Social media links' },
  socialLinkLabel: { id: 'Tautan media sosial {index}', en: 'Social media link {index}' },
  profileSave: { id: 'Simpan Perubahan', en: 'Save Changes' },

  // Profile photo (001 §5 upload rules)
  avatarChange: { id: 'Ubah foto profil', en: 'Change profile photo' },
  avatarUploading: { id: 'Mengunggah foto {percent}%', en: 'Uploading photo {percent}%' },
  avatarHint: {
    id: 'PNG, JPG, JPEG atau WEBP, maksimal 5MB.',
    en: 'PNG, JPG, JPEG or WEBP, up to 5 MB.',
  },

  // Beauty profile and interests (001 §7 user/me/tags)
  beautyTitle: { id: 'Profil Kecantikan', en: 'Beauty Profile' },
  beautyIntro: {
    id: 'Ceritakan kulitmu dan apa yang kamu cari, supaya rekomendasi produk lebih pas.',
    en: 'Tell us about your skin and what you look for, for product picks that suit you.',
  },
  tagKindBeauty: { id: 'Tentang Kulitmu', en: 'About your skin' },
  tagKindInterest: { id: 'Yang Kamu Cari', en: 'What you look for' },
  tagGroupSkinType: { id: 'Jenis Kulit', en: 'Skin type' },
  tagGroupConcern: { id: 'Masalah Kulit', en: 'Skin concerns' },
  tagGroupBenefit: { id: 'Manfaat', en: 'Benefits' },
  tagGroupIngredient: { id: 'Kandungan Favorit', en: 'Favourite ingredients' },
  tagsChosen: { id: '{count} dari {max} dipilih', en: '{count} of {max} chosen' },
  tagsFull: {
    id: 'Sudah {max} pilihan. Hapus satu untuk memilih yang lain.',
    en: 'That makes {max}. Remove one to pick another.',
  },
  tagOptionsUnavailable: {
    id: 'Pilihan belum bisa dimuat. Coba lagi nanti.',
    en: 'The choices could not be loaded. Please try again later.',
  },
  beautySave: { id: 'Simpan Profil Kecantikan', en: 'Save Beauty Profile' },

  // Newsletter (001 §7 user/me/preferences)
  newsletterTitle: { id: 'Newsletter', en: 'Newsletter' },
  newsletterIntro: {
    id: 'Info promo, produk baru, dan tips kecantikan, langsung ke {email}.',
    en: 'Offers, new products and beauty tips, straight to {email}.',
  },
  newsletterSwitch: {
    id: 'Kirimi saya newsletter lewat email',
    en: 'Send me the newsletter by e-mail',
  },
  newsletterSince: { id: 'Berlangganan sejak {date}', en: 'Subscribed since {date}' },
  newsletterOn: { id: 'Berlangganan', en: 'Subscribed' },
  newsletterOff: { id: 'Belum berlangganan', en: 'Not subscribed' },
  newsletterSubscribed: {
    id: 'Kamu sudah berlangganan newsletter.',
    en: 'You are subscribed to the newsletter.',
  },
  newsletterUnsubscribed: {
    id: 'Kamu berhenti berlangganan newsletter.',
    en: 'You have unsubscribed from the newsletter.',
  },

  // Change password (001 §5, §8)
  passwordTitle: { id: 'Ubah Password', en: 'Change Password' },
  passwordIntro: {
    id: 'Setelah password diubah, akun kamu di perangkat lain akan keluar otomatis.',
    en: 'Once changed, your account is signed out on your other devices.',
  },
  fieldOldPassword: { id: 'Password Lama', en: 'Current password' },
  fieldNewPassword: { id: 'Password Baru', en: 'New password' },
  newPasswordHint: { id: '6 sampai 60 karakter.', en: '6 to 60 characters.' },
  fieldConfirmPassword: { id: 'Konfirmasi Password Baru', en: 'Confirm new password' },
  passwordSave: { id: 'Ubah Password', en: 'Change Password' },

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
  addressAdd: { id: 'Tambah Alamat', en: 'Add Address' },
  addressEdit: { id: 'Ubah', en: 'Edit' },
  addressEditLabel: { id: 'Ubah alamat {title}', en: 'Edit address {title}' },
  addressDelete: { id: 'Hapus', en: 'Delete' },
  addressDeleteLabel: { id: 'Hapus alamat {title}', en: 'Delete address {title}' },
  addressSetDefault: { id: 'Jadikan Utama', en: 'Make Default' },
  addressSetDefaultLabel: { id: 'Jadikan Utama: {title}', en: 'Make Default: {title}' },
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
  addressSave: { id: 'Simpan Alamat', en: 'Save Address' },
  deleteAddressTitle: { id: 'Hapus alamat ini?', en: 'Delete this address?' },
  deleteAddressText: {
    id: 'Alamat "{title}" akan dihapus dari daftar alamat kamu.',
    en: 'The address "{title}" will be removed from your address book.',
  },
  deleteAddressConfirm: { id: 'Ya, Hapus', en: 'Yes, Delete' },
  maxAddressTitle: { id: 'Alamat sudah penuh', en: 'Address book is full' },
  papuaAlertTitle: { id: 'Pengiriman ke Papua', en: 'Delivery to Papua' },
} as const satisfies Record<string, Record<Locale, string>>;
