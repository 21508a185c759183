import type { Database, ReviewDuration, ReviewReportReason, ReviewStatus } from '@kilau/db';
import { ORDER_STATE } from '@kilau/domain/orders';
import type { StatsDelta } from '@kilau/domain/reviews';
import { sql, type Kysely, type Transaction } from 'kysely';

/**
 * The reviews' SQL (docs/design/reviews.md). Reads `users` (the author's name and picture),
 * `combinations` and `orders`/`order_lines` (a verified purchase), and writes `products`'
 * `average_rating` and `total_reviews` from the stats — shared on purpose: the catalogue shows
 * what the reviews add up to (architecture.md, table ownership).
 */
type Db = Kysely<Database> | Transaction<Database>;


export type RatingTypeRow = { id: number; code: string; name_id: string; name_en: string };

export type ReviewRow = {
  id: number;
  user_id: number;
  product_id: number;
  combination_id: number;
  source: string;
  details: string;
  is_recommended: boolean;
  is_repurchase: boolean;
  duration_of_used: ReviewDuration;
  average_rating: number;
  is_verified_purchase: boolean;
  status: ReviewStatus;
  hold_reasons: string[];
  rejection_reason: string | null;
  has_images: boolean;
  helpful_count: number;
  report_count: number;
  created_at: Date;
  edited_at: Date | null;
  user_name: string;
  image_url: string | null;
  attributes: unknown;
};

export type ReviewValues = {
  details: string;
  is_recommended: boolean;
  is_repurchase: boolean;
  duration_of_used: ReviewDuration;
  average_rating: number;
  status: ReviewStatus;
  hold_reasons: string[];
};

export type ReviewSort = 'newest' | 'helpful' | 'highest' | 'lowest';

export type ReviewFilter = {
  productId: number;
  stars?: number | undefined;
  withImages?: boolean | undefined;
  verified?: boolean | undefined;
  tag?: string | undefined;
};

const REVIEW_COLUMNS = [
  'r.id',
  'r.user_id',
  'r.product_id',
  'r.combination_id',
  'r.source',
  'r.details',
  'r.is_recommended',
  'r.is_repurchase',
  'r.duration_of_used',
  'r.average_rating',
  'r.is_verified_purchase',
  'r.status',
  'r.hold_reasons',
  'r.rejection_reason',
  'r.has_images',
  'r.helpful_count',
  'r.report_count',
  'r.created_at',
  'r.edited_at',
  'u.user_name',
  'u.image_url',
  'c.attributes',
] as const;

const reviewsWithAuthor = (db: Db) =>
  db
    .selectFrom('reviews as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .innerJoin('combinations as c', 'c.id', 'r.combination_id');

const toRow = (row: Record<string, unknown>): ReviewRow =>
  ({
    ...row,
    id: Number(row.id),
    user_id: Number(row.user_id),
    product_id: Number(row.product_id),
    combination_id: Number(row.combination_id),
    average_rating: Number(row.average_rating),
  }) as ReviewRow;

function filtered(db: Db, filter: ReviewFilter) {
  let query = reviewsWithAuthor(db)
    .where('r.product_id', '=', filter.productId)
    .where('r.status', '=', 'published');
  if (filter.stars !== undefined)
    query = query
      .where('r.average_rating', '>=', String(filter.stars - 0.5))
      .where('r.average_rating', '<', String(filter.stars + 0.5));
  if (filter.withImages) query = query.where('r.has_images', '=', true);
  if (filter.verified) query = query.where('r.is_verified_purchase', '=', true);
  if (filter.tag !== undefined) {
    const tag = filter.tag;
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('review_tag_links as l')
          .innerJoin('review_tags as t', 't.id', 'l.tag_id')
          .whereRef('l.review_id', '=', 'r.id')
          .where(sql<string>`lower(t.name)`, '=', tag.toLowerCase())
          .select(sql`1`.as('one')),
      ),
    );
  }
  return query;
}

export function createReviewsRepository(db: Kysely<Database>) {
  return {
    ratingTypes: (handle: Db = db): Promise<RatingTypeRow[]> =>
      handle
        .selectFrom('review_rating_types')
        .select(['id', 'code', 'name_id', 'name_en'])
        .where('is_active', '=', true)
        .orderBy('position')
        .execute(),

    /** The combination, if it belongs to the product and both may be reviewed. */
    reviewableCombination: (productId: number, combinationId: number) =>
      db
        .selectFrom('combinations as c')
        .innerJoin('products as p', 'p.id', 'c.product_id')
        .select(['c.id'])
        .where('c.id', '=', combinationId)
        .where('c.product_id', '=', productId)
        .where('c.is_active', '=', true)
        .where('c.is_active_in_review', '=', true)
        .where('p.is_active', '=', true)
        .executeTakeFirst(),

    userName: async (userId: number): Promise<string> =>
      (await db.selectFrom('users').select('user_name').where('id', '=', userId).executeTakeFirst())
        ?.user_name ?? '',

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

    update: (
      tx: Transaction<Database>,
      reviewId: number,
      values: Partial<ReviewValues> & { edited_at?: Date; updated_at: Date; report_count?: number },
    ) =>
      tx
        .updateTable('reviews')
        .set({ ...values, version: sql`version + 1` })
        .where('id', '=', reviewId)
        .execute(),

    ratingsOf: async (reviewIds: number[], handle: Db = db) =>
      reviewIds.length === 0
        ? []
        : handle
            .selectFrom('review_ratings')
            .select(['review_id', 'rating_type_id', 'value'])
            .where('review_id', 'in', reviewIds)
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

    tagsOf: async (reviewIds: number[], handle: Db = db) =>
      reviewIds.length === 0
        ? []
        : handle
            .selectFrom('review_tag_links as l')
            .innerJoin('review_tags as t', 't.id', 'l.tag_id')
            .select(['l.review_id', 't.name'])
            .where('l.review_id', 'in', reviewIds)
            .orderBy('t.name')
            .execute(),

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

    /** Tags starting with `prefix` (any case), the most used first. */
    searchTags: (prefix: string, limit: number) =>
      db
        .selectFrom('review_tags as t')
        .leftJoin('review_tag_links as l', 'l.tag_id', 't.id')
        .select(['t.name'])
        .where(
          sql<string>`lower(t.name)`,
          'like',
          `${prefix.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`,
        )
        .groupBy(['t.id', 't.name'])
        .orderBy(sql`count(l.review_id)`, 'desc')
        .orderBy('t.name')
        .limit(limit)
        .execute(),

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

    stats: async (productId: number) => {
      const row = await db
        .selectFrom('product_review_stats')
        .selectAll()
        .where('product_id', '=', productId)
        .executeTakeFirst();
      const types = await db
        .selectFrom('review_rating_types as t')
        .leftJoin('product_rating_type_stats as s', (join) =>
          join.onRef('s.rating_type_id', '=', 't.id').on('s.product_id', '=', productId),
        )
        .select(['t.code', 't.name_id', 't.name_en', 's.value_sum', 's.value_count'])
        .where('t.is_active', '=', true)
        .orderBy('t.position')
        .execute();
      return { row, types };
    },

    page: async (filter: ReviewFilter, sort: ReviewSort, skip: number, limit: number) => {
      let query = filtered(db, filter).select([...REVIEW_COLUMNS]);
      query =
        sort === 'helpful'
          ? query.orderBy('r.helpful_count', 'desc')
          : sort === 'highest'
            ? query.orderBy('r.average_rating', 'desc')
            : sort === 'lowest'
              ? query.orderBy('r.average_rating', 'asc')
              : query.orderBy('r.created_at', 'desc');
      const rows = await query.orderBy('r.id', 'desc').offset(skip).limit(limit).execute();
      return rows.map(toRow);
    },

    count: async (filter: ReviewFilter): Promise<number> =>
      Number(
        (
          await filtered(db, filter)
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),

    /** One review, whatever its state (the author's answer after a write). */
    byId: async (reviewId: number): Promise<ReviewRow | undefined> => {
      const row = await reviewsWithAuthor(db)
        .select([...REVIEW_COLUMNS])
        .where('r.id', '=', reviewId)
        .executeTakeFirst();
      return row ? toRow(row) : undefined;
    },

    /** The member's own reviews of a product, whatever their state. */
    mine: async (userId: number, productId: number) =>
      (
        await reviewsWithAuthor(db)
          .select([...REVIEW_COLUMNS])
          .where('r.user_id', '=', userId)
          .where('r.product_id', '=', productId)
          .orderBy('r.created_at', 'desc')
          .execute()
      ).map(toRow),

    votedBy: async (userId: number, reviewIds: number[]): Promise<Set<number>> =>
      reviewIds.length === 0
        ? new Set()
        : new Set(
            (
              await db
                .selectFrom('review_votes')
                .select('review_id')
                .where('user_id', '=', userId)
                .where('review_id', 'in', reviewIds)
                .execute()
            ).map((row) => Number(row.review_id)),
          ),

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
