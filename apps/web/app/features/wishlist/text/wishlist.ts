import type { Locale } from '@kilau/domain';

/** The wishlist (000 §4, 001 §2): the /wishlist tab of the account screen. */
export const WISHLIST_TEXT = {
  wishlistTitle: { id: 'Wishlist Saya', en: 'My Wishlist' },
  wishlistHeaderLink: { id: 'Wishlist', en: 'Wishlist' },
  wishlistIntro: {
    id: 'Produk favorit yang kamu simpan. Tekan ikon hati untuk menghapusnya dari daftar.',
    en: 'The products you saved. Tap the heart to take one off the list.',
  },
  wishlistSeoDescription: {
    id: 'Produk favorit yang kamu simpan di Kilau.',
    en: 'The products you saved at Kilau.',
  },
  wishlistCount: { id: '{count} produk', en: '{count} products' },
  wishlistShown: {
    id: 'Menampilkan {shown} dari {total} produk',
    en: 'Showing {shown} of {total} products',
  },
  wishlistLoadMore: { id: 'Muat lebih banyak', en: 'Load more' },
  wishlistLoading: { id: 'Memuat…', en: 'Loading…' },
  wishlistCapped: {
    id: 'Hanya {max} produk terbaru yang ditampilkan di sini.',
    en: 'Only your {max} newest products are shown here.',
  },
  wishlistEmptyTitle: { id: 'Wishlist kamu masih kosong', en: 'Your wishlist is empty' },
  wishlistEmptyText: {
    id: 'Tekan ikon hati pada produk yang kamu suka, supaya mudah ditemukan lagi saat kamu siap belanja.',
    en: 'Tap the heart on products you love, so they are easy to find when you are ready to shop.',
  },
  wishlistEmptyCta: { id: 'Mulai belanja', en: 'Start shopping' },
} as const satisfies Record<string, Record<Locale, string>>;
