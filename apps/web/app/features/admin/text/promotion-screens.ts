/**
 * The back office's promotions beyond vouchers (docs/design/back-office.md "Promotions"): what
 * their lists and forms share (the combination picker, a change someone else saved, usage), and
 * the special prices' words. Flash sales and bank promotions have their own tables.
 */
export const PROMOTION_SCREENS_TEXT = {
  // Shared by the lists
  promotionCount: { id: '{count} promo', en: '{count} promotions' },
  promotionBack: { id: 'Kembali ke daftar', en: 'Back to the list' },
  promotionUsageTitle: { id: 'Pemakaian', en: 'Use so far' },
  promotionWindow: { id: 'Masa berlaku', en: 'Validity' },
  promotionPosition: { id: 'Urutan', en: 'Position' },
  promotionPositionHint: {
    id: 'Angka kecil tampil lebih dulu.',
    en: 'Smaller numbers show first.',
  },
  promotionStartsAt: { id: 'Mulai berlaku (WIB)', en: 'Starts (WIB)' },
  promotionEndsAt: { id: 'Akhir berlaku (WIB)', en: 'Ends (WIB)' },

  // Someone else saved in between (409)
  conflictTitle: { id: 'Diubah orang lain', en: 'Changed by someone else' },
  conflictChanged: {
    id: 'Yang berubah sejak kamu membuka halaman ini: {fields}.',
    en: 'What changed since you opened this page: {fields}.',
  },
  conflictNothing: {
    id: 'Isiannya sama, tetapi versinya sudah berganti.',
    en: 'The fields are the same, but the version moved on.',
  },
  conflictReload: { id: 'Muat ulang data terbaru', en: 'Load the latest' },

  // The combination picker
  pickerCombination: { id: 'Produk dan kombinasi', en: 'Product and combination' },
  pickerCombinationSearch: {
    id: 'Cari produk, brand atau SKU',
    en: 'Search product, brand or SKU',
  },
  pickerCombinationFind: { id: 'Cari', en: 'Search' },
  pickerCombinationHint: {
    id: 'Ketik minimal 2 huruf, lalu pilih shade atau ukurannya.',
    en: 'Type at least 2 letters, then choose the shade or size.',
  },
  pickerCombinationLoading: { id: 'Mencari…', en: 'Searching…' },
  pickerCombinationNone: { id: 'Tidak ada yang cocok.', en: 'Nothing matches.' },
  pickerCombinationFound: { id: '{count} kombinasi ditemukan.', en: '{count} combinations found.' },
  pickerCombinationChosen: { id: 'Dipilih', en: 'Chosen' },
  pickerCombinationNotSold: { id: 'tidak dijual', en: 'not on sale' },
  pickerCombinationStock: { id: 'stok {stock}', en: '{stock} in stock' },
  pickerCombinationAdd: { id: 'Tambah {name}', en: 'Add {name}' },
  pickerCombinationAddShort: { id: 'Tambah', en: 'Add' },
  pickerCombinationAdded: { id: 'Ditambahkan', en: 'Added' },
  pickerCombinationAddedName: { id: 'Ditambahkan: {name}', en: 'Added: {name}' },

  // Special prices
  adminNavSpecialPrices: { id: 'Harga spesial', en: 'Special prices' },
  welcomeSpecialPricesLink: {
    id: 'Harga khusus satu kombinasi dengan kode, kuota dan syaratnya.',
    en: 'A combination at a set price for a code, with its quota and terms.',
  },
  specialPricesTitle: { id: 'Harga spesial', en: 'Special prices' },
  specialPricesIntro: {
    id: 'Kombinasi dengan harga khusus untuk sebuah kode, dan berapa yang terjual.',
    en: 'Combinations at a set price for a code, and how many sold.',
  },
  specialPricesNew: { id: 'Buat harga spesial', en: 'New special price' },
  specialPricesTableLabel: { id: 'Daftar harga spesial', en: 'Special prices' },
  specialPricesEmpty: {
    id: 'Tidak ada harga spesial yang cocok.',
    en: 'No special price matches.',
  },
  specialPricesFilters: { id: 'Cari harga spesial', en: 'Find special prices' },
  specialPricesSearch: { id: 'Kode atau produk', en: 'Code or product' },
  specialPricesPaging: { id: 'Halaman daftar harga spesial', en: 'Special price pages' },
  editSpecialPriceOf: { id: 'Ubah harga spesial {code}', en: 'Edit special price {code}' },
  colProduct: { id: 'Produk', en: 'Product' },
  colPrice: { id: 'Harga', en: 'Price' },
  colSold: { id: 'Terjual', en: 'Sold' },
  regularPriceShort: { id: 'biasa {price}', en: 'usually {price}' },
  soldOrders: { id: '{quantity} pcs · {orders} pesanan', en: '{quantity} pcs · {orders} orders' },
  specialPriceNewTitle: { id: 'Harga spesial baru', en: 'New special price' },
  specialPriceEditTitle: { id: 'Harga spesial {code}', en: 'Special price {code}' },
  specialPriceSectionBasics: { id: 'Kode dan harga', en: 'Code and price' },
  specialPriceSectionRules: { id: 'Syarat', en: 'Terms' },
  specialPriceCode: { id: 'Kode harga spesial', en: 'Special price code' },
  specialPricePrice: { id: 'Harga spesial (Rp)', en: 'Special price (Rp)' },
  specialPriceQuotaPerUser: { id: 'Kuota per member', en: 'Quota per member' },
  specialPriceMinAmount: { id: 'Minimal belanja (Rp)', en: 'Minimum order (Rp)' },
  specialPriceMinQty: { id: 'Minimal jumlah barang', en: 'Minimum quantity' },
  specialPriceMinHint: {
    id: 'Dihitung dari barang dalam cakupan. Kosongkan bila tanpa syarat.',
    en: 'Counted over the lines in scope. Empty for none.',
  },
  specialPriceScope: { id: 'Cakupan', en: 'Scope' },
  specialPriceScopeHint: {
    id: 'Barang mana yang dihitung untuk minimal belanja dan jumlah.',
    en: 'Which lines count towards the minimums.',
  },
  scopeAny: { id: 'Semua produk', en: 'Any product' },
  scopeBrand: { id: 'Brand tertentu', en: 'Some brands' },
  scopeCategory: { id: 'Kategori tertentu', en: 'Some categories' },
  scopeProduct: { id: 'Produk tertentu', en: 'Some products' },
  specialPriceActive: { id: 'Aktif', en: 'Active' },
  specialPriceCreateSubmit: { id: 'Simpan harga spesial', en: 'Save special price' },
  specialPriceDeactivate: { id: 'Nonaktifkan harga spesial', en: 'Deactivate special price' },
  specialPriceActivate: { id: 'Aktifkan harga spesial', en: 'Activate special price' },
  specialPriceCreated: { id: 'Harga spesial {name} dibuat.', en: 'Special price {name} created.' },
  specialPriceSaved: { id: 'Harga spesial {name} tersimpan.', en: 'Special price {name} saved.' },
  specialPriceActivated: {
    id: 'Harga spesial {name} diaktifkan.',
    en: 'Special price {name} activated.',
  },
  specialPriceDeactivated: {
    id: 'Harga spesial {name} dinonaktifkan.',
    en: 'Special price {name} deactivated.',
  },
  specialPriceUsageOrders: { id: 'Pesanan', en: 'Orders' },
  specialPriceUsageQuantity: { id: 'Jumlah terjual', en: 'Quantity sold' },
} as const;
