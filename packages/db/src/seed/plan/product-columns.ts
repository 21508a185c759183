import { addMs, HOUR_MS } from '../text';
import type { ProductPlan } from './types';

/**
 * A planned product as `products` columns, for the demo writer and the scale seed alike. The
 * search text (name, brand, categories, concerns) feeds the full-text index.
 */
export function productColumns(
  product: ProductPlan,
  refs: {
    brandId: number;
    categoryId: number;
    brandName: string | undefined;
    parentName: string | undefined;
    now: Date;
  },
) {
  const publishedAt = addMs(refs.now, -product.publishedHoursAgo * HOUR_MS).toISOString();
  return {
    name: product.name,
    slug: product.slug,
    brand_id: refs.brandId,
    default_category_id: refs.categoryId,
    classification: product.classification,
    description: product.description,
    how_to_use: product.howToUse,
    ingredients: product.ingredients,
    is_new: product.isNew,
    is_exclusive: product.isExclusive,
    is_limited: product.isLimited,
    is_online: product.isOnline,
    is_sale: product.isSale,
    is_buy_one_get_one_free: product.isBuyOneGetOneFree,
    show_all_combinations: product.showAllCombinations,
    max_limit_per_order: product.maxLimitPerOrder,
    total_sold: product.totalSold,
    search_text: [product.name, refs.brandName, product.leaf, refs.parentName, ...product.tags]
      .filter(Boolean)
      .join(' '),
    published_at: publishedAt,
    created_at: publishedAt,
  };
}
