import type { Locale } from '@kilau/domain';

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

  // Product tile
  wishlistAdd: { id: 'Simpan {name} ke wishlist', en: 'Save {name} to wishlist' },
  wishlistLogin: {
    id: 'Silakan login untuk menyimpan produk ke wishlist.',
    en: 'Please log in to save products to your wishlist.',
  },
  priceBefore: { id: 'Harga sebelum diskon', en: 'Price before discount' },
  priceNow: { id: 'Harga', en: 'Price' },
  discountOff: { id: 'Diskon {percent}', en: '{percent} off' },
  ratingLabel: {
    id: 'Rating {rating} dari 5, {count} ulasan',
    en: 'Rated {rating} out of 5, {count} reviews',
  },
  reviewsCount: { id: '({count})', en: '({count})' },
  soldCount: { id: '{count} terjual', en: '{count} sold' },
  flashSold: { id: '{percent}% terjual', en: '{percent}% sold' },
  bagNotReady: {
    id: 'Tas belanja belum tersedia, jadi produk belum bisa ditambahkan.',
    en: 'The shopping bag is not available yet, so products cannot be added.',
  },

  // Modals
  optionPickerTitle: { id: 'Pilih varian', en: 'Choose an option' },
  packDetailTitle: { id: 'Isi paket', en: 'What is in the pack' },
  packQuantity: { id: '{quantity}×', en: '{quantity}×' },
  notifyMeTitle: { id: 'Kabari saya', en: 'Notify me' },
  notifyMeText: {
    id: 'Varian ini sedang habis. Tinggalkan email kamu, kami kabari saat tersedia kembali.',
    en: 'This option is sold out. Leave your e-mail and we will let you know when it is back.',
  },
  notifyMeEmail: { id: 'Email', en: 'E-mail' },
  notifyMeSubmit: { id: 'Kabari Saya', en: 'Notify Me' },
  viewDetails: { id: 'Lihat detail produk', en: 'View product details' },
  loading: { id: 'Memuat…', en: 'Loading…' },

  // Listings
  resultsCount: { id: '{count} produk', en: '{count} products' },
  sortLabel: { id: 'Urutkan', en: 'Sort by' },
  sort_newest: { id: 'Terbaru', en: 'Newest' },
  sort_bestseller: { id: 'Terlaris', en: 'Best selling' },
  sort_price_asc: { id: 'Harga terendah', en: 'Price: low to high' },
  sort_price_desc: { id: 'Harga tertinggi', en: 'Price: high to low' },
  sort_rating: { id: 'Rating tertinggi', en: 'Top rated' },
  sort_discount: { id: 'Diskon terbesar', en: 'Biggest discount' },
  sort_relevance: { id: 'Paling relevan', en: 'Most relevant' },
  filterTitle: { id: 'Filter', en: 'Filter' },
  filterWithCount: { id: 'Filter ({count})', en: 'Filter ({count})' },
  filterApply: { id: 'Terapkan', en: 'Apply' },
  filterReset: { id: 'Hapus filter', en: 'Clear filters' },
  filterCategory: { id: 'Kategori', en: 'Category' },
  filterAllCategories: { id: 'Semua kategori', en: 'All categories' },
  filterSubcategories: { id: 'Subkategori', en: 'Subcategories' },
  filterBrand: { id: 'Brand', en: 'Brand' },
  filterConcern: { id: 'Kebutuhan kulit', en: 'Skin concern' },
  filterPrice: { id: 'Harga', en: 'Price' },
  filterPriceMin: { id: 'Harga minimum', en: 'Minimum price' },
  filterPriceMax: { id: 'Harga maksimum', en: 'Maximum price' },
  filterRating: { id: 'Rating', en: 'Rating' },
  filterRatingAny: { id: 'Semua rating', en: 'Any rating' },
  filterRatingOption: { id: '{rating} bintang', en: '{rating} stars' },
  filterAvailability: { id: 'Ketersediaan', en: 'Availability' },
  filterPreOrder: { id: 'Pre-order saja', en: 'Pre-order only' },
  paginationLabel: { id: 'Halaman produk', en: 'Product pages' },
  pageNumber: { id: 'Halaman {page}', en: 'Page {page}' },
  previousPage: { id: 'Halaman sebelumnya', en: 'Previous page' },
  nextPage: { id: 'Halaman berikutnya', en: 'Next page' },
  loadMore: { id: 'Muat lebih banyak', en: 'Load more' },
  emptyListingTitle: { id: 'Belum ada produk di sini', en: 'No products here yet' },
  emptyListingText: {
    id: 'Coba ubah atau hapus filter, atau lihat produk lainnya.',
    en: 'Try changing or clearing the filters, or browse other products.',
  },
  browseAll: { id: 'Lihat semua produk', en: 'Browse all products' },

  // Listing pages
  newArrivalsTitle: { id: 'Produk Baru', en: 'New Arrivals' },
  newArrivalsText: {
    id: 'Skincare dan makeup yang baru rilis di Kilau.',
    en: 'Skincare and makeup just launched at Kilau.',
  },
  bestSellerTitle: { id: 'Best Seller', en: 'Best Sellers' },
  bestSellerText: {
    id: '20 produk terlaris dari setiap kategori.',
    en: 'The 20 best-selling products of every category.',
  },
  justArrivedTitle: { id: 'Baru Datang', en: 'Just Arrived' },
  justArrivedText: {
    id: 'Produk yang baru saja masuk ke rak kami.',
    en: 'Products that just landed on our shelves.',
  },
  tagTitle: { id: 'Untuk {name}', en: 'For {name}' },
  tagText: {
    id: 'Produk pilihan untuk kebutuhan {name}.',
    en: 'Products picked for {name}.',
  },
  shopTitle: { id: 'Belanja per Kategori', en: 'Shop by Category' },
  shopText: {
    id: 'Jelajahi skincare, makeup, perawatan tubuh dan rambut, parfum, dan alat kecantikan.',
    en: 'Explore skincare, makeup, body and hair care, fragrance and beauty tools.',
  },
  shopAllTitle: { id: 'Semua Produk', en: 'All Products' },
  shopAllText: {
    id: 'Semua produk kecantikan original di Kilau.',
    en: 'Every authentic beauty product at Kilau.',
  },
  categoryText: {
    id: 'Belanja {name} original di Kilau, gratis ongkir mulai {amount}.',
    en: 'Shop authentic {name} at Kilau, free shipping from {amount}.',
  },
  promoCategoryTitle: { id: 'Promo {name}', en: '{name} Deals' },
  promoCategoryText: {
    id: 'Diskon terbesar untuk {name}, diurutkan dari potongan tertinggi.',
    en: 'The biggest {name} discounts, biggest first.',
  },
  brandText: {
    id: 'Belanja produk {name} original di Kilau.',
    en: 'Shop authentic {name} products at Kilau.',
  },
  brandsTitle: { id: 'Semua Brand', en: 'All Brands' },
  brandsText: {
    id: 'Brand kecantikan lokal dan internasional di Kilau, dari A sampai Z.',
    en: 'Local and international beauty brands at Kilau, from A to Z.',
  },
  brandOrigin: { id: 'Asal: {origin}', en: 'Origin: {origin}' },
  brandLetters: { id: 'Huruf awal brand', en: 'Brand initials' },

  // Search
  searchTitle: { id: 'Hasil pencarian “{q}”', en: 'Search results for “{q}”' },
  searchTitleEmpty: { id: 'Cari produk', en: 'Search products' },
  searchText: {
    id: 'Cari skincare, makeup, dan brand favoritmu di Kilau.',
    en: 'Search skincare, makeup and your favourite brands at Kilau.',
  },
  searchFuzzy: {
    id: 'Tidak ada yang persis cocok, jadi ini hasil yang paling mirip.',
    en: 'Nothing matched exactly, so here are the closest matches.',
  },
  searchNoResults: { id: 'Tidak ada hasil untuk “{q}”', en: 'No results for “{q}”' },
  searchNoResultsText: {
    id: 'Periksa ejaannya, pakai kata yang lebih umum, atau lihat produk yang sedang tren.',
    en: 'Check the spelling, use a more general word, or look at what is trending.',
  },
  searchPrompt: {
    id: 'Ketik nama produk, brand, atau kategori.',
    en: 'Type a product, brand or category name.',
  },
  suggestionsLabel: { id: 'Saran pencarian', en: 'Search suggestions' },
  trendingTitle: { id: 'Sedang tren', en: 'Trending' },
  suggestion_brand: { id: 'Brand', en: 'Brand' },
  suggestion_category: { id: 'Kategori', en: 'Category' },
  suggestion_product: { id: 'Produk', en: 'Product' },

  // Promotions, campaigns, flash sale
  promoTitle: { id: 'Promo', en: 'Promotions' },
  promoText: {
    id: 'Semua promo yang sedang berlangsung di Kilau.',
    en: 'Every promotion running at Kilau right now.',
  },
  partnersPromoTitle: { id: 'Promo Partner', en: 'Partner Promotions' },
  partnersPromoText: {
    id: 'Penawaran dari bank, e-wallet, dan partner Kilau.',
    en: 'Offers from banks, e-wallets and Kilau partners.',
  },
  promotionPeriod: { id: 'Berlaku {from} – {to}', en: 'Valid {from} – {to}' },
  promotionEnds: { id: 'Berakhir {date}', en: 'Ends {date}' },
  promotionTnc: { id: 'Syarat & Ketentuan', en: 'Terms & Conditions' },
  promotionPartner: { id: 'Partner: {name}', en: 'Partner: {name}' },
  promoEmpty: { id: 'Belum ada promo saat ini.', en: 'No promotions right now.' },
  campaignMore: { id: 'Lihat juga', en: 'See also' },
  flashSaleTitle: { id: 'Flash Sale', en: 'Flash Sale' },
  flashSaleText: {
    id: 'Harga spesial dengan stok terbatas, hanya sampai waktunya habis.',
    en: 'Special prices, limited stock, only until the clock runs out.',
  },
  flashSaleEndsIn: { id: 'Berakhir dalam', en: 'Ends in' },
  flashSaleStartsIn: { id: 'Dimulai dalam', en: 'Starts in' },
  flashSaleNone: {
    id: 'Belum ada flash sale. Cek lagi nanti, ya!',
    en: 'No flash sale right now. Check back soon!',
  },
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
  galleryLabel: { id: 'Foto produk', en: 'Product photos' },
  galleryShow: { id: 'Tampilkan foto {index} dari {total}', en: 'Show photo {index} of {total}' },
  stockIn: { id: 'Stok tersedia', en: 'In stock' },
  stockLow: { id: 'Sisa {count} lagi', en: 'Only {count} left' },
  variantSoldOut: { id: 'Habis', en: 'Sold out' },
  preorderShips: { id: 'Dikirim mulai {date}', en: 'Ships from {date}' },
  preorderQuota: { id: 'Sisa kuota pre-order: {count}', en: '{count} left to pre-order' },
  preorderClosed: { id: 'Kuota pre-order sudah habis', en: 'The pre-order quota is used up' },
  freeShippingFrom: { id: 'Gratis ongkir mulai {amount}', en: 'Free shipping from {amount}' },
  maxPerOrder: { id: 'Maks. {count} per pesanan', en: 'Max. {count} per order' },
  flashPrice: { id: 'Harga flash sale', en: 'Flash sale price' },
  tabDescription: { id: 'Deskripsi', en: 'Description' },
  tabHowToUse: { id: 'Cara Pakai', en: 'How to Use' },
  tabIngredients: { id: 'Komposisi', en: 'Ingredients' },
  productInfo: { id: 'Informasi produk', en: 'Product information' },
  ratingTitle: { id: 'Rating & Ulasan', en: 'Ratings & Reviews' },
  ratingNone: { id: 'Belum ada ulasan untuk produk ini.', en: 'No reviews for this product yet.' },
  ratingFrom: { id: 'dari {count} ulasan', en: 'from {count} reviews' },
  concernsTitle: { id: 'Cocok untuk', en: 'Good for' },
  sameBrandTitle: { id: 'Lainnya dari {brand}', en: 'More from {brand}' },
  similarTitle: { id: 'Produk Serupa', en: 'Similar Products' },
  youMayAlsoLikeTitle: { id: 'Mungkin Kamu Suka', en: 'You May Also Like' },
  recentlyViewedTitle: { id: 'Terakhir Dilihat', en: 'Recently Viewed' },
  packContents: { id: 'Isi paket', en: 'Pack contents' },
  viewPackContents: { id: 'Lihat isi paket', en: 'See pack contents' },
  productSeoDescription: {
    id: '{name} dari {brand} — {price}. Original, gratis ongkir mulai {amount}. Belanja di Kilau.',
    en: '{name} by {brand} — {price}. Authentic, free shipping from {amount}. Shop at Kilau.',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export type UiTextKey = keyof typeof UI_TEXT;

/** The text for a key in a locale, with `{name}` placeholders filled from params. */
export function uiText(
  key: UiTextKey,
  locale: Locale,
  params: Record<string, string | number> = {},
): string {
  const template: string = UI_TEXT[key][locale];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
