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

/** Orders that count as bought: paid, or on their way (not failed, expired or cancelled). */
const BOUGHT = ['capture', 'settlement', 'refund', 'partial_refund'] as const;

/**
 * Product sliders on the product page. "People also buy" is co-purchase — the products most
 * often in the same paid orders as this one —, topped up from shared concerns while the order
 * history is thin. "Recent bought" is the member's own paid orders, newest first.
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

  /** Products bought together with `productId` in paid orders, most often first. */
  async function boughtWith(productId: number, limit: number): Promise<number[]> {
    const rows = await deps.db
      .selectFrom('order_lines as mine')
      .innerJoin('orders', 'orders.id', 'mine.order_id')
      .innerJoin('order_lines as other', 'other.order_id', 'mine.order_id')
      .innerJoin('products', 'products.id', 'other.product_id')
      .select([
        'other.product_id',
        (eb) => eb.fn.count<string>('other.order_id').distinct().as('n'),
      ])
      .where('mine.product_id', '=', productId)
      .where('other.product_id', '!=', productId)
      .where('orders.payment_status', 'in', BOUGHT)
      .where('products.is_active', '=', true)
      .groupBy('other.product_id')
      .orderBy('n', 'desc')
      .orderBy('other.product_id')
      .limit(limit)
      .execute();
    return rows.map((row) => row.product_id);
  }

  return {
    /** The member's recently bought products (paid orders, newest first, each product once). */
    async recentBought(userId: number, limit: number) {
      const rows = await deps.db
        .selectFrom('order_lines')
        .innerJoin('orders', 'orders.id', 'order_lines.order_id')
        .innerJoin('products', 'products.id', 'order_lines.product_id')
        .select(['order_lines.product_id', (eb) => eb.fn.max('orders.created_at').as('last')])
        .where('orders.user_id', '=', userId)
        .where('orders.payment_status', 'in', BOUGHT)
        .where('products.is_active', '=', true)
        .groupBy('order_lines.product_id')
        .orderBy('last', 'desc')
        .orderBy('order_lines.product_id', 'desc')
        .limit(limit)
        .execute();
      return deps.tiles.get(rows.map((row) => row.product_id));
    },

    async forProduct(
      kind: Recommendation,
      productId: number,
      limit: number,
    ): Promise<ProductTileView[] | null> {
      const a = await anchor(productId);
      if (!a) return null;
      const together = kind === 'people-also-buy' ? await boughtWith(productId, limit) : [];
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
