import type { Database } from '@kilau/db';
import { sql, type Kysely } from 'kysely';
import {
  filtered,
  matching,
  narrows,
  REVIEW_COLUMNS,
  reviewsWithAuthor,
  toRow,
  type Db,
  type RatingTypeRow,
  type ReviewFilter,
  type ReviewRow,
  type ReviewSort,
} from './review-rows.repository';

/** How long the rating types are kept between reads. */
const RATING_TYPES_KEPT_MS = 60_000;

/** A review's ratings, tags and photos, as a page shows them. */
export type ReviewDetails = {
  id: number;
  ratings: Array<[number, number]>;
  tags: string[];
  images: Array<{ storage_key: string; caption: string }>;
};

/**
 * The reviews' reads outside a write (docs/design/reviews.md): rating types, pages, counts, the
 * product stats, a member's own reviews and votes, tag search. Reads `users` and `combinations`
 * (shared on purpose, read only).
 */
export function createReviewReadsRepository(db: Kysely<Database>) {
  // The rating types change with a migration only: every page of reviews reads them, so they are
  // kept a minute (docs/performance.md, reviews at 1,000,000). Inside a write, they are read.
  let types: { rows: Promise<RatingTypeRow[]>; until: number } | null = null;
  const readTypes = (handle: Db) =>
    handle
      .selectFrom('review_rating_types')
      .select(['id', 'code', 'name_id', 'name_en'])
      .where('is_active', '=', true)
      .orderBy('position')
      .execute();

  return {
    ratingTypes: (handle: Db = db): Promise<RatingTypeRow[]> => {
      if (handle !== db) return readTypes(handle);
      if (!types || types.until < Date.now()) {
        const rows = readTypes(db);
        types = { rows, until: Date.now() + RATING_TYPES_KEPT_MS };
        rows.catch(() => (types = null));
      }
      return types.rows;
    },

    /**
     * What a page of reviews shows beside their rows, in one query: each review's ratings
     * (type id, value), tags (by name) and photos (in order).
     */
    detailsOf: async (reviewIds: number[]): Promise<ReviewDetails[]> =>
      reviewIds.length === 0
        ? []
        : (
            await db
              .selectFrom('reviews as r')
              .select([
                'r.id',
                sql<Array<[number, number]>>`coalesce((
                  select json_agg(json_build_array(rr.rating_type_id, rr.value))
                    from review_ratings rr where rr.review_id = r.id), '[]')`.as('ratings'),
                sql<string[]>`coalesce((
                  select json_agg(t.name order by t.name)
                    from review_tag_links l join review_tags t on t.id = l.tag_id
                   where l.review_id = r.id), '[]')`.as('tags'),
                sql<Array<{ storage_key: string; caption: string }>>`coalesce((
                  select json_agg(json_build_object('storage_key', i.storage_key, 'caption', i.caption)
                                  order by i.position)
                    from review_images i where i.review_id = r.id), '[]')`.as('images'),
              ])
              .where('r.id', 'in', reviewIds)
              .execute()
          ).map((row) => ({ ...row, id: Number(row.id) })),

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

    /** Their number: the product's stats when nothing narrows them (kept exact by every write). */
    count: async (filter: ReviewFilter): Promise<number> =>
      narrows(filter)
        ? Number(
            (
              await matching(db, filter)
                .select((eb) => eb.fn.countAll<string>().as('n'))
                .executeTakeFirstOrThrow()
            ).n,
          )
        : ((
            await db
              .selectFrom('product_review_stats')
              .select('review_count')
              .where('product_id', '=', filter.productId)
              .executeTakeFirst()
          )?.review_count ?? 0),

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
  };
}

export type ReviewReadsRepository = ReturnType<typeof createReviewReadsRepository>;
