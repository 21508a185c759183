import type { Database, ReviewReportReason } from '@kilau/db';
import { ORDER_STATE } from '@kilau/domain/orders';
import type { StatsDelta } from '@kilau/domain/reviews';
import { sql, type Transaction } from 'kysely';
import {
  REVIEW_COLUMNS,
  reviewsWithAuthor,
  toRow,
  type Db,
  type ReviewRow,
  type ReviewValues,
} from './review-rows.repository';

/**
 * The reviews' writes (docs/design/reviews.md), each inside the caller's transaction: the review
 * and its ratings, tags, votes and reports, and the product stats. Reads `orders`/`order_lines`
 * for a verified purchase, and writes `products`' `average_rating` and `total_reviews` from the
 * stats — shared on purpose: the catalogue shows what the reviews add up to (architecture.md).
 */
export function createReviewsRepository() {
  return {
    /** Whether the member has a delivered order (000 §4) holding the combination. */
    hasDeliveredPurchase: async (tx: Db, userId: number, combinationId: number) =>
      (await tx
        .selectFrom('order_lines as l')
        .innerJoin('orders as o', 'o.id', 'l.order_id')
        .select(sql`1`.as('one'))
        .where('o.user_id', '=', userId)
        .where('o.state_id', '=', ORDER_STATE.delivered)
        .where('l.combination_id', '=', combinationId)
        .limit(1)
        .executeTakeFirst()) !== undefined,

    /** The new review's id, or undefined when the member has reviewed the combination already. */
    insert: async (
      tx: Transaction<Database>,
      review: ReviewValues & {
        user_id: number;
        product_id: number;
        combination_id: number;
        source: string;
        is_verified_purchase: boolean;
        has_images: boolean;
        created_at: Date;
      },
    ): Promise<number | undefined> => {
      const made = await tx
        .insertInto('reviews')
        .values({ ...review, updated_at: review.created_at })
        .onConflict((conflict) => conflict.columns(['user_id', 'combination_id']).doNothing())
        .returning('id')
        .executeTakeFirst();
      return made ? Number(made.id) : undefined;
    },

    /** The review, locked for the rest of the transaction (the first lock of a review write). */
    lock: async (tx: Transaction<Database>, reviewId: number): Promise<ReviewRow | undefined> => {
      const row = await reviewsWithAuthor(tx)
        .select([...REVIEW_COLUMNS])
        .where('r.id', '=', reviewId)
        .forUpdate('r')
        .executeTakeFirst();
      return row ? toRow(row) : undefined;
    },

    /** The review's ratings as type id → value, read in the write's transaction. */
    ratings: async (tx: Transaction<Database>, reviewId: number) =>
      new Map(
        (
          await tx
            .selectFrom('review_ratings')
            .select(['rating_type_id', 'value'])
            .where('review_id', '=', reviewId)
            .execute()
        ).map((row) => [row.rating_type_id, row.value]),
      ),

    update: (
      tx: Transaction<Database>,
      reviewId: number,
      values: Partial<ReviewValues> & {
        edited_at?: Date;
        updated_at: Date;
        report_count?: number;
        rejection_reason?: string | null;
        moderated_at?: Date;
        moderated_by?: number | null;
        has_images?: boolean;
      },
    ) =>
      tx
        .updateTable('reviews')
        .set({ ...values, version: sql`version + 1` })
        .where('id', '=', reviewId)
        .execute(),

    setRatings: async (
      tx: Transaction<Database>,
      reviewId: number,
      ratings: Map<number, number>,
    ) => {
      await tx.deleteFrom('review_ratings').where('review_id', '=', reviewId).execute();
      await tx
        .insertInto('review_ratings')
        .values(
          [...ratings].map(([rating_type_id, value]) => ({
            review_id: reviewId,
            rating_type_id,
            value,
          })),
        )
        .execute();
    },

    /** Links the review to these tags (made once, whatever their case), replacing its others. */
    setTags: async (tx: Transaction<Database>, reviewId: number, names: string[]) => {
      await tx.deleteFrom('review_tag_links').where('review_id', '=', reviewId).execute();
      if (names.length === 0) return;
      // In one order (by their lower-case names), so two reviews adding the same new tags wait
      // for each other instead of deadlocking on the unique index.
      const ordered = [...names].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1));
      await sql`insert into review_tags (name)
        select unnest(${sql.val(ordered)}::text[])
        on conflict ((lower(name))) do nothing`.execute(tx);
      await sql`insert into review_tag_links (review_id, tag_id)
        select ${reviewId}, id from review_tags
        where lower(name) = any(${sql.val(names.map((name) => name.toLowerCase()))}::text[])
        on conflict do nothing`.execute(tx);
    },

    /**
     * Adds `delta` to the product's stats (increments, so concurrent writes add up), then sets the
     * product's rating and review count from them — the listing follows by its trigger.
     */
    applyStats: async (tx: Transaction<Database>, productId: number, delta: StatsDelta) => {
      const [s1, s2, s3, s4, s5] = delta.stars;
      // The row first (zeros), then the increments: a decrement never meets the checks as an
      // insert's values (PostgreSQL checks those before it sees the conflict).
      await sql`insert into product_review_stats (product_id) values (${productId})
        on conflict (product_id) do nothing`.execute(tx);
      await sql`update product_review_stats set
          review_count = review_count + ${delta.reviewCount},
          rating_sum = rating_sum + ${delta.ratingSumCents / 100},
          stars_1 = stars_1 + ${s1}, stars_2 = stars_2 + ${s2}, stars_3 = stars_3 + ${s3},
          stars_4 = stars_4 + ${s4}, stars_5 = stars_5 + ${s5},
          recommend_count = recommend_count + ${delta.recommendCount},
          repurchase_count = repurchase_count + ${delta.repurchaseCount},
          with_images_count = with_images_count + ${delta.withImagesCount},
          verified_count = verified_count + ${delta.verifiedCount}
        where product_id = ${productId}`.execute(tx);
      const types = Object.entries(delta.types)
        .map(([type, change]) => ({ type: Number(type), ...change }))
        .sort((a, b) => a.type - b.type);
      for (const { type, sum, count } of types) {
        await sql`insert into product_rating_type_stats (product_id, rating_type_id)
          values (${productId}, ${type}) on conflict (product_id, rating_type_id) do nothing`.execute(
          tx,
        );
        await sql`update product_rating_type_stats set
            value_sum = value_sum + ${sum}, value_count = value_count + ${count}
          where product_id = ${productId} and rating_type_id = ${type}`.execute(tx);
      }
      await sql`update products p set
          average_rating = case when s.review_count = 0 then 0
                                else round(s.rating_sum / s.review_count, 1) end,
          total_reviews = s.review_count
        from product_review_stats s
        where s.product_id = p.id and p.id = ${productId}`.execute(tx);
    },

    /** Adds or takes back the member's vote; the counter moves only when the vote did. */
    setVote: async (
      tx: Transaction<Database>,
      reviewId: number,
      userId: number,
      helpful: boolean,
    ) => {
      const changed = helpful
        ? await tx
            .insertInto('review_votes')
            .values({ review_id: reviewId, user_id: userId })
            .onConflict((conflict) => conflict.columns(['review_id', 'user_id']).doNothing())
            .returning('review_id')
            .executeTakeFirst()
        : await tx
            .deleteFrom('review_votes')
            .where('review_id', '=', reviewId)
            .where('user_id', '=', userId)
            .returning('review_id')
            .executeTakeFirst();
      if (changed)
        await tx
          .updateTable('reviews')
          .set({ helpful_count: sql`helpful_count + ${helpful ? 1 : -1}` })
          .where('id', '=', reviewId)
          .execute();
      const row = await tx
        .selectFrom('reviews')
        .select('helpful_count')
        .where('id', '=', reviewId)
        .executeTakeFirstOrThrow();
      return row.helpful_count;
    },

    /** An approval's dismissal of the reports made so far: they stay, but no longer count. */
    dismissReports: async (tx: Transaction<Database>, reviewId: number, at: Date) =>
      Number(
        (
          await tx
            .updateTable('review_reports')
            .set({ dismissed_at: at })
            .where('review_id', '=', reviewId)
            .where('dismissed_at', 'is', null)
            .executeTakeFirst()
        ).numUpdatedRows,
      ),

    /** The member's report, or false when they have reported the review already. */
    addReport: async (
      tx: Transaction<Database>,
      report: { review_id: number; user_id: number; reason: ReviewReportReason; note: string },
    ): Promise<boolean> =>
      (await tx
        .insertInto('review_reports')
        .values(report)
        .onConflict((conflict) => conflict.columns(['review_id', 'user_id']).doNothing())
        .returning('review_id')
        .executeTakeFirst()) !== undefined,
  };
}

export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;
