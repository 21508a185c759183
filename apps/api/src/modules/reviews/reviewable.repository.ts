import type { Database } from '@kilau/db';
import { ORDER_STATE } from '@kilau/domain/orders';
import type { Kysely } from 'kysely';

/**
 * What a member may still review (docs/design/reviews.md): a product's combinations open to
 * reviews with the member's review of each, and every combination the member reviewed. Reads
 * `combinations`, `products` and `orders` (shared on purpose, read only).
 */
export function createReviewableRepository(db: Kysely<Database>) {
  return {
    /** The product's combinations open to reviews, in the shop's order, with the member's review. */
    combinations: (productId: number, userId: number) =>
      db
        .selectFrom('combinations as c')
        .innerJoin('products as p', 'p.id', 'c.product_id')
        .leftJoin('reviews as r', (join) =>
          join.onRef('r.combination_id', '=', 'c.id').on('r.user_id', '=', userId),
        )
        .select(['c.id', 'c.attributes', 'c.hex', 'r.id as review_id'])
        .select((eb) =>
          eb
            .exists(
              eb
                .selectFrom('order_lines as l')
                .innerJoin('orders as o', 'o.id', 'l.order_id')
                .select('l.id')
                .whereRef('l.combination_id', '=', 'c.id')
                .where('o.user_id', '=', userId)
                .where('o.state_id', '=', ORDER_STATE.delivered),
            )
            .as('delivered'),
        )
        .where('c.product_id', '=', productId)
        .where('c.is_active', '=', true)
        .where('c.is_active_in_review', '=', true)
        .where('p.is_active', '=', true)
        .orderBy('c.position')
        .orderBy('c.id')
        .execute(),

    /** Every combination the member has reviewed, whatever the review's state. */
    reviewedCombinations: async (userId: number, combinationIds: number[]) =>
      combinationIds.length === 0
        ? []
        : (
            await db
              .selectFrom('reviews')
              .select('combination_id')
              .where('user_id', '=', userId)
              .where('combination_id', 'in', combinationIds)
              .execute()
          ).map((row) => row.combination_id),
  };
}

export type ReviewableRepository = ReturnType<typeof createReviewableRepository>;
