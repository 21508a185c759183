import type { Locale } from '@kilau/domain';

/**
 * The shell's own copy (document, header, footer, shared buttons and words, errors) and the
 * words more than one feature shows, Indonesian first (the default), English second. A
 * feature's own copy lives in its `text` table (`features/<feature>/text/`, read through
 * `featureText`); messages the API also uses (errors, not-found) come from `@kilau/domain`'s
 * catalogue. `{name}` placeholders are filled by `text(key, params)`.
 */
export const UI_TEXT = {
  // Page numbers (components/ui/page-nav)
  pageNumber: { id: 'Halaman {page}', en: 'Page {page}' },
  previousPage: { id: 'Halaman sebelumnya', en: 'Previous page' },
  nextPage: { id: 'Halaman berikutnya', en: 'Next page' },
  // Document
  siteTitle: {
    id: 'Kilau — Belanja Skincare & Makeup Original',
    en: 'Kilau — Shop Authentic Skincare & Makeup',
  },
  siteDescription: {
    id: 'Kilau, toko online kecantikan dan skincare untuk Indonesia. Produk original, gratis ongkir mulai {amount}, bayar dengan virtual account, e-wallet, atau kartu.',
    en: 'Kilau, the online beauty and skincare shop for Indonesia. Authentic products, free shipping from {amount}, pay by virtual account, e-wallet or card.',
  },
  skipToContent: { id: 'Langsung ke konten utama', en: 'Skip to main content' },

  // Header
  announcement: {
    id: 'Gratis ongkir untuk belanja mulai {amount}',
    en: 'Free shipping on orders from {amount}',
  },
  homeLink: { id: 'Kilau, ke beranda', en: 'Kilau, go to home page' },
  searchLabel: { id: 'Cari produk', en: 'Search products' },
  searchPlaceholder: {
    id: 'Cari skincare, makeup, brand…',
    en: 'Search skincare, makeup, brands…',
  },
  searchSubmit: { id: 'Cari', en: 'Search' },
  bag: { id: 'Tas belanja', en: 'Shopping bag' },
  account: { id: 'Akun', en: 'Account' },
  accountLabel: { id: 'Akun saya', en: 'My account' },
  back: { id: 'Kembali', en: 'Back' },
  mainNavigation: { id: 'Navigasi utama', en: 'Main navigation' },

  // Back-arrow header titles, by route name (spec 001 §2)
  titleFlashSale: { id: 'Flash Sale', en: 'Flash Sale' },
  titlePromo: { id: 'Promo', en: 'Promotions' },
  titleManufacture: { id: 'Brand', en: 'Brand' },
  titleCategory: { id: 'Kategori', en: 'Category' },
  titleSearch: { id: 'Pencarian', en: 'Search' },
  titleOrder: { id: 'Tas Belanja', en: 'Shopping Bag' },
  titleOrderShipping: { id: 'Pengiriman', en: 'Shipping' },
  titleOrderShippingAdd: { id: 'Tambah Alamat', en: 'Add Address' },
  titleOrderPayment: { id: 'Pembayaran', en: 'Payment' },
  titleMidtransFailed: { id: 'Pembayaran Gagal', en: 'Payment Failed' },
  titleJustArrived: { id: 'Baru Datang', en: 'Just Arrived' },
  titleBestSeller: { id: 'Terlaris', en: 'Best Sellers' },
  titleTagConcern: { id: 'Sesuai Kebutuhan Kulit', en: 'By Skin Concern' },
  titleSale: { id: 'Sale', en: 'Sale' },
  titleDeals: { id: 'Deals', en: 'Deals' },

  // Footer
  footerTagline: {
    id: 'Skincare dan makeup original, dikurasi untuk kulit tropis dan dikirim ke seluruh Indonesia.',
    en: 'Authentic skincare and makeup, curated for tropical skin and delivered across Indonesia.',
  },
  footerHelp: { id: 'Bantuan', en: 'Help' },
  footerAbout: { id: 'Tentang Kilau', en: 'About' },
  footerAboutUs: { id: 'Tentang Kami', en: 'About Us' },
  footerBrandStory: { id: 'Cerita Brand', en: 'Brand Story' },
  footerFaq: { id: 'FAQ', en: 'FAQ' },
  footerContact: { id: 'Hubungi kami', en: 'Contact us' },
  footerFindUs: { id: 'Toko offline', en: 'Our stores' },
  footerKredivoFaq: { id: 'FAQ Kredivo', en: 'Kredivo FAQ' },
  footerPrivacy: { id: 'Kebijakan Privasi', en: 'Privacy Policy' },
  footerTerms: { id: 'Syarat dan Ketentuan', en: 'Terms and Conditions' },
  footerSecurity: { id: 'Kebijakan Keamanan', en: 'Security Policy' },
  footerShop: { id: 'Belanja', en: 'Shop' },
  footerSkinQuiz: { id: 'Kuis tipe kulit', en: 'Skin type quiz' },
  footerAllProducts: { id: 'Semua Produk', en: 'All Products' },
  footerNewArrivals: { id: 'Produk Baru', en: 'New Arrivals' },
  footerBrands: { id: 'Semua Brand', en: 'All Brands' },
  footerPayment: { id: 'Metode Pembayaran', en: 'Payment Methods' },
  footerShipping: { id: 'Pengiriman', en: 'Shipping' },
  footerShippingText: {
    id: 'Dikirim ke seluruh Indonesia. Gratis ongkir mulai {amount}.',
    en: 'Delivered across Indonesia. Free shipping from {amount}.',
  },
  footerFollow: { id: 'Ikuti Kami', en: 'Follow Us' },
  footerNavigation: { id: 'Tautan footer', en: 'Footer links' },
  howToPay: { id: 'Cara Pembayaran', en: 'How to Pay' },
  socialLink: { id: 'Kilau di {network}', en: 'Kilau on {network}' },
  copyright: {
    id: '© {year} Kilau. Hak cipta dilindungi undang-undang.',
    en: '© {year} Kilau. All rights reserved.',
  },
  language: { id: 'Bahasa', en: 'Language' },
  languageName_id: { id: 'Bahasa Indonesia', en: 'Bahasa Indonesia' },
  languageName_en: { id: 'English', en: 'English' },

  // Shared UI
  copyAction: { id: 'Salin', en: 'Copy' },
  copyLabel: { id: 'Salin {label}', en: 'Copy {label}' },
  copyDone: { id: '{label} disalin', en: '{label} copied' },
  orderStepsLabel: { id: 'Langkah checkout', en: 'Checkout steps' },
  orderCurrentStep: { id: 'langkah saat ini', en: 'current step' },
  notifications: { id: 'Notifikasi', en: 'Notifications' },
  close: { id: 'Tutup', en: 'Close' },
  scrollToTop: { id: 'Kembali ke atas', en: 'Back to top' },

  // Not found and errors
  notFoundSearch: { id: 'Cari dari halaman ini', en: 'Search from this page' },
  notFoundText: {
    id: 'Maaf, halaman yang kamu cari tidak ada atau sudah dipindahkan. Coba cari produknya, atau kembali ke beranda.',
    en: 'Sorry, the page you are looking for does not exist or has moved. Try searching for the product, or go back to the home page.',
  },
  notFoundCode: { id: 'Kode 404', en: 'Error 404' },
  backToHome: { id: 'Kembali ke beranda', en: 'Back to home' },
  errorTitle: { id: 'Ups, ada yang tidak beres', en: 'Oops, something went wrong' },

  // Home
  valueOriginalTitle: { id: 'Produk 100% Original', en: '100% Authentic Products' },

  // Home (catalogue content)
  seeAll: { id: 'Lihat semua', en: 'See all' },

  // Product tile
  priceBefore: { id: 'Harga sebelum diskon', en: 'Price before discount' },

  // Modals
  loading: { id: 'Memuat…', en: 'Loading…' },

  // Promotions, campaigns, flash sale
  countdownDays: { id: '{count} hari', en: '{count} d' },
  countdownLabel: {
    id: '{hours} jam {minutes} menit {seconds} detik',
    en: '{hours} hours {minutes} minutes {seconds} seconds',
  },
  countdownLabelDays: {
    id: '{days} hari {hours} jam {minutes} menit',
    en: '{days} days {hours} hours {minutes} minutes',
  },

  // Product page
  breadcrumb: { id: 'Breadcrumb', en: 'Breadcrumb' },
  home: { id: 'Beranda', en: 'Home' },

  // Shared form words
  optional: { id: 'opsional', en: 'optional' },
  saving: { id: 'Menyimpan…', en: 'Saving…' },
  cancel: { id: 'Batal', en: 'Cancel' },

  // Profile (001 §3 User, §5, §8)
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
  dateOfBirthPlaceholder: { id: 'hh/bb/tttt', en: 'dd/mm/yyyy' },
  dateOfBirthHint: { id: 'Tanggal dulu, contoh 17/08/1996.', en: 'Day first, e.g. 17/08/1996.' },

  // Change password (001 §5, §8)
  fieldNewPassword: { id: 'Password Baru', en: 'New password' },
  fieldConfirmPassword: { id: 'Konfirmasi Password Baru', en: 'Confirm new password' },

  // Login / register dialog
  showPassword: { id: 'Tampilkan password', en: 'Show password' },
  submitting: { id: 'Memproses…', en: 'Working…' },

  // Mini-cart
  retry: { id: 'Coba lagi', en: 'Try again' },

  // The account screen's address tab, also the address book's heading
  accountTabAddresses: { id: 'Alamat Pengiriman', en: 'Shipping Address' },

  // Trending products: the search box and the search page
  trendingTitle: { id: 'Sedang tren', en: 'Trending' },

  // The info point modal (001 §2): from the bag and the account
  infoPointOpen: { id: 'Apa itu Beauty Points?', en: 'What are Beauty Points?' },
  infoPointTitle: { id: 'Tentang Beauty Points', en: 'About Beauty Points' },
  infoPointEarnTitle: { id: 'Cara mendapatkan', en: 'How you earn them' },
  infoPointEarn: {
    id: 'Kamu mendapat 1 poin untuk setiap {base} yang kamu bayar untuk produk (setelah voucher, poin dan promo bank, tanpa ongkos kirim). Poin masuk ke akunmu saat pesanan sudah diterima.',
    en: 'You earn 1 point for every {base} you pay for products (after vouchers, points and bank promotions, shipping not included). The points reach your account once the order is delivered.',
  },
  infoPointUseTitle: { id: 'Cara memakai', en: 'How you use them' },
  infoPointUse: {
    id: 'Di tas belanja, masukkan jumlah poin yang ingin kamu pakai: 1 poin memotong {value}, sampai senilai belanjaanmu. Poin tidak bisa dipakai bersamaan dengan voucher.',
    en: 'In your bag, enter how many points to use: each point takes {value} off, up to the value of your shopping. Points cannot be combined with a voucher.',
  },
  infoPointKeepTitle: { id: 'Masa berlaku', en: 'How long they last' },
  infoPointKeep: {
    id: 'Beauty Points tidak memiliki masa berlaku. Poin tidak dapat ditukar dengan uang tunai, dan poin dari pesanan yang dikembalikan akan ditarik kembali.',
    en: 'Beauty Points do not expire. They cannot be exchanged for cash, and the points an order earned are taken back if it is returned.',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export type UiTextKey = keyof typeof UI_TEXT;

/** A table of UI copy: each key in both languages. */
export type TextTable = Record<string, Record<Locale, string>>;
export type TextParams = Record<string, string | number>;

const fill = (template: string, params: TextParams) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );

/** The text for a key in a locale, with `{name}` placeholders filled from params. */
export function uiText(key: UiTextKey, locale: Locale, params: TextParams = {}): string {
  return fill(UI_TEXT[key][locale], params);
}

/**
 * The copy of a feature that only some pages show (the bag page, checkout, order history): its
 * own table, shipped with the feature's code rather than on every page, looked up before the
 * shell's. Answers the feature's `text(key, locale, params)`.
 */
export function featureText<T extends TextTable>(table: T) {
  return (key: UiTextKey | (keyof T & string), locale: Locale, params: TextParams = {}): string =>
    fill(
      Object.hasOwn(table, key)
        ? (table[key] as Record<Locale, string>)[locale]
        : UI_TEXT[key as UiTextKey][locale],
      params,
    );
}
