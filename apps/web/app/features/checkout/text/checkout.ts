import type { Locale } from '@kilau/domain';

/**
 * The checkout: the shipping step (/order/shipping and its add-address page) and the pages after
 * placing an order — confirmation, success and the failure pages (000 §2, §4, §8).
 */
export const CHECKOUT_TEXT = {
  // Shared by the steps
  checkoutSummaryTitle: { id: 'Ringkasan Pesanan', en: 'Order Summary' },
  checkoutItems: { id: '{count} produk', en: '{count} items' },
  checkoutQuantity: { id: 'Jumlah: {count}', en: 'Qty: {count}' },
  checkoutFreeGift: { id: 'Hadiah gratis', en: 'Free gift' },
  checkoutSubtotal: { id: 'Subtotal', en: 'Subtotal' },
  checkoutVoucher: { id: 'Voucher', en: 'Voucher' },
  checkoutPoints: { id: 'Beauty Points ({points})', en: 'Beauty Points ({points})' },
  checkoutOtherDiscount: { id: 'Diskon lainnya', en: 'Other discounts' },
  checkoutShipping: { id: 'Ongkos kirim', en: 'Shipping' },
  checkoutShippingPending: { id: 'Pilih pengiriman', en: 'Choose shipping' },
  checkoutShippingFree: { id: 'GRATIS', en: 'FREE' },
  checkoutBankPromo: { id: 'Promo {bank}', en: '{bank} promotion' },
  checkoutTotal: { id: 'Total Pembayaran', en: 'Total Payment' },
  checkoutYouSave: { id: 'Kamu hemat {amount}', en: 'You save {amount}' },
  checkoutEditBag: { id: 'Ubah tas belanja', en: 'Edit bag' },
  checkoutSecure: {
    id: 'Pembayaran aman dan terenkripsi',
    en: 'Secure, encrypted payment',
  },

  // Shipping step
  shippingTitle: { id: 'Pengiriman', en: 'Shipping' },
  shippingSeoDescription: {
    id: 'Pilih alamat dan metode pengiriman pesananmu.',
    en: 'Choose the delivery address and shipping method for your order.',
  },
  shippingAddressTitle: { id: 'Alamat Pengiriman', en: 'Delivery Address' },
  shippingAddressChange: { id: 'Ganti alamat', en: 'Change address' },
  shippingAddressListTitle: { id: 'Pilih Alamat Pengiriman', en: 'Choose a Delivery Address' },
  shippingAddressAdd: { id: 'Tambah alamat baru', en: 'Add a new address' },
  shippingAddressDefault: { id: 'Utama', en: 'Default' },
  shippingAddressChosen: { id: 'Dipilih', en: 'Chosen' },
  shippingNoAddressTitle: { id: 'Belum ada alamat pengiriman', en: 'No delivery address yet' },
  shippingNoAddressText: {
    id: 'Tambahkan alamat supaya kami bisa menghitung ongkos kirim dan mengantar pesananmu.',
    en: 'Add an address so we can work out shipping and deliver your order.',
  },
  shippingMethodsTitle: { id: 'Metode Pengiriman', en: 'Shipping Method' },
  shippingMethodsHint: {
    id: 'Berat paket {weight} kg. Estimasi tiba dihitung dalam WIB.',
    en: 'Parcel weight {weight} kg. Arrival estimates are in WIB.',
  },
  shippingMethodsNone: {
    id: 'Belum ada kurir yang melayani alamat ini. Coba pilih alamat lain.',
    en: 'No courier serves this address yet. Try another address.',
  },
  shippingMethodsChoose: {
    id: 'Pilih metode pengiriman untuk melanjutkan.',
    en: 'Choose a shipping method to continue.',
  },
  shippingMethodSaving: { id: 'Menyimpan pilihan…', en: 'Saving your choice…' },
  shippingArrives: { id: 'Tiba {from} – {to}', en: 'Arrives {from} – {to}' },
  shippingArrivesOn: { id: 'Tiba {date}', en: 'Arrives {date}' },
  shippingFreeBadge: { id: 'Gratis Ongkir', en: 'Free Shipping' },
  shippingVoucherBadge: { id: 'Voucher ongkir', en: 'Shipping voucher' },
  shippingSaveBadge: { id: 'Hemat {amount}', en: 'Save {amount}' },
  shippingContinue: { id: 'Lanjut ke pembayaran', en: 'Continue to payment' },
  shippingBack: { id: 'Kembali ke tas belanja', en: 'Back to bag' },
  checkoutAddressChosen: { id: 'Alamat pengiriman dipilih.', en: 'Delivery address chosen.' },

  // Add address during checkout
  shippingAddTitle: { id: 'Tambah Alamat', en: 'Add Address' },
  shippingAddIntro: {
    id: 'Alamat ini langsung dipakai untuk pesananmu dan tersimpan di buku alamat.',
    en: 'This address is used for your order right away and kept in your address book.',
  },

  // After placing: shared
  outcomeOrderNumber: { id: 'No. Pesanan', en: 'Order No.' },
  outcomeAmount: { id: 'Total Pembayaran', en: 'Total Payment' },
  outcomeMethod: { id: 'Metode Pembayaran', en: 'Payment Method' },
  outcomeMyOrders: { id: 'Lihat pesanan saya', en: 'View my orders' },
  outcomeKeepShopping: { id: 'Lanjut belanja', en: 'Continue shopping' },
  outcomeBackToBag: { id: 'Kembali ke tas belanja', en: 'Back to bag' },
  outcomeItems: { id: 'Produk yang dipesan', en: 'Items ordered' },
  outcomeDeliverTo: { id: 'Dikirim ke', en: 'Delivered to' },
  outcomeCollectIn: { id: 'Ambil di toko', en: 'Collect in store' },
  outcomeShippingBy: { id: 'Pengiriman', en: 'Shipping' },
  outcomeEta: { id: 'Estimasi {min}–{max} hari', en: 'About {min}–{max} days' },
  outcomeStatus: { id: 'Status', en: 'Status' },
  outcomeDiscount: { id: 'Diskon', en: 'Discounts' },

  // Confirmation
  confirmationSeoTitle: { id: 'Selesaikan Pembayaran', en: 'Complete Your Payment' },
  confirmationTitle: { id: 'Selesaikan pembayaranmu', en: 'Complete your payment' },
  confirmationIntro: {
    id: 'Pesanan {reference} sudah kami terima. Bayar sebelum batas waktu supaya pesananmu segera kami proses.',
    en: 'We have your order {reference}. Pay before the deadline so we can process it right away.',
  },
  confirmationTimeLeft: { id: 'Sisa waktu pembayaran', en: 'Time left to pay' },
  confirmationVaNumber: { id: 'Nomor Virtual Account', en: 'Virtual Account Number' },
  confirmationPaymentCode: { id: 'Kode Pembayaran', en: 'Payment Code' },
  confirmationBankAccounts: {
    id: 'Transfer ke salah satu rekening berikut',
    en: 'Transfer to one of these accounts',
  },
  confirmationAccountName: { id: 'a.n. {name}', en: 'Account name {name}' },
  confirmationAccountNumber: { id: 'Nomor rekening', en: 'Account number' },
  confirmationExactAmount: {
    id: 'Transfer tepat sesuai total pembayaran supaya pembayaranmu cepat terverifikasi.',
    en: 'Transfer the exact total so we can verify your payment quickly.',
  },
  confirmationContinuePayment: { id: 'Lanjutkan pembayaran', en: 'Continue to payment' },
  confirmationOpenApp: { id: 'Buka {method}', en: 'Open {method}' },
  confirmationScanQr: {
    id: 'Pindai kode QR ini dengan aplikasi {method}',
    en: 'Scan this QR code with the {method} app',
  },
  confirmationQrAlt: { id: 'Kode QR pembayaran {method}', en: '{method} payment QR code' },
  confirmationCashOnDelivery: {
    id: 'Siapkan uang pas sebesar {amount} saat kurir datang.',
    en: 'Have {amount} ready in cash when the courier arrives.',
  },
  confirmationHowToPay: { id: 'Cara Pembayaran', en: 'How to Pay' },
  confirmationAllGuides: { id: 'Lihat semua cara pembayaran', en: 'See every payment guide' },
  confirmationCheckStatus: { id: 'Cek status pembayaran', en: 'Check payment status' },
  confirmationChecking: { id: 'Memeriksa…', en: 'Checking…' },
  confirmationStillWaiting: {
    id: 'Pembayaranmu belum kami terima. Selesaikan pembayaran, lalu cek lagi.',
    en: 'We have not received your payment yet. Complete it, then check again.',
  },
  confirmationDue: { id: 'Batas pembayaran', en: 'Payment deadline' },

  // Success
  successSeoTitle: { id: 'Pesanan Berhasil', en: 'Order Placed' },
  successTitle: { id: 'Terima kasih, pesananmu berhasil!', en: 'Thank you, your order is in!' },
  successIntro: {
    id: 'Pesanan {reference} sedang kami siapkan. Kami akan mengabari kamu saat paket dikirim.',
    en: 'We are getting order {reference} ready and will let you know when it ships.',
  },
  successWaitingTitle: { id: 'Satu langkah lagi', en: 'One more step' },
  successWaitingIntro: {
    id: 'Pesanan {reference} sudah dibuat. Selesaikan pembayaran di aplikasi {method} kamu supaya pesanan segera diproses.',
    en: 'Order {reference} is placed. Complete the payment in your {method} app so we can process it.',
  },
  ovoResendTitle: { id: 'Belum menerima notifikasi OVO?', en: 'No OVO notification yet?' },
  ovoResendIntro: {
    id: 'Kirim ulang permintaan pembayaran ke nomor OVO kamu — boleh nomor lain.',
    en: 'Send the payment request to your OVO number again — another number is fine too.',
  },
  ovoResendSubmit: { id: 'Kirim ulang ke OVO', en: 'Send to OVO again' },
  ovoResendSending: { id: 'Mengirim…', en: 'Sending…' },
  ovoResendSent: {
    id: 'Permintaan pembayaran sudah dikirim. Buka aplikasi OVO untuk menyelesaikannya.',
    en: 'The payment request was sent. Open the OVO app to complete it.',
  },
  ovoResendFailed: {
    id: 'Permintaan belum bisa dikirim. Silakan coba lagi dalam beberapa saat.',
    en: 'The request could not be sent. Please try again shortly.',
  },
  successOpenPush: {
    id: 'Buka permintaan pembayaran {method}',
    en: 'Open the {method} payment request',
  },
  successFreeOrder: {
    id: 'Pesanan ini sepenuhnya dibayar dengan voucher dan poin kamu.',
    en: 'This order is fully paid by your vouchers and points.',
  },

  // Failure pages
  failedSeoTitle: { id: 'Pembayaran Gagal', en: 'Payment Failed' },
  failedTitle: { id: 'Pembayaran belum berhasil', en: 'Your payment did not go through' },
  failedIntro: {
    id: 'Pembayaran untuk pesanan ini ditolak atau waktunya habis. Kamu bisa mencoba lagi atau memesan ulang dari halaman Pesanan Saya.',
    en: 'The payment for this order was declined or timed out. You can try again or reorder from My Orders.',
  },
  failedOvoIntro: {
    id: 'Pembayaran OVO untuk nomor {phone} tidak berhasil atau waktunya habis. Pastikan nomor terdaftar di OVO dan saldo cukup, lalu coba lagi dari halaman Pesanan Saya.',
    en: 'The OVO payment for {phone} failed or timed out. Check that the number is registered with OVO and has enough balance, then try again from My Orders.',
  },
  failedReason: { id: 'Keterangan', en: 'Details' },
  sorryTitle: {
    id: 'Maaf, pesananmu belum bisa diproses',
    en: 'Sorry, we could not place your order',
  },
  sorryIntro: {
    id: 'Terjadi kendala saat membuat pesanan. Isi tas belanjamu tetap aman — silakan coba lagi beberapa saat lagi.',
    en: 'Something went wrong while placing your order. Your bag is safe — please try again in a moment.',
  },
  preorderFailedTitle: { id: 'Kuota pre-order sudah habis', en: 'The pre-order is sold out' },
  preorderFailedIntro: {
    id: 'Produk pre-order di tas belanjamu sudah tidak tersedia, jadi pesananmu tidak dibuat. Yuk, cek produk lain yang masih tersedia.',
    en: 'The pre-order product in your bag is no longer available, so your order was not placed. Have a look at what is still available.',
  },
  midtransFailedTitle: { id: 'Pembayaran kartu gagal', en: 'Card payment failed' },
  midtransFailedIntro: {
    id: 'Bank penerbit menolak pembayaran atau verifikasi 3-D Secure tidak selesai. Coba kartu lain atau pilih metode pembayaran lain.',
    en: 'The card issuer declined the payment or the 3-D Secure check was not completed. Try another card or another payment method.',
  },
  // Paying again after a failed payment, or the bag back (ADR 0034).
  failedHeldIntro: {
    id: 'Tenang, pesananmu belum batal. Produk, voucher, dan poinnya kami simpan sampai {time} WIB.',
    en: 'Don’t worry, your order is not cancelled. We hold its items, voucher and points until {time} WIB.',
  },
  payAgainTitle: { id: 'Bayar ulang', en: 'Pay again' },
  payAgainIntro: {
    id: 'Pilih metode lain untuk pesanan yang sama. Total tidak berubah.',
    en: 'Choose another method for the same order. The total stays the same.',
  },
  payAgainTotal: { id: 'Total pembayaran', en: 'Amount to pay' },
  payAgainSubmit: { id: 'Bayar ulang', en: 'Pay again' },
  payAgainWorking: { id: 'Memproses…', en: 'Working…' },
  payAgainChooseFirst: {
    id: 'Pilih metode pembayaran dulu.',
    en: 'Choose a payment method first.',
  },
  payAgainOtherMethods: {
    id: 'Ingin bayar dengan kartu lain, OVO, atau cicilan? Kembalikan pesanan ke keranjang lalu checkout lagi.',
    en: 'Want to pay with another card, OVO or instalments? Put the order back in your bag and check out again.',
  },
  backToBagTitle: { id: 'Atau ubah belanjaanmu', en: 'Or change your shopping' },
  backToBagIntro: {
    id: 'Pesanan ini dibatalkan dan semua produknya kembali ke keranjang. Voucher dan poin dikembalikan ke akunmu.',
    en: 'This order is cancelled and all its items go back to your bag. The voucher and points return to your account.',
  },
  backToBagSubmit: { id: 'Kembalikan ke keranjang', en: 'Put back in bag' },
} as const satisfies Record<string, Record<Locale, string>>;
