import type { Locale } from '@kilau/domain';

/**
 * Order-history copy: the /my-orders tab of the account screen and its modals (000 §4, 001 §2).
 * The spec's own words (action labels, errors, loader texts, state groups) come from the
 * domain's message catalogue.
 */
export const ORDERS_TEXT = {
  // The store order's collection QR (docs/design/store-collection.md).
  collectionShowQr: { id: 'Tampilkan QR pengambilan', en: 'Show collection QR' },
  collectionTitle: { id: 'QR pengambilan', en: 'Collection QR' },
  collectionHint: {
    id: 'Tunjukkan QR ini ke staf toko di pintu keluar atau kasir.',
    en: 'Show this QR to the store staff at the exit or the cashier.',
  },
  collectionOrder: { id: 'Pesanan {reference}', en: 'Order {reference}' },
  collectionCode: { id: 'Kode pengambilan', en: 'Collection code' },
  collectionCollected: { id: 'Sudah diambil', en: 'Collected' },
  collectionCollectedAt: { id: 'Sudah diambil {date} WIB', en: 'Collected {date} WIB' },
  collectionAwaitingCashier: {
    id: 'Bayar di kasir dulu, lalu tunjukkan QR ini.',
    en: 'Pay at the cashier first, then show this QR.',
  },
  collectionReady: { id: 'Siap diambil', en: 'Ready to collect' },
  collectionRefresh: { id: 'Perbarui', en: 'Refresh' },
  ordersTitle: { id: 'Pesanan Saya', en: 'My Orders' },
  ordersSeoDescription: {
    id: 'Riwayat pesanan kamu di Kilau: status, pembayaran, dan pengiriman.',
    en: 'Your Kilau order history: status, payment and delivery.',
  },
  ordersIntro: {
    id: 'Pantau pembayaran, pengiriman, dan belanja lagi produk favoritmu.',
    en: 'Follow payments and deliveries, and buy your favourites again.',
  },
  ordersCount: { id: '{count} pesanan', en: '{count} orders' },
  ordersShown: {
    id: 'Menampilkan {shown} dari {total} pesanan',
    en: 'Showing {shown} of {total} orders',
  },

  // Filter bar
  ordersFilterLabel: { id: 'Filter pesanan', en: 'Filter orders' },
  ordersFilterStatus: { id: 'Status', en: 'Status' },
  ordersFilterAllStatus: { id: 'Semua status', en: 'All statuses' },
  ordersFilterDate: { id: 'Tanggal', en: 'Date' },
  ordersFilterAnyDate: { id: 'Semua tanggal', en: 'Any date' },
  ordersFilterRange: { id: '{from} s.d. {to}', en: '{from} to {to}' },
  ordersFilterFrom: { id: 'Sejak {from}', en: 'From {from}' },
  ordersFilterUntil: { id: 'Sampai {to}', en: 'Until {to}' },
  ordersFilterChange: { id: 'Ubah filter {name}', en: 'Change the {name} filter' },
  ordersFilterRemove: { id: 'Hapus filter {name}', en: 'Remove the {name} filter' },
  ordersFilterClear: { id: 'Hapus semua filter', en: 'Clear all filters' },

  // Status filter modal
  ordersStatusTitle: { id: 'Filter Status Pesanan', en: 'Filter by Order Status' },
  ordersStatusLegend: { id: 'Tampilkan pesanan dengan status', en: 'Show orders with the status' },
  ordersApply: { id: 'Terapkan', en: 'Apply' },
  ordersReset: { id: 'Atur ulang', en: 'Reset' },

  // Date-range modal
  ordersDateTitle: { id: 'Pilih Tanggal Pesanan', en: 'Choose Order Dates' },
  ordersDateFrom: { id: 'Dari tanggal', en: 'From' },
  ordersDateTo: { id: 'Sampai tanggal', en: 'To' },
  ordersDateHint: {
    id: 'Tanggal mengikuti Waktu Indonesia Barat (WIB).',
    en: 'Dates follow Western Indonesian Time (WIB).',
  },
  ordersDatePresets: { id: 'Pilihan cepat', en: 'Quick picks' },
  ordersDateLast7: { id: '7 hari terakhir', en: 'Last 7 days' },
  ordersDateLast30: { id: '30 hari terakhir', en: 'Last 30 days' },
  ordersDateLast90: { id: '3 bulan terakhir', en: 'Last 3 months' },
  ordersDateReversed: {
    id: 'Tanggal awal tidak boleh setelah tanggal akhir',
    en: 'The start date cannot be after the end date',
  },

  // Order card
  ordersReference: { id: 'No. Pesanan', en: 'Order No.' },
  ordersOrderedOn: { id: 'Tanggal pesanan', en: 'Order date' },
  ordersSource: { id: 'via {source}', en: 'via {source}' },
  ordersProducts: { id: 'Produk dalam pesanan {reference}', en: 'Products in order {reference}' },
  ordersQuantity: { id: '{count} × {price}', en: '{count} × {price}' },
  ordersMoreProducts: { id: '+{count} produk lainnya', en: '+{count} more products' },
  ordersFreeGifts: { id: '+{count} hadiah gratis', en: '+{count} free gifts' },
  ordersPayment: { id: 'Pembayaran', en: 'Payment' },
  ordersShipping: { id: 'Pengiriman', en: 'Delivery' },
  ordersAddress: { id: 'Alamat', en: 'Address' },
  ordersDue: { id: 'Batas pembayaran', en: 'Payment due' },
  ordersSubtotal: { id: 'Subtotal produk', en: 'Products subtotal' },
  ordersTotal: { id: 'Total belanja', en: 'Order total' },
  ordersDetail: { id: 'Lihat detail', en: 'View details' },
  ordersDetailOf: {
    id: 'Lihat detail pesanan {reference}',
    en: 'View details of order {reference}',
  },
  ordersHowToPay: { id: 'Cara bayar', en: 'How to pay' },
  ordersWorking: { id: 'Memproses…', en: 'Working…' },

  // Reorder
  ordersReorderAdded: {
    id: '{count} produk ditambahkan ke tas belanja.',
    en: '{count} items were added to your bag.',
  },
  ordersReorderSkipped: {
    id: 'Tidak dapat ditambahkan: {items}.',
    en: 'Could not be added: {items}.',
  },
  ordersReorderNone: {
    id: 'Produk dari pesanan ini tidak dapat ditambahkan lagi: {items}.',
    en: 'The products of this order can no longer be added: {items}.',
  },
  ordersReorderItem: { id: '{name} ({reason})', en: '{name} ({reason})' },

  // The list's end and loader
  ordersLoadMore: { id: 'Tampilkan lebih banyak', en: 'Show more' },
  ordersLoading: { id: 'Memuat pesanan…', en: 'Loading orders…' },
  ordersLogin: { id: 'Masuk', en: 'Log in' },

  // Empty states
  ordersEmptyTitle: { id: 'Belum ada pesanan', en: 'No orders yet' },
  ordersEmptyText: {
    id: 'Temukan skincare dan makeup favoritmu. Pesananmu akan muncul di sini, lengkap dengan status pengirimannya.',
    en: 'Find your favourite skincare and makeup. Your orders will show up here, with their delivery status.',
  },
  ordersEmptyCta: { id: 'Mulai belanja', en: 'Start shopping' },
  ordersNoMatchText: {
    id: 'Belum ada pesanan dengan status atau tanggal ini. Coba ubah filternya.',
    en: 'No orders match this status or date. Try another filter.',
  },

  // Order detail modal
  ordersDetailTitle: { id: 'Detail Pesanan', en: 'Order Details' },
  ordersDetailLoading: { id: 'Memuat detail pesanan…', en: 'Loading order details…' },
  ordersDetailPlacedAt: { id: 'Waktu pesanan', en: 'Ordered at' },
  ordersDetailRefresh: { id: 'Perbarui status', en: 'Refresh status' },
  ordersDetailRefreshing: { id: 'Memeriksa…', en: 'Checking…' },
  ordersDetailStateUpdated: {
    id: 'Status pesanan diperbarui: {state}',
    en: 'Order status updated: {state}',
  },
  ordersDetailProducts: { id: 'Produk', en: 'Products' },
  ordersDetailFreeGift: { id: 'Hadiah gratis', en: 'Free gift' },
  ordersDetailTotals: { id: 'Rincian Pembayaran', en: 'Payment Summary' },
  ordersDetailSubtotal: { id: 'Subtotal produk', en: 'Products subtotal' },
  ordersDetailDiscount: { id: 'Diskon', en: 'Discount' },
  ordersDetailShippingFee: { id: 'Ongkos kirim', en: 'Shipping' },
  ordersDetailShippingDiscount: { id: 'Diskon ongkos kirim', en: 'Shipping discount' },
  ordersDetailTotal: { id: 'Total pembayaran', en: 'Total paid' },
  ordersDetailAddress: { id: 'Alamat Pengiriman', en: 'Delivery Address' },
  ordersDetailDelivery: { id: 'Pengiriman', en: 'Delivery' },
  ordersDetailPayment: { id: 'Pembayaran', en: 'Payment' },
  ordersDetailInvoice: { id: 'Unduh faktur', en: 'Download invoice' },
  ordersDetailInvoiceLabel: {
    id: 'Unduh faktur pesanan {reference} (PDF)',
    en: 'Download the invoice of order {reference} (PDF)',
  },
  ordersDetailHistory: { id: 'Riwayat Status', en: 'Status History' },
  ordersDetailCancelReason: {
    id: 'Alasan pembatalan: {reason}',
    en: 'Cancellation reason: {reason}',
  },
  ordersDetailVa: { id: 'Nomor virtual account', en: 'Virtual account number' },

  // Copy

  // Confirm payment modal
  ordersConfirmTitle: { id: 'Konfirmasi Pembayaran', en: 'Confirm Payment' },
  ordersConfirmIntro: {
    id: 'Sudah transfer? Kirim bukti transfernya supaya pesanan {reference} segera kami proses.',
    en: 'Transferred already? Send us the receipt so we can process order {reference} right away.',
  },
  ordersConfirmAccounts: { id: 'Rekening tujuan transfer', en: 'Transfer to' },
  ordersConfirmAccountHolder: { id: 'a.n. {name}', en: 'Account name: {name}' },
  ordersConfirmAccountNumber: { id: 'Nomor rekening {bank}', en: '{bank} account number' },
  ordersConfirmAmount: { id: 'Jumlah transfer', en: 'Amount to transfer' },
  ordersConfirmBankName: { id: 'Bank pengirim', en: 'Your bank' },
  ordersConfirmBankHint: { id: 'Contoh: BCA, Mandiri, BNI', en: 'For example BCA, Mandiri, BNI' },
  ordersConfirmAccountName: { id: 'Nama pemilik rekening', en: 'Account holder name' },
  ordersConfirmReceipt: { id: 'Bukti transfer', en: 'Transfer receipt' },
  ordersConfirmReceiptHint: {
    id: 'Foto atau screenshot bukti transfer, png atau jpg, maksimal 5 MB.',
    en: 'A photo or screenshot of the receipt, png or jpg, up to 5 MB.',
  },
  ordersConfirmReceiptChoose: { id: 'Pilih foto', en: 'Choose a photo' },
  ordersConfirmReceiptChange: { id: 'Ganti foto', en: 'Change photo' },
  ordersConfirmReceiptPreview: { id: 'Pratinjau bukti transfer', en: 'Receipt preview' },
  ordersConfirmSubmit: { id: 'Kirim konfirmasi', en: 'Send confirmation' },
  ordersConfirmUploading: { id: 'Mengunggah… {percent}%', en: 'Uploading… {percent}%' },
  ordersConfirmSent: {
    id: 'Terima kasih! Bukti transfer kamu sedang kami verifikasi.',
    en: 'Thank you! We are verifying your receipt.',
  },
  ordersConfirmGatewayIntro: {
    id: 'Pembayaran dengan {method} terkonfirmasi otomatis setelah kamu membayar. Sudah bayar? Cek statusnya di sini.',
    en: 'Payments with {method} are confirmed automatically once you pay. Paid already? Check the status here.',
  },
  ordersConfirmCheck: { id: 'Cek status pembayaran', en: 'Check payment status' },
  ordersConfirmPaid: {
    id: 'Pembayaran diterima. Terima kasih!',
    en: 'Payment received. Thank you!',
  },
  ordersConfirmWaiting: {
    id: 'Pembayaran belum kami terima. Selesaikan sebelum batas waktunya, ya.',
    en: 'We have not received the payment yet. Please pay before the deadline.',
  },

  // How-to-pay modal
  ordersHowToPayTitle: { id: 'Cara Pembayaran', en: 'How to Pay' },
  ordersHowToPayAmount: { id: 'Jumlah yang harus dibayar', en: 'Amount to pay' },
  ordersHowToPayCode: { id: 'Kode pembayaran', en: 'Payment code' },
  ordersHowToPayAll: { id: 'Lihat semua panduan', en: 'See every guide' },

  // Track modal
  ordersTrackTitle: { id: 'Lacak Pesanan', en: 'Track Order' },
  ordersTrackLoading: { id: 'Memuat status pengiriman…', en: 'Loading the delivery status…' },
  ordersTrackCarrier: { id: 'Kurir', en: 'Courier' },
  ordersTrackNumber: { id: 'No. resi', en: 'Tracking number' },
  ordersTrackShippedAt: { id: 'Dikirim {date}', en: 'Shipped {date}' },
  ordersTrackDeliveredAt: { id: 'Diterima {date}', en: 'Delivered {date}' },
  ordersTrackEvents: { id: 'Perjalanan paket', en: 'Parcel journey' },
  ordersTrackEmpty: {
    id: 'Belum ada kabar dari kurir. Cek lagi nanti, ya.',
    en: 'No news from the courier yet. Please check again later.',
  },
  ordersTrackTime: { id: '{time} WIB', en: '{time} WIB' },

  // Cancel modal
  ordersCancelTitle: { id: 'Batalkan Pesanan', en: 'Cancel Order' },
  ordersCancelIntro: {
    id: 'Kenapa kamu ingin membatalkan pesanan {reference}?',
    en: 'Why do you want to cancel order {reference}?',
  },
  ordersCancelLegend: { id: 'Alasan pembatalan', en: 'Reason for cancelling' },
  ordersCancelReasonChangedMind: {
    id: 'Berubah pikiran, tidak jadi membeli',
    en: 'Changed my mind, no longer want to buy',
  },
  ordersCancelReasonWrongItem: {
    id: 'Salah memilih produk atau varian',
    en: 'Chose the wrong product or variant',
  },
  ordersCancelReasonAddress: {
    id: 'Ingin mengubah alamat pengiriman',
    en: 'Want to change the delivery address',
  },
  ordersCancelReasonPayment: {
    id: 'Ingin mengganti metode pembayaran',
    en: 'Want to use another payment method',
  },
  ordersCancelReasonTooLong: {
    id: 'Proses pembayaran atau pengiriman terlalu lama',
    en: 'Payment or delivery is taking too long',
  },
  ordersCancelReasonOther: { id: 'Lainnya', en: 'Other' },
  ordersCancelOther: { id: 'Tulis alasanmu', en: 'Tell us why' },
  ordersCancelPaidNote: {
    id: 'Pesanan yang sudah dibayar akan kami kembalikan dananya sesuai metode pembayaran.',
    en: 'For an order already paid, we refund the money to the payment method used.',
  },
  ordersCancelSubmit: { id: 'Batalkan pesanan', en: 'Cancel order' },
  ordersCancelKeep: { id: 'Tidak jadi', en: 'Keep order' },

  // Retry modal
  ordersRetryTitle: { id: 'Bayar Ulang', en: 'Pay Again' },
  ordersRetryOvoIntro: {
    id: 'Masukkan nomor OVO kamu. Kami kirim permintaan pembayaran ke aplikasi OVO.',
    en: 'Enter your OVO number. We will send the payment request to your OVO app.',
  },
  ordersRetryOvoPhone: { id: 'Nomor HP terdaftar di OVO', en: 'Phone number registered with OVO' },
  ordersRetryOvoSubmit: { id: 'Kirim ke OVO', en: 'Send to OVO' },
  ordersRetryOvoSending: { id: 'Mengirim…', en: 'Sending…' },
  ordersRetryOvoSent: {
    id: 'Permintaan pembayaran terkirim. Buka aplikasi OVO dan selesaikan pembayarannya.',
    en: 'Payment request sent. Open the OVO app to finish paying.',
  },
  ordersRetryWalletIntro: {
    id: 'Selesaikan pembayaran pesanan {reference} dengan {method}.',
    en: 'Finish paying order {reference} with {method}.',
  },
  ordersRetryScan: {
    id: 'Pindai kode QR ini dengan aplikasi {method}.',
    en: 'Scan this QR code with the {method} app.',
  },
  ordersRetryQrAlt: { id: 'Kode QR pembayaran {method}', en: '{method} payment QR code' },
  ordersRetryOpenApp: { id: 'Buka aplikasi {method}', en: 'Open the {method} app' },
  ordersRetryContinue: { id: 'Lanjutkan pembayaran', en: 'Continue to payment' },
  ordersRetryPayBefore: { id: 'Bayar sebelum {time} WIB', en: 'Pay before {time} WIB' },
  // Gateway payments confirm themselves (ADR 0034): instructions or status, not a receipt.
  ordersVirtualAccount: { id: 'Nomor VA {bank}', en: '{bank} VA number' },
  ordersPaymentStatus: { id: 'Lihat status pembayaran', en: 'See payment status' },
} as const satisfies Record<string, Record<Locale, string>>;
