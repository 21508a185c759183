import type { Database } from '@kilau/db';
import type { Kysely } from 'kysely';

/** Orders that count as bought: paid, or on their way (not failed, expired or cancelled). */
const BOUGHT = ['capture', 'settlement', 'refund', 'partial_refund'] as const;

/**
 * The product sliders' reads. Shared on purpose: co-purchase and "recent bought" read the orders
 * module's `orders` and `order_lines` (read only, paid orders only) — a read model over the
 * order history, not a write across modules (docs/architecture.md, table ownership).
 */
export function createRecommendationsRepository(db: Kysely<Database>) {
  return {
    /** The product a slider is for: its brand, category (and parent) and tag slugs. */
    async anchor(productId: number) {
      const product = await db
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
      const tags = await db
        .selectFrom('product_tags')
        .innerJoin('tags', 'tags.id', 'product_tags.tag_id')
        .select('tags.slug')
        .where('product_tags.product_id', '=', productId)
        .execute();
      return { ...product, tagSlugs: tags.map((tag) => tag.slug) };
    },

    /** Products bought together with `productId` in paid orders, most often first. */
    async boughtWith(productId: number, limit: number): Promise<number[]> {
      const rows = await db
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
    },

    /** The member's recently bought products (paid orders, newest first, each product once). */
    async recentlyBought(userId: number, limit: number): Promise<number[]> {
      const rows = await db
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
      return rows.map((row) => row.product_id);
    },
  };
}

export type RecommendationsRepository = ReturnType<typeof createRecommendationsRepository>;
export type RecommendationAnchor = NonNullable<
  Awaited<ReturnType<RecommendationsRepository['anchor']>>
>;
