import type { Locale } from '@kilau/domain';

/** The payment step (/order/payment): the chooser, each method's fields, bank promotions (000 §3, §4, §5). */
export const PAYMENT_TEXT = {
  paymentTitle: { id: 'Pembayaran', en: 'Payment' },
  paymentSeoDescription: {
    id: 'Pilih metode pembayaran dan buat pesananmu.',
    en: 'Choose how to pay and place your order.',
  },
  paymentDeliveryTitle: { id: 'Dikirim ke', en: 'Delivering to' },
  paymentStorePickup: { id: 'Ambil di toko: {name}', en: 'Collect in store: {name}' },
  paymentDeliveryChange: { id: 'Ubah', en: 'Change' },
  paymentMethodTitle: { id: 'Metode Pembayaran', en: 'Payment Method' },
  paymentMethodChoose: { id: 'Pilih Metode Pembayaran', en: 'Choose a Payment Method' },
  paymentMethodChange: { id: 'Ganti', en: 'Change' },
  paymentMethodNone: {
    id: 'Metode pembayaran belum bisa dimuat. Silakan muat ulang halaman sebentar lagi.',
    en: 'The payment methods could not be loaded. Please reload the page in a moment.',
  },
  paymentMethodUnavailable: {
    id: 'Tidak tersedia untuk total pesanan ini',
    en: 'Not available for this order total',
  },
  paymentMethodLastUsed: { id: 'Terakhir dipakai', en: 'Last used' },
  paymentChooserIntro: {
    id: 'Semua pembayaran diproses dengan aman.',
    en: 'Every payment is processed securely.',
  },
  paymentFreeOrder: {
    id: 'Pesananmu sudah lunas dengan voucher dan poin — tidak perlu memilih metode pembayaran.',
    en: 'Your vouchers and points cover this order — no payment method needed.',
  },
  paymentPlaceOrder: { id: 'Buat pesanan', en: 'Place order' },
  paymentPlacing: { id: 'Memproses pesanan…', en: 'Placing your order…' },
  paymentChooseFirst: {
    id: 'Pilih metode pembayaran untuk membuat pesanan.',
    en: 'Choose a payment method to place your order.',
  },
  paymentRetryHint: {
    id: 'Tekan Buat Pesanan lagi untuk mencoba ulang — pesananmu tidak akan dibuat dua kali.',
    en: 'Press Place Order again to retry — your order will not be placed twice.',
  },

  // How each kind of method is paid, when the payment service gives no description
  methodInfoVa: {
    id: 'Nomor Virtual Account muncul setelah pesanan dibuat. Bayar dalam 1×24 jam.',
    en: 'Your Virtual Account number appears once the order is placed. Pay within 24 hours.',
  },
  methodInfoStore: {
    id: 'Kode pembayaran muncul setelah pesanan dibuat. Bayar di kasir dalam 1×24 jam.',
    en: 'Your payment code appears once the order is placed. Pay at the cashier within 24 hours.',
  },
  methodInfoTransfer: {
    id: 'Transfer ke rekening toko dalam 1×24 jam, lalu konfirmasi pembayaran di Pesanan Saya.',
    en: 'Transfer to the shop’s account within 24 hours, then confirm the payment in My Orders.',
  },
  methodInfoWallet: {
    id: 'Selesaikan pembayaran di aplikasi {method} setelah pesanan dibuat.',
    en: 'Complete the payment in the {method} app once the order is placed.',
  },
  methodInfoRedirect: {
    id: 'Kamu akan diarahkan ke halaman {method} untuk menyelesaikan pembayaran.',
    en: 'You will be taken to {method} to complete the payment.',
  },
  methodInfoCod: {
    id: 'Bayar tunai kepada kurir saat pesanan tiba.',
    en: 'Pay the courier in cash when your order arrives.',
  },

  // Card
  cardNumber: { id: 'Nomor Kartu', en: 'Card Number' },
  cardExpiry: { id: 'Masa Berlaku', en: 'Expiry Date' },
  cardExpiryPlaceholder: { id: 'BB/TT', en: 'MM/YY' },
  cardCvv: { id: 'CVV', en: 'CVV' },
  cardCvvHint: {
    id: '3 digit di belakang kartu (4 digit di depan untuk Amex).',
    en: '3 digits on the back (4 on the front for Amex).',
  },
  cardSave: { id: 'Simpan kartu untuk pembayaran berikutnya', en: 'Save this card for next time' },
  cardExpiryInvalid: { id: 'Masa berlaku kartu tidak valid', en: 'The expiry date is not valid' },
  cardCvvInvalid: { id: 'CVV tidak valid', en: 'The CVV is not valid' },
  cardBrandLabel: { id: 'Kartu {brand}', en: '{brand} card' },
  cardSecureNote: {
    id: 'Data kartu dikirim langsung ke payment gateway dan tidak pernah diterima atau disimpan oleh toko.',
    en: 'Card details go straight to the payment gateway; the shop never receives or keeps them.',
  },
  cardTokenFailed: {
    id: 'Kartu tidak dapat diproses. Periksa data kartu atau gunakan kartu lain.',
    en: 'The card could not be processed. Check its details or use another card.',
  },
  cardGatewayUnavailable: {
    id: 'Pembayaran kartu sedang tidak tersedia. Silakan pilih metode pembayaran lain.',
    en: 'Card payments are not available right now. Please choose another method.',
  },
  savedCardsTitle: { id: 'Kartu Tersimpan', en: 'Saved Cards' },
  savedCardsManage: { id: 'Kelola', en: 'Manage' },
  savedCardUse: { id: 'Pakai kartu tersimpan', en: 'Use a saved card' },
  savedCardNew: { id: 'Pakai kartu baru', en: 'Use a new card' },
  savedCardExpires: { id: 'Berlaku s.d. {month}/{year}', en: 'Valid thru {month}/{year}' },
  savedCardDelete: { id: 'Hapus', en: 'Remove' },
  savedCardDeleteLabel: { id: 'Hapus kartu {card}', en: 'Remove card {card}' },
  savedCardDeleted: { id: 'Kartu berhasil dihapus.', en: 'The card was removed.' },
  savedCardNone: { id: 'Belum ada kartu tersimpan.', en: 'No saved cards yet.' },
  savedCardCvvFor: { id: 'CVV kartu {card}', en: 'CVV of card {card}' },
  cardAuthTitle: { id: 'Verifikasi Kartu', en: 'Card Verification' },
  cardAuthIntro: {
    id: 'Masukkan kode OTP dari bank penerbit kartumu (3-D Secure) untuk menyelesaikan pembayaran.',
    en: 'Enter the OTP from your card issuer (3-D Secure) to complete the payment.',
  },
  cardAuthFrame: {
    id: 'Halaman verifikasi bank penerbit',
    en: 'The card issuer’s verification page',
  },

  // OVO, Kredivo, bank transfer
  ovoPhone: { id: 'Nomor Handphone OVO', en: 'OVO Phone Number' },
  ovoPhoneHint: {
    id: 'Notifikasi pembayaran dikirim ke aplikasi OVO di nomor ini.',
    en: 'The payment request is sent to the OVO app on this number.',
  },
  kredivoTerm: { id: 'Tenor Cicilan', en: 'Instalment Term' },
  kredivoTermPayLater: { id: 'Bayar dalam 30 hari', en: 'Pay in 30 days' },
  kredivoTermMonths: { id: 'Cicilan {months} bulan', en: '{months}-month instalments' },
  kredivoTermChoose: { id: 'Pilih tenor', en: 'Choose a term' },
  transferAccount: { id: 'Rekening Tujuan', en: 'Transfer To' },

  // Bank promotions (000 §3, §4)
  bankPromoTitle: { id: 'Promo Bank', en: 'Bank Promotions' },
  bankPromoIntro: {
    id: 'Potongan tambahan dari bank untuk metode pembayaran ini.',
    en: 'Extra savings from banks for this payment method.',
  },
  bankPromoPercent: { id: 'Diskon {value}%', en: '{value}% off' },
  bankPromoAmount: { id: 'Potongan {amount}', en: '{amount} off' },
  bankPromoMax: { id: 'maks. {amount}', en: 'up to {amount}' },
  bankPromoMinOrder: { id: 'Min. transaksi {amount}', en: 'Min. order {amount}' },
  bankPromoSaves: { id: 'Hemat {amount}', en: 'Save {amount}' },
  bankPromoApplyLabel: { id: '{action} promo {bank}', en: '{action} the {bank} promotion' },
} as const satisfies Record<string, Record<Locale, string>>;
