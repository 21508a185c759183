import type { Locale } from '@kilau/domain';

/**
 * The catalogue (000 §2–§4): tiles, listings and filters, brands, promotions, the flash sale,
 * search results, the product page and its modals.
 */
export const CATALOG_TEXT = {
  // Home (catalogue content)
  sliderPrevious: { id: 'Geser {title} ke kiri', en: 'Scroll {title} back' },
  sliderNext: { id: 'Geser {title} ke kanan', en: 'Scroll {title} forward' },
  seeAllOf: { id: 'Lihat semua {title}', en: 'See all {title}' },
  allBrands: { id: 'Semua Brand', en: 'All Brands' },

  // Product tile
  wishlistAdd: { id: 'Simpan {name} ke wishlist', en: 'Save {name} to wishlist' },
  priceNow: { id: 'Harga', en: 'Price' },
  discountOff: { id: 'Diskon {percent}', en: '{percent} off' },
  ratingLabel: {
    id: 'Rating {rating} dari 5, {count} ulasan',
    en: 'Rated {rating} out of 5, {count} reviews',
  },
  reviewsCount: { id: '({count})', en: '({count})' },
  ratingNoneShort: { id: 'Belum ada ulasan', en: 'No reviews yet' },
  soldCount: { id: '{count} terjual', en: '{count} sold' },
  flashSold: { id: '{percent}% terjual', en: '{percent}% sold' },
  tileShadesMore: { id: '+{count} warna', en: '+{count} shades' },
  tileShadesCount: { id: 'Tersedia {count} warna', en: 'Available in {count} shades' },
  flashQuotaGone: { id: 'Kuota flash sale habis', en: 'Flash sale quota used up' },

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
  notifyMeSubmit: { id: 'Kabari saya', en: 'Notify me' },
  viewDetails: { id: 'Lihat detail produk', en: 'View product details' },

  // Listings
  resultsCount: { id: '{count} produk', en: '{count} products' },
  resultsCountAtLeast: { id: '{count}+ produk', en: '{count}+ products' },
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
  filterClearAll: { id: 'Hapus semua', en: 'Clear all' },
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
  bestSellerTitle: { id: 'Terlaris', en: 'Best Sellers' },
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

  // Product page
  galleryLabel: { id: 'Foto produk', en: 'Product photos' },
  galleryShow: { id: 'Tampilkan foto {index} dari {total}', en: 'Show photo {index} of {total}' },
  galleryThumbnails: { id: 'Pilih foto produk', en: 'Choose a product photo' },
  galleryDots: { id: 'Foto yang ditampilkan', en: 'Photo shown' },
  galleryPrevious: { id: 'Foto sebelumnya', en: 'Previous photo' },
  galleryNext: { id: 'Foto berikutnya', en: 'Next photo' },
  galleryPosition: { id: '{index} dari {total}', en: '{index} of {total}' },
  galleryZoom: {
    id: 'Perbesar foto {index} dari {total}',
    en: 'Enlarge photo {index} of {total}',
  },
  galleryZoomTitle: { id: 'Foto {name}', en: '{name} photos' },
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
  concernsTitle: { id: 'Cocok untuk', en: 'Good for' },
  sameBrandTitle: { id: 'Lainnya dari {brand}', en: 'More from {brand}' },
  similarTitle: { id: 'Produk Serupa', en: 'Similar Products' },
  youMayAlsoLikeTitle: { id: 'Mungkin Kamu Suka', en: 'You May Also Like' },
  recentlyViewedTitle: { id: 'Terakhir Dilihat', en: 'Recently Viewed' },
  packContents: { id: 'Isi paket', en: 'Pack contents' },
  viewPackContents: { id: 'Lihat isi paket', en: 'See pack contents' },
  // A staff member's preview of a product the shop does not show (docs/design/back-office.md)
  previewNotice: {
    id: 'Pratinjau — produk ini belum tampil di toko',
    en: 'Preview — this product is not shown in the shop yet',
  },
  previewNoticeHelp: {
    id: 'Hanya staf yang melihat halaman ini. Aktifkan produknya di back office agar pembeli dapat melihatnya.',
    en: 'Only staff see this page. Activate the product in the back office for shoppers to see it.',
  },
  productSeoDescription: {
    id: '{name} dari {brand} — {price}. Original, gratis ongkir mulai {amount}. Belanja di Kilau.',
    en: '{name} by {brand} — {price}. Authentic, free shipping from {amount}. Shop at Kilau.',
  },

  // Buttons on tiles, modals and the product page
  addingToBag: { id: 'Menambahkan…', en: 'Adding…' },
  addAllToBag: { id: 'TAMBAH SEMUA KE TAS', en: 'ADD ALL TO BAG' },
  addAllDone: {
    id: '{count} produk ditambahkan ke tas belanja.',
    en: '{count} products added to your bag.',
  },
  buyNow: { id: 'Beli sekarang', en: 'Buy now' },
  tileChosenShade: { id: 'Shade: {name}', en: 'Shade: {name}' },
  quantityLabel: { id: 'Jumlah', en: 'Quantity' },
  quantityDecrease: { id: 'Kurangi jumlah', en: 'Decrease quantity' },
  quantityIncrease: { id: 'Tambah jumlah', en: 'Increase quantity' },

  // E-gift card recipient (product page)
  egiftTitle: { id: 'Kirim sebagai hadiah', en: 'Send it as a gift' },
  egiftIntro: {
    id: 'Kode e-gift dikirim ke email penerima pada tanggal yang kamu pilih.',
    en: 'The e-gift code is e-mailed to the recipient on the day you choose.',
  },
  egiftRecipientEmail: { id: 'Email penerima', en: "Recipient's e-mail" },
  egiftRecipientName: { id: 'Nama penerima', en: "Recipient's name" },
  egiftSenderName: { id: 'Nama pengirim', en: 'Your name' },
  egiftMessage: { id: 'Pesan untuk penerima', en: 'Message to the recipient' },
  egiftDeliveryDate: { id: 'Tanggal pengiriman', en: 'Delivery date' },
} as const satisfies Record<string, Record<Locale, string>>;
