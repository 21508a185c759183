import type { Locale } from '@kilau/domain';

/** The bag page (/order): lines, promotions, totals and checkout (000 §4, §5, §8, §9). */
export const BAG_TEXT = {
  orderSeoDescription: {
    id: 'Periksa isi tas belanja, pakai voucher atau beauty points, lalu lanjut ke checkout.',
    en: 'Review your bag, use a voucher or beauty points, then go on to checkout.',
  },
  orderTitle: { id: 'Tas Belanja', en: 'Shopping Bag' },
  orderItemCount: { id: '{count} produk', en: '{count} items' },
  orderLinesLabel: { id: 'Produk di tas belanja', en: 'Products in your bag' },
  orderSummaryTitle: { id: 'Ringkasan Belanja', en: 'Order Summary' },

  // Lines
  orderLineVariant: { id: 'Varian', en: 'Option' },
  orderUnitPrice: { id: 'Harga satuan', en: 'Unit price' },
  orderLineTotal: { id: 'Subtotal produk', en: 'Item subtotal' },
  orderQuantity: { id: 'Jumlah', en: 'Quantity' },
  orderQuantityFor: { id: 'Jumlah {name}', en: 'Quantity of {name}' },
  orderDecrease: { id: 'Kurangi jumlah {name}', en: 'Decrease quantity of {name}' },
  orderIncrease: { id: 'Tambah jumlah {name}', en: 'Increase quantity of {name}' },
  orderMaxQuantity: { id: 'Maks. {count}', en: 'Max. {count}' },
  orderRemove: { id: 'Hapus', en: 'Remove' },
  orderRemoveLine: { id: 'Hapus {name} dari tas belanja', en: 'Remove {name} from your bag' },
  orderPackContent: { id: 'Isi paket', en: 'In this pack' },
  orderPreorder: { id: 'PRE-ORDER', en: 'PRE-ORDER' },
  orderPreorderShips: { id: 'Dikirim mulai {date}', en: 'Ships from {date}' },
  orderEgift: { id: 'E-Gift Card', en: 'E-Gift Card' },
  orderEgiftTo: { id: 'Untuk {recipient}', en: 'To {recipient}' },
  orderEgiftFrom: { id: 'Dari {sender}', en: 'From {sender}' },
  orderEgiftDelivery: { id: 'Dikirim lewat email {date}', en: 'Sent by e-mail on {date}' },
  orderSpecialPriceBadge: { id: 'Harga Spesial', en: 'Special Price' },
  orderFreeBadge: { id: 'GRATIS', en: 'FREE' },
  orderUnavailable: {
    id: 'Produk ini sedang tidak tersedia. Hapus dari tas untuk melanjutkan.',
    en: 'This product is not available right now. Remove it to continue.',
  },
  orderStockLeft: {
    id: 'Stok tersisa {count}. Kurangi jumlahnya untuk melanjutkan.',
    en: 'Only {count} left. Lower the quantity to continue.',
  },
  orderQuantityInvalid: {
    id: 'Jumlah harus minimal 1.',
    en: 'The quantity must be at least 1.',
  },
  orderUpdating: { id: 'Memperbarui…', en: 'Updating…' },

  // Free products and gifts with purchase
  orderGiftsTitle: { id: 'Hadiah untukmu', en: 'Gifts for you' },
  orderGiftsText: {
    id: 'Ikut dikirim bersama pesananmu, tanpa biaya.',
    en: 'Shipped with your order, free of charge.',
  },
  orderGiftQuantity: { id: '{count}×', en: '{count}×' },

  // Free shipping
  orderFreeShippingGap: {
    id: 'Belanja {amount} lagi untuk gratis ongkir',
    en: 'Spend {amount} more for free shipping',
  },
  orderFreeShippingReached: {
    id: 'Yay, belanjaanmu bisa dapat gratis ongkir!',
    en: 'Yay, your order can ship for free!',
  },
  orderFreeShippingProgress: { id: 'Menuju gratis ongkir', en: 'Towards free shipping' },

  // Vouchers
  orderPromoTitle: { id: 'Promo & Poin', en: 'Promos & Points' },
  orderVoucherTitle: { id: 'Voucher', en: 'Voucher' },
  orderVoucherLabel: { id: 'Kode Voucher', en: 'Voucher code' },
  orderVoucherPlaceholder: { id: 'Masukkan kode voucher', en: 'Enter a voucher code' },
  orderVoucherApply: { id: 'Pakai', en: 'Apply' },
  orderVoucherApplying: { id: 'Memakai…', en: 'Applying…' },
  orderMyVouchers: { id: 'Lihat voucher saya', en: 'See my vouchers' },
  orderMyVouchersTitle: { id: 'Voucher Saya', en: 'My Vouchers' },
  orderMyVouchersEmpty: {
    id: 'Belum ada voucher yang bisa dipakai untuk tas belanja ini.',
    en: 'No vouchers can be used for this bag yet.',
  },
  orderMyVouchersFailed: {
    id: 'Voucher belum bisa dimuat. Silakan coba lagi.',
    en: 'Your vouchers could not be loaded. Please try again.',
  },
  orderMyVouchersMore: { id: 'Muat voucher lainnya', en: 'Load more vouchers' },
  orderMyVouchersLoading: { id: 'Memuat voucher…', en: 'Loading vouchers…' },
  orderVoucherAmountOff: { id: 'Potongan {amount}', en: '{amount} off' },
  orderVoucherPercentOff: { id: 'Diskon {percent}%', en: '{percent}% off' },
  orderVoucherPercentCap: {
    id: 'Diskon {percent}% s.d. {amount}',
    en: '{percent}% off, up to {amount}',
  },
  orderVoucherFreeShippingType: { id: 'Gratis ongkir', en: 'Free shipping' },
  orderVoucherFreeShippingCap: {
    id: 'Gratis ongkir s.d. {amount}',
    en: 'Free shipping up to {amount}',
  },
  orderVoucherFreeProductType: { id: 'Gratis produk', en: 'Free product' },
  orderVoucherMinOrder: { id: 'Min. belanja {amount}', en: 'Min. spend {amount}' },
  orderVoucherValidUntil: { id: 'Berlaku sampai {date}', en: 'Valid until {date}' },
  orderVoucherQuota: { id: 'Sisa kuota {count}', en: '{count} left' },
  orderVoucherDetail: { id: 'Lihat detail', en: 'See details' },
  orderVoucherDetailOf: { id: 'Lihat detail voucher {name}', en: 'See details of voucher {name}' },
  orderVoucherApplyCode: { id: 'Pakai voucher {name}', en: 'Apply voucher {name}' },
  orderVoucherNotEligible: {
    id: 'Belum bisa dipakai untuk tas belanja ini.',
    en: 'Cannot be used for this bag yet.',
  },
  orderVoucherAppliedLabel: { id: 'Voucher dipakai', en: 'Voucher applied' },
  orderVoucherRemove: { id: 'Lepas voucher {code}', en: 'Remove voucher {code}' },
  orderVoucherFreeShipping: {
    id: 'Gratis ongkir dihitung di langkah pengiriman.',
    en: 'Free shipping is worked out at the shipping step.',
  },
  orderVoucherVerifyPhone: {
    id: 'Verifikasi nomor handphone kamu dulu untuk memakai voucher.',
    en: 'Verify your phone number first to use vouchers.',
  },
  orderVoucherVerifyLink: { id: 'Verifikasi di Akun Saya', en: 'Verify in My Account' },
  orderVoucherReplacesPoints: {
    id: 'Memakai voucher akan melepas {points} beauty points yang sedang dipakai.',
    en: 'Using a voucher releases the {points} beauty points in use.',
  },

  // Promo detail
  orderPromoDetailTitle: { id: 'Detail Promo', en: 'Promo Details' },
  orderPromoNotFound: {
    id: 'Promo dengan kode {code} tidak ditemukan atau sudah tidak berlaku.',
    en: 'No promo with the code {code} was found, or it has ended.',
  },
  orderPromoCode: { id: 'Kode', en: 'Code' },
  orderPromoTerms: { id: 'Syarat & Ketentuan', en: 'Terms & Conditions' },
  orderPromoLoading: { id: 'Memuat detail promo…', en: 'Loading promo details…' },

  // Paper bag
  orderPaperBagTitle: { id: 'Paper bag', en: 'Paper bag' },
  orderPaperBagText: {
    id: 'Kemas pesananmu dengan paper bag Kilau.',
    en: 'Pack your order in a Kilau paper bag.',
  },

  // Beauty points
  orderPointsTitle: { id: 'Beauty Points', en: 'Beauty Points' },
  orderPointsBalance: {
    id: 'Kamu punya {points} poin (senilai {amount})',
    en: 'You have {points} points (worth {amount})',
  },
  orderPointsLabel: { id: 'Jumlah poin', en: 'Points to use' },
  orderPointsHint: {
    id: '1 poin = {amount}. Maks. {max} poin untuk tas ini.',
    en: '1 point = {amount}. Up to {max} points for this bag.',
  },
  orderPointsAboveBag: {
    id: 'Maks. {max} poin untuk tas belanja ini.',
    en: 'At most {max} points for this bag.',
  },
  orderPointsRedeem: { id: 'Tukar', en: 'Redeem' },
  orderPointsRedeeming: { id: 'Menukar…', en: 'Redeeming…' },
  orderPointsUseAll: { id: 'Pakai maks.', en: 'Use max.' },
  orderPointsInUse: {
    id: '{points} poin dipakai (−{amount})',
    en: '{points} points used (−{amount})',
  },
  orderPointsRemove: { id: 'Lepas {points} beauty points', en: 'Remove {points} beauty points' },
  orderPointsNone: {
    id: 'Belum ada poin. Kumpulkan 1 poin setiap belanja {amount}.',
    en: 'No points yet. Earn 1 point for every {amount} you spend.',
  },
  orderPointsReplacesVoucher: {
    id: 'Menukar poin akan melepas voucher {code}.',
    en: 'Redeeming points releases the voucher {code}.',
  },
  orderExclusiveNote: {
    id: 'Voucher dan beauty points tidak bisa dipakai bersamaan.',
    en: 'A voucher and beauty points cannot be used together.',
  },

  // Action answers
  orderQuantityUpdated: { id: 'Jumlah produk diperbarui.', en: 'Quantity updated.' },
  orderLineRemoved: {
    id: 'Produk dihapus dari tas belanja.',
    en: 'The product was removed from your bag.',
  },
  orderVoucherApplied: { id: 'Voucher berhasil dipakai.', en: 'The voucher was applied.' },
  orderVoucherRemoved: { id: 'Voucher dilepas.', en: 'The voucher was removed.' },
  orderPaperBagAdded: { id: 'Paper bag ditambahkan.', en: 'Paper bag added.' },
  orderPaperBagRemoved: { id: 'Paper bag dilepas.', en: 'Paper bag removed.' },
  orderPointsApplied: { id: 'Beauty points berhasil dipakai.', en: 'Beauty points applied.' },
  orderPointsRemoved: { id: 'Beauty points dilepas.', en: 'Beauty points removed.' },
  orderSpecialPriceAdded: {
    id: 'Produk harga spesial ditambahkan ke tas belanja.',
    en: 'The special-price product was added to your bag.',
  },
  orderClearedVoucher: {
    id: 'Voucher {code} dilepas karena voucher dan beauty points tidak bisa dipakai bersamaan.',
    en: 'Voucher {code} was removed: a voucher and beauty points cannot be used together.',
  },
  orderClearedPoints: {
    id: '{points} beauty points dikembalikan karena voucher dan beauty points tidak bisa dipakai bersamaan.',
    en: '{points} beauty points were returned: a voucher and beauty points cannot be used together.',
  },

  // Special prices
  orderSpecialTitle: { id: 'Harga Spesial Untukmu', en: 'Special Prices for You' },
  orderSpecialText: {
    id: 'Tambahkan dengan harga spesial selama syaratnya terpenuhi.',
    en: 'Add these at a special price while you meet the conditions.',
  },
  orderSpecialAdd: { id: 'Tambah', en: 'Add' },
  orderSpecialAddName: {
    id: 'Tambah {name} dengan harga spesial',
    en: 'Add {name} at the special price',
  },
  orderSpecialAdding: { id: 'Menambah…', en: 'Adding…' },

  // Totals
  orderSubtotal: { id: 'Subtotal ({count} produk)', en: 'Subtotal ({count} items)' },
  orderVoucherDiscount: { id: 'Diskon voucher', en: 'Voucher discount' },
  orderPointsDiscount: { id: 'Beauty points ({points} poin)', en: 'Beauty points ({points} pts)' },
  orderOtherDiscount: { id: 'Diskon lainnya', en: 'Other discounts' },
  orderExtraCharge: { id: 'Biaya tambahan', en: 'Extra charges' },
  orderShipping: { id: 'Ongkos kirim', en: 'Shipping' },
  orderShippingLater: { id: 'dihitung di langkah berikutnya', en: 'calculated at the next step' },
  orderTotal: { id: 'Total', en: 'Total' },
  orderYouSave: { id: 'Kamu hemat {amount}', en: 'You save {amount}' },
  orderTotalsUpdating: { id: 'Menghitung ulang total…', en: 'Recalculating totals…' },

  // Checkout
  orderCheckout: { id: 'Checkout', en: 'Checkout' },
  orderCheckoutBlocked: {
    id: 'Perbaiki produk yang stoknya tidak cukup sebelum checkout.',
    en: 'Fix the products without enough stock before checking out.',
  },
  orderSecure: {
    id: 'Pembayaran aman & produk 100% original',
    en: 'Secure payment & 100% authentic',
  },

  // Empty and error states
  orderEmptyTitle: { id: 'Tas belanjamu masih kosong', en: 'Your bag is empty' },
  orderEmptyText: {
    id: 'Yuk, temukan skincare dan makeup favoritmu. Gratis ongkir untuk belanja mulai {amount}.',
    en: 'Discover your next skincare and makeup favourites. Free shipping on orders from {amount}.',
  },
  orderEmptyCta: { id: 'Mulai belanja', en: 'Start shopping' },
  orderEmptyNew: { id: 'Produk Baru', en: 'New Arrivals' },
  orderEmptyBest: { id: 'Terlaris', en: 'Best Sellers' },
  orderEmptyPromo: { id: 'Promo', en: 'Promotions' },
  orderErrorTitle: { id: 'Tas belanja belum bisa dimuat', en: 'Your bag could not be loaded' },
  orderErrorText: {
    id: 'Ada gangguan saat memuat tas belanjamu. Isinya tetap aman — silakan coba lagi sebentar lagi.',
    en: 'Something went wrong while loading your bag. Its contents are safe — please try again in a moment.',
  },
  orderRetry: { id: 'Coba lagi', en: 'Try again' },
  orderNoticesLabel: { id: 'Info tas belanja', en: 'Bag notices' },
} as const satisfies Record<string, Record<Locale, string>>;
