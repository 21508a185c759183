import type { Database } from '@kilau/db';
import type { Kysely } from 'kysely';
import type { ProductTileView } from './product-shape';
import type { ProductFilter, ProductSort, ProductsRepository } from './products.repository';
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
 * Product sliders on the product page. Until orders exist, "people also buy" leans on shared
 * concerns across other brands; with order history it becomes co-purchase (issue 8).
 */
export function createRecommendationsService(deps: {
  db: Kysely<Database>;
  products: ProductsRepository;
  tiles: TileCache;
  clock: () => Date;
}) {
  async function anchor(productId: number) {
    const product = await deps.db
      .selectFrom('products')
      .innerJoin('categories', 'categories.id', 'products.default_category_id')
      .select([
        'products.id',
        'products.brand_id',
        'products.default_category_id',
        'categories.parent_id',
      ])
      .where('products.id', '=', productId)
      .where('products.is_active', '=', true)
      .executeTakeFirst();
    if (!product) return null;
    const tags = await deps.db
      .selectFrom('product_tags')
      .innerJoin('tags', 'tags.id', 'product_tags.tag_id')
      .select('tags.slug')
      .where('product_tags.product_id', '=', productId)
      .execute();
    return { ...product, tagSlugs: tags.map((tag) => tag.slug) };
  }

  const plans: Record<
    Recommendation,
    (a: NonNullable<Awaited<ReturnType<typeof anchor>>>) => {
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
    async forProduct(
      kind: Recommendation,
      productId: number,
      limit: number,
    ): Promise<ProductTileView[] | null> {
      const a = await anchor(productId);
      if (!a) return null;
      const { filter, sort } = plans[kind](a);
      const now = deps.clock();
      const ids = await deps.products.findIds(
        { ...filter, excludeIds: [productId] },
        sort,
        { skip: 0, limit },
        now,
      );
      return deps.tiles.get(ids);
    },

    /** Recently viewed: the shopper's own list of ids (kept by the browser), in that order. */
    async byIds(ids: number[]) {
      return deps.tiles.get(ids);
    },
  };
}

export type RecommendationsService = ReturnType<typeof createRecommendationsService>;
