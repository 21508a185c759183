import type { Locale } from '@kilau/domain';

/** The welcome quick tour (001 §4): one title and one line per place it points at. */
export const TOUR_TEXT = {
  tourLabel: { id: 'Tur singkat Kilau', en: 'Kilau quick tour' },
  tourProgress: { id: '{step} dari {total}', en: '{step} of {total}' },
  tourSkip: { id: 'Lewati', en: 'Skip' },
  tourNext: { id: 'Lanjut', en: 'Next' },
  tourDone: { id: 'Selesai', en: 'Done' },
  tourSearchTitle: { id: 'Cari produk favoritmu', en: 'Find what you love' },
  tourSearchText: {
    id: 'Ketik nama produk, merek, atau kebutuhan kulitmu, misalnya “serum jerawat”.',
    en: 'Type a product, a brand or what your skin needs, such as “acne serum”.',
  },
  tourCategoriesTitle: { id: 'Jelajahi kategori', en: 'Browse the categories' },
  tourCategoriesText: {
    id: 'Skincare, makeup, perawatan tubuh dan rambut: semua kategori ada di sini.',
    en: 'Skincare, make-up, body and hair care: every category starts here.',
  },
  tourBagTitle: { id: 'Tas belanja', en: 'Your bag' },
  tourBagText: {
    id: 'Produk yang kamu tambahkan tersimpan di sini sampai kamu siap checkout.',
    en: 'What you add waits here until you are ready to check out.',
  },
  tourAccountTitle: { id: 'Akun kamu', en: 'Your account' },
  tourAccountGuestText: {
    id: 'Masuk atau daftar untuk melacak pesanan, menyimpan alamat, dan mengumpulkan Beauty Points.',
    en: 'Log in or sign up to follow your orders, keep your addresses and collect Beauty Points.',
  },
  tourAccountMemberText: {
    id: 'Pesanan, alamat, dan Beauty Points kamu ada di sini.',
    en: 'Your orders, addresses and Beauty Points live here.',
  },
  tourWishlistTitle: { id: 'Wishlist', en: 'Wishlist' },
  tourWishlistText: {
    id: 'Simpan produk incaranmu dengan ikon hati, lalu temukan lagi di sini.',
    en: 'Save the products you have your eye on with the heart, and find them here again.',
  },
} satisfies Record<string, Record<Locale, string>>;
