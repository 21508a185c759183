import type { Locale } from '@kilau/domain';

/** The home page (000 §2): its sections, the glow ritual and the value props. */
export const HOME_TEXT = {
  // Home
  heroEyebrow: { id: 'Toko kecantikan online Indonesia', en: "Indonesia's online beauty shop" },
  heroTitle: { id: 'Kulit sehat, kilau alami.', en: 'Healthy skin, natural glow.' },
  heroText: {
    id: 'Temukan skincare, makeup, dan perawatan tubuh original yang cocok untuk kulitmu — dikirim ke seluruh Indonesia.',
    en: 'Find authentic skincare, makeup and body care that suits your skin — delivered across Indonesia.',
  },
  heroCta: { id: 'Jelajahi kategori', en: 'Explore categories' },
  heroSecondaryCta: { id: 'Cara pembayaran', en: 'How to pay' },
  valuesTitle: { id: 'Kenapa belanja di Kilau', en: 'Why shop at Kilau' },
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
  homeBestSellers: { id: 'Terlaris', en: 'Best Sellers' },
  homeBestSellersText: {
    id: 'Yang paling sering masuk tas belanja minggu ini.',
    en: 'What shoppers put in their bags most this week.',
  },
  homeBrands: { id: 'Brand Pilihan', en: 'Featured Brands' },
  homePromotions: { id: 'Promo Spesial', en: 'Special Offers' },
  homeBannerDeals: { id: 'Penawaran pilihan', en: 'Featured deals' },
} as const satisfies Record<string, Record<Locale, string>>;
