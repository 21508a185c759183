import type { Locale } from '@kilau/domain';

/** The bag: add-to-bag buttons, the notification, the mini-cart, the guest merge (000 §4). */
export const BAG_TEXT = {
  // Buttons on tiles, modals and the product page
  addingToBag: { id: 'Menambahkan…', en: 'Adding…' },
  buyNow: { id: 'BELI SEKARANG', en: 'BUY NOW' },
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

  // Add-to-bag notification
  bagNotification: { id: 'Notifikasi tas belanja', en: 'Bag notification' },
  viewBag: { id: 'Lihat Tas Belanja', en: 'View Bag' },
  continueShopping: { id: 'Lanjut Belanja', en: 'Continue Shopping' },
  loginToCheckout: { id: 'Masuk untuk Checkout', en: 'Log In to Check Out' },

  // Mini-cart
  miniCartTitle: { id: 'Tas Belanja', en: 'Shopping Bag' },
  miniCartItems: { id: '{count} produk', en: '{count} items' },
  miniCartEmptyHint: {
    id: 'Temukan skincare dan makeup favoritmu, lalu simpan di sini.',
    en: 'Find your skincare and makeup favourites and keep them here.',
  },
  miniCartStartShopping: { id: 'Mulai Belanja', en: 'Start Shopping' },
  miniCartLoading: { id: 'Memuat tas belanja…', en: 'Loading your bag…' },
  miniCartError: {
    id: 'Tas belanja belum bisa dimuat.',
    en: 'Your bag could not be loaded.',
  },
  retry: { id: 'Coba lagi', en: 'Try again' },
  subtotal: { id: 'Subtotal', en: 'Subtotal' },
  guestBagNote: {
    id: 'Tas ini tersimpan di perangkat ini. Masuk untuk checkout, isinya ikut pindah ke akunmu.',
    en: 'This bag is kept on this device. Log in to check out and it moves to your account.',
  },
  lineQuantity: { id: 'Jumlah: {count}', en: 'Qty: {count}' },
  linePreorder: { id: 'Pre-order · dikirim {date}', en: 'Pre-order · ships {date}' },
  lineEgiftTo: { id: 'E-gift untuk {recipient}', en: 'E-gift for {recipient}' },
  lineEgiftOn: { id: 'Dikirim {date}', en: 'Sent on {date}' },
  linePack: { id: 'Isi paket: {items}', en: 'Pack: {items}' },

  // Confirmation and merge
  replaceTitle: { id: 'Ganti isi tas belanja?', en: 'Replace your bag?' },
  replaceConfirm: { id: 'Ya, Lanjutkan', en: 'Yes, Continue' },
  replaceCancel: { id: 'Batal', en: 'Cancel' },
  mergeTitle: { id: 'Tas belanja kamu', en: 'Your bag' },
  mergePartly: { id: 'Hanya {count} yang ditambahkan.', en: 'Only {count} added.' },
  mergeOk: { id: 'Mengerti', en: 'Got it' },
} as const satisfies Record<string, Record<Locale, string>>;
