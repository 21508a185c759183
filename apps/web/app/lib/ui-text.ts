import type { Locale } from '@kilau/domain';
import { ACCOUNT_TEXT } from './ui-text-account';
import { AUTH_TEXT } from './ui-text-auth';
import { BAG_TEXT } from './ui-text-bag';
import { CATALOG_TEXT } from './ui-text-catalog';
import { WISHLIST_TEXT } from './ui-text-wishlist';

/**
 * Every piece of UI copy the web shell shows, Indonesian first (the default), English second.
 * Messages that the API also uses (errors, not-found) come from `@kilau/domain`'s catalogue.
 * `{name}` placeholders are filled by `text(key, params)`.
 */
export const UI_TEXT = {
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
  bagWithCount: { id: 'Tas belanja, {count} produk', en: 'Shopping bag, {count} items' },
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
  footerAbout: { id: 'Tentang Kilau', en: 'About Kilau' },
  footerPayment: { id: 'Metode Pembayaran', en: 'Payment Methods' },
  footerShipping: { id: 'Pengiriman', en: 'Shipping' },
  footerShippingText: {
    id: 'Dikirim ke seluruh Indonesia. Gratis ongkir mulai {amount}.',
    en: 'Delivered across Indonesia. Free shipping from {amount}.',
  },
  footerFollow: { id: 'Ikuti Kami', en: 'Follow Us' },
  footerNavigation: { id: 'Tautan footer', en: 'Footer links' },
  aboutUs: { id: 'Tentang Kami', en: 'About Us' },
  contactUs: { id: 'Hubungi Kami', en: 'Contact Us' },
  howToPay: { id: 'Cara Pembayaran', en: 'How to Pay' },
  privacyPolicy: { id: 'Kebijakan Privasi', en: 'Privacy Policy' },
  termsAndConditions: { id: 'Syarat dan Ketentuan', en: 'Terms and Conditions' },
  securityPolicy: { id: 'Kebijakan Keamanan', en: 'Security Policy' },
  faq: { id: 'FAQ', en: 'FAQ' },
  paymentCard: { id: 'Kartu Kredit/Debit', en: 'Credit/Debit Card' },
  paymentBankTransfer: { id: 'Transfer Bank', en: 'Bank Transfer' },
  paymentCod: { id: 'Bayar di Tempat', en: 'Cash on Delivery' },
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
  notFoundCode: { id: 'Error 404', en: 'Error 404' },
  backToHome: { id: 'Kembali ke Beranda', en: 'Back to Home' },
  errorTitle: { id: 'Ups, ada yang tidak beres', en: 'Oops, something went wrong' },

  // Home
  heroEyebrow: { id: 'Toko kecantikan online Indonesia', en: "Indonesia's online beauty shop" },
  heroTitle: { id: 'Kulit sehat, kilau alami.', en: 'Healthy skin, natural glow.' },
  heroText: {
    id: 'Temukan skincare, makeup, dan perawatan tubuh original yang cocok untuk kulitmu — dikirim ke seluruh Indonesia.',
    en: 'Find authentic skincare, makeup and body care that suits your skin — delivered across Indonesia.',
  },
  heroCta: { id: 'Jelajahi Kategori', en: 'Explore Categories' },
  heroSecondaryCta: { id: 'Cara Pembayaran', en: 'How to Pay' },
  valuesTitle: { id: 'Kenapa belanja di Kilau', en: 'Why shop at Kilau' },
  valueOriginalTitle: { id: 'Produk 100% Original', en: '100% Authentic Products' },
  valueOriginalText: {
    id: 'Setiap produk berasal dari brand dan distributor resmi.',
    en: 'Every product comes from the brand or its official distributor.',
  },
  valueShippingTitle: { id: 'Gratis Ongkir', en: 'Free Shipping' },
  valueShippingText: {
    id: 'Untuk belanja mulai {amount}, ke seluruh Indonesia.',
    en: 'On orders from {amount}, anywhere in Indonesia.',
  },
  valuePaymentTitle: { id: 'Bayar Sesukamu', en: 'Pay Your Way' },
  valuePaymentText: {
    id: 'Virtual account, e-wallet, atau kartu kredit/debit.',
    en: 'Virtual account, e-wallet or credit/debit card.',
  },
  categoriesTitle: { id: 'Belanja per Kategori', en: 'Shop by Category' },
  categoriesText: {
    id: 'Mulai dari kebutuhan kulitmu hari ini.',
    en: 'Start with what your skin needs today.',
  },
  ritualTitle: { id: 'Ritual kilau dalam tiga langkah', en: 'A glow ritual in three steps' },
  ritualText: {
    id: 'Rutinitas sederhana yang konsisten lebih berarti daripada sepuluh produk sekaligus.',
    en: 'A simple routine done consistently matters more than ten products at once.',
  },
  ritualCleanseTitle: { id: 'Bersihkan', en: 'Cleanse' },
  ritualCleanseText: {
    id: 'Angkat sunscreen, makeup, dan minyak berlebih dengan pembersih yang lembut.',
    en: 'Lift sunscreen, makeup and excess oil with a gentle cleanser.',
  },
  ritualTreatTitle: { id: 'Rawat', en: 'Treat' },
  ritualTreatText: {
    id: 'Pilih serum atau pelembap sesuai kebutuhan kulit: hidrasi, kusam, atau jerawat.',
    en: 'Choose a serum or moisturiser for your skin’s needs: hydration, dullness or breakouts.',
  },
  ritualProtectTitle: { id: 'Lindungi', en: 'Protect' },
  ritualProtectText: {
    id: 'Gunakan sunscreen setiap pagi, karena matahari tropis bersinar sepanjang tahun.',
    en: 'Wear sunscreen every morning: the tropical sun shines all year round.',
  },

  // Home (catalogue content)
  homeNewArrivals: { id: 'Produk Baru', en: 'New Arrivals' },
  homeNewArrivalsText: {
    id: 'Rilisan terbaru dari brand favoritmu.',
    en: 'The latest launches from your favourite brands.',
  },
  homeBestSellers: { id: 'Paling Laris', en: 'Best Sellers' },
  homeBestSellersText: {
    id: 'Yang paling sering masuk tas belanja minggu ini.',
    en: 'What shoppers put in their bags most this week.',
  },
  homeBrands: { id: 'Brand Pilihan', en: 'Featured Brands' },
  homePromotions: { id: 'Promo Spesial', en: 'Special Offers' },
  homeBannerDeals: { id: 'Penawaran pilihan', en: 'Featured deals' },
  homeHeroLabel: { id: 'Promo utama', en: 'Featured promotions' },
  homeHeroSlide: { id: 'Banner {index} dari {total}', en: 'Banner {index} of {total}' },
  homeHeroPrevious: { id: 'Banner sebelumnya', en: 'Previous banner' },
  homeHeroNext: { id: 'Banner berikutnya', en: 'Next banner' },
  homeAnnouncements: { id: 'Info promo', en: 'Promotion news' },
  seeAll: { id: 'Lihat semua', en: 'See all' },
  sliderPrevious: { id: 'Geser {title} ke kiri', en: 'Scroll {title} back' },
  sliderNext: { id: 'Geser {title} ke kanan', en: 'Scroll {title} forward' },
  seeAllOf: { id: 'Lihat semua {title}', en: 'See all {title}' },
  allBrands: { id: 'Semua Brand', en: 'All Brands' },

  ...CATALOG_TEXT,
  ...ACCOUNT_TEXT,
  ...AUTH_TEXT,
  ...BAG_TEXT,
  ...WISHLIST_TEXT,
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
