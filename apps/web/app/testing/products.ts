import type { ProductCombination, ProductTile } from '~/features/catalog/types';

/** A combination as the catalogue API sends it (tests only). */
export function aCombination(overrides: Partial<ProductCombination> = {}): ProductCombination {
  return {
    _id: '11',
    id: 11,
    sku: 'KL-11',
    attributes: { non_specify: { name: '' } },
    stock: 20,
    price: 150_000,
    price_after_discount: 150_000,
    discount_percentage: 0,
    is_default: true,
    is_pre_order: false,
    preorder: [],
    is_flashsale: false,
    images: [],
    ...overrides,
  };
}

/** A tile as `/v3/products` sends it (tests only). */
export function aTile(overrides: Partial<ProductTile> = {}): ProductTile {
  const combination = aCombination();
  return {
    id: 7,
    _id: '7',
    name: 'Niacinamide 10% Brightening Serum',
    slug: 'niacinamide-10-brightening-serum',
    url: '/serum/7-niacinamide-10-brightening-serum',
    brand: { id: 3, name: 'Lumera', slug: 'lumera' },
    default_category: { id: 12, name: 'Serum', slug: 'serum' },
    classification: null,
    is_new: false,
    is_exclusive: false,
    is_limited: false,
    is_online: false,
    is_sale: false,
    is_buy_one_get_one_free: false,
    is_in_stock: true,
    is_in_stock_original: true,
    is_flashsale: false,
    show_all_combinations: false,
    images: [{ url: '/media/products/7-1.webp', alt: 'Lumera serum', is_cover: true }],
    combinations: [combination],
    default_combination: combination,
    discount_range: [0, 0],
    discount_percentage: 0,
    min_price: 150_000,
    max_price: 150_000,
    min_price_after_discount: 150_000,
    max_price_after_discount: 150_000,
    review_stats: { average_rating: 4.46, total_reviews: 128 },
    ...overrides,
  };
}
