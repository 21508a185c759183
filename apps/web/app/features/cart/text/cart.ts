import type { Locale } from '@kilau/domain';

/**
 * The bag in the chrome (000 §4): the add-to-bag notification, the mini-cart, the guest merge and
 * the replace confirmation.
 */
export const CART_TEXT = {
  // Header
  bagWithCount: { id: 'Tas belanja, {count} produk', en: 'Shopping bag, {count} items' },

  // Add-to-bag notification
  bagNotification: { id: 'Notifikasi tas belanja', en: 'Bag notification' },
  viewBag: { id: 'Lihat tas belanja', en: 'View bag' },
  continueShopping: { id: 'Lanjut belanja', en: 'Continue shopping' },
  loginToCheckout: { id: 'Masuk untuk checkout', en: 'Log in to check out' },

  // Mini-cart
  miniCartTitle: { id: 'Tas Belanja', en: 'Shopping Bag' },
  miniCartItems: { id: '{count} produk', en: '{count} items' },
  miniCartEmptyHint: {
    id: 'Temukan skincare dan makeup favoritmu, lalu simpan di sini.',
    en: 'Find your skincare and makeup favourites and keep them here.',
  },
  miniCartStartShopping: { id: 'Mulai belanja', en: 'Start shopping' },
  miniCartLoading: { id: 'Memuat tas belanja…', en: 'Loading your bag…' },
  miniCartError: {
    id: 'Tas belanja belum bisa dimuat.',
    en: 'Your bag could not be loaded.',
  },
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
  replaceConfirm: { id: 'Ya, lanjutkan', en: 'Yes, continue' },
  replaceCancel: { id: 'Batal', en: 'Cancel' },
  mergeTitle: { id: 'Tas belanja kamu', en: 'Your bag' },
  mergePartly: { id: 'Hanya {count} yang ditambahkan.', en: 'Only {count} added.' },
  mergeOk: { id: 'Mengerti', en: 'Got it' },
} as const satisfies Record<string, Record<Locale, string>>;
