import type { ProductTileView } from './product-shape';
import type { ProductFilter, ProductSort, ProductsRepository } from './products.repository';
import type { RecommendationAnchor, RecommendationsRepository } from './recommendations.repository';
import type { TileCache } from './tile-cache';

export const RECOMMENDATIONS = [
  'same-brand',
  'similar',
  'you-may-also-like',
  'goes-well',
  'people-also-buy',
] as const;
export type Recommendation = (typeof RECOMMENDATIONS)[number];

/**
 * Product sliders on the product page. "People also buy" is co-purchase — the products most
 * often in the same paid orders as this one —, topped up from shared concerns while the order
 * history is thin. "Recent bought" is the member's own paid orders, newest first.
 */
export function createRecommendationsService(deps: {
  recommendations: RecommendationsRepository;
  products: ProductsRepository;
  tiles: TileCache;
  clock: () => Date;
}) {
  const plans: Record<
    Recommendation,
    (a: RecommendationAnchor) => {
      filter: ProductFilter;
      sort: ProductSort;
    }
  > = {
    'same-brand': (a) => ({ filter: { brandIds: [a.brand_id] }, sort: 'bestseller' }),
    similar: (a) => ({ filter: { categoryId: a.default_category_id }, sort: 'rating' }),
    'you-may-also-like': (a) => ({
      filter: a.tagSlugs.length ? { tagSlugs: a.tagSlugs } : { categoryId: a.default_category_id },
      sort: 'rating',
    }),
    'goes-well': (a) => ({
      filter: { categoryId: a.parent_id ?? a.default_category_id },
      sort: 'bestseller',
    }),
    'people-also-buy': (a) => ({
      filter: a.tagSlugs.length ? { tagSlugs: a.tagSlugs } : { categoryId: a.default_category_id },
      sort: 'bestseller',
    }),
  };

  return {
    /** The member's recently bought products (paid orders, newest first, each product once). */
    async recentBought(userId: number, limit: number) {
      return deps.tiles.get(await deps.recommendations.recentlyBought(userId, limit));
    },

    async forProduct(
      kind: Recommendation,
      productId: number,
      limit: number,
    ): Promise<ProductTileView[] | null> {
      const a = await deps.recommendations.anchor(productId);
      if (!a) return null;
      const together =
        kind === 'people-also-buy' ? await deps.recommendations.boughtWith(productId, limit) : [];
      if (together.length >= limit) return deps.tiles.get(together);
      const { filter, sort } = plans[kind](a);
      const now = deps.clock();
      const ids = await deps.products.findIds(
        { ...filter, excludeIds: [productId, ...together] },
        sort,
        { skip: 0, limit: limit - together.length },
        now,
      );
      return deps.tiles.get([...together, ...ids]);
    },

    /** Recently viewed: the shopper's own list of ids (kept by the browser), in that order. */
    async byIds(ids: number[]) {
      return deps.tiles.get(ids);
    },
  };
}

export type RecommendationsService = ReturnType<typeof createRecommendationsService>;
