import type { Locale } from '@kilau/domain';

/** The search box (001 §3, §7): suggestions and recent searches. */
export const SEARCH_TEXT = {
  // Search
  suggestionsLabel: { id: 'Saran pencarian', en: 'Search suggestions' },
  recentSearchesTitle: { id: 'Pencarian terakhir', en: 'Recent searches' },
  recentSearchesClear: { id: 'Hapus semua', en: 'Clear all' },
  recentSearchesClearLabel: {
    id: 'Hapus semua pencarian terakhir',
    en: 'Clear all recent searches',
  },
  recentSearchRemove: {
    id: 'Hapus “{keyword}” dari pencarian terakhir',
    en: 'Remove “{keyword}” from recent searches',
  },
  promoKind: { id: 'Promo', en: 'Offer' },
  suggestion_brand: { id: 'Brand', en: 'Brand' },
  suggestion_category: { id: 'Kategori', en: 'Category' },
  suggestion_product: { id: 'Produk', en: 'Product' },
} as const satisfies Record<string, Record<Locale, string>>;
