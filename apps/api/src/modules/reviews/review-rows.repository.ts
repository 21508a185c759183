import type { Database, ReviewDuration, ReviewStatus } from '@kilau/db';
import { sql, type Kysely, type Transaction } from 'kysely';

/**
 * What the reviews' reads and writes share (docs/design/reviews.md): the row shapes, the columns
 * of a whole review (with its author from `users` and its combination — shared on purpose, read
 * only) and the filter of a product's published reviews.
 */
/** A handle: the pool, or the transaction a write runs in. */
export type Db = Kysely<Database> | Transaction<Database>;

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
  version: number;
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

export const REVIEW_COLUMNS = [
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
  'r.version',
  'r.created_at',
  'r.edited_at',
  'u.user_name',
  'u.image_url',
  'c.attributes',
] as const;

/** Reviews with their author and combination, for every read of whole reviews. */
export const reviewsWithAuthor = (db: Db) =>
  db
    .selectFrom('reviews as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .innerJoin('combinations as c', 'c.id', 'r.combination_id');

export const toRow = (row: Record<string, unknown>): ReviewRow =>
  ({
    ...row,
    id: Number(row.id),
    user_id: Number(row.user_id),
    product_id: Number(row.product_id),
    combination_id: Number(row.combination_id),
    average_rating: Number(row.average_rating),
  }) as ReviewRow;

/** Whether `filter` asks for more than the product's published reviews. */
export const narrows = (filter: ReviewFilter) =>
  filter.stars !== undefined ||
  Boolean(filter.withImages) ||
  Boolean(filter.verified) ||
  filter.tag !== undefined;

/** The published reviews of a product that match `filter`, with their author and combination. */
export const filtered = (db: Db, filter: ReviewFilter) =>
  matching(db, filter)
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .innerJoin('combinations as c', 'c.id', 'r.combination_id');

/**
 * The same reviews without the joins, for counting: every review has its author and combination
 * (foreign keys), and without them the count is an index-only scan of the product's partial index
 * (with them the planner walked all reviews: 0.8 s at 1,000,000, docs/performance.md).
 */
export function matching(db: Db, filter: ReviewFilter) {
  let query = db
    .selectFrom('reviews as r')
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
