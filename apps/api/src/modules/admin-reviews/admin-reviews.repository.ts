import type { Database, ReviewReportReason, ReviewStatus } from '@kilau/db';
import { sql, type Kysely, type Transaction } from 'kysely';
import { containing } from '../../lib/sql-like';

/** A handle: the pool, or the transaction of a decision (its 409 reads the review there). */
type Db = Kysely<Database> | Transaction<Database>;

export type AdminReviewQuery = {
  status: ReviewStatus;
  reported: boolean;
  q?: string | undefined;
  skip: number;
  limit: number;
};

/** How much of the text a list row reads (one more than the excerpt, to know it goes on). */
const EXCERPT_READ = 201;

/**
 * The back office's reads of reviews (docs/design/reviews.md decision 6): the queue and the lists
 * by state, one whole review with its reports. Reads `products`, `combinations`, `users` and
 * `staff` for the names (shared on purpose, read only); the decisions' writes are the reviews
 * module's (`createReviewModeration`, composed in app.ts).
 */
export function createAdminReviewsRepository(db: Db) {
  const reviews = () =>
    db
      .selectFrom('reviews as r')
      .innerJoin('products as p', 'p.id', 'r.product_id')
      .innerJoin('combinations as c', 'c.id', 'r.combination_id')
      .innerJoin('users as u', 'u.id', 'r.user_id');

  const COLUMNS = [
    'r.id',
    'r.status',
    'r.product_id',
    'p.name as product_name',
    'c.attributes',
    'r.user_id',
    'u.user_name',
    'r.average_rating',
    'r.hold_reasons',
    'r.report_count',
    'r.rejection_reason',
    'r.created_at',
    'r.edited_at',
    'r.version',
  ] as const;

  const filtered = (query: AdminReviewQuery) => {
    let rows = reviews().where('r.status', '=', query.status);
    if (query.reported) rows = rows.where('r.report_count', '>', 0);
    if (query.q) {
      const pattern = containing(query.q);
      rows = rows.where((eb) =>
        eb.or([eb('p.name', 'ilike', pattern), eb('u.user_name', 'ilike', pattern)]),
      );
    }
    return rows;
  };

  return {
    /** A page of reviews in one state: the queue (held) oldest first, the others newest first. */
    async list(query: AdminReviewQuery) {
      const direction = query.status === 'held' ? 'asc' : 'desc';
      const [rows, total] = await Promise.all([
        filtered(query)
          .select([...COLUMNS, sql<string>`left(r.details, ${EXCERPT_READ})`.as('excerpt')])
          .orderBy('r.created_at', direction)
          .orderBy('r.id', direction)
          .offset(query.skip)
          .limit(query.limit)
          .execute(),
        filtered(query)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(total.n) };
    },

    /** One review, whatever its state, with who took its last decision. */
    one: (reviewId: number) =>
      reviews()
        .leftJoin('staff as s', 's.id', 'r.moderated_by')
        .select([
          ...COLUMNS,
          'r.details',
          'r.is_recommended',
          'r.is_repurchase',
          'r.duration_of_used',
          'r.is_verified_purchase',
          'r.helpful_count',
          'r.moderated_at',
          's.name as moderated_by',
        ])
        .where('r.id', '=', reviewId)
        .executeTakeFirst(),

    photosOf: async (reviewIds: number[]) =>
      reviewIds.length === 0
        ? []
        : db
            .selectFrom('review_images')
            .select(['review_id', 'storage_key', 'caption'])
            .where('review_id', 'in', reviewIds)
            .orderBy('review_id')
            .orderBy('position')
            .execute(),

    /** The reports that count (not dismissed by an approval), by review and reason. */
    reasonsOf: async (reviewIds: number[]) =>
      reviewIds.length === 0
        ? []
        : db
            .selectFrom('review_reports')
            .select(['review_id', 'reason', (eb) => eb.fn.countAll<string>().as('n')])
            .where('review_id', 'in', reviewIds)
            .where('dismissed_at', 'is', null)
            .groupBy(['review_id', 'reason'])
            .execute(),

    ratingsOf: (reviewId: number) =>
      db
        .selectFrom('review_ratings as v')
        .innerJoin('review_rating_types as t', 't.id', 'v.rating_type_id')
        .select(['t.code', 't.name_id', 't.name_en', 'v.value'])
        .where('v.review_id', '=', reviewId)
        .orderBy('t.position')
        .execute(),

    tagsOf: async (reviewId: number) =>
      (
        await db
          .selectFrom('review_tag_links as l')
          .innerJoin('review_tags as t', 't.id', 'l.tag_id')
          .select('t.name')
          .where('l.review_id', '=', reviewId)
          .orderBy('t.name')
          .execute()
      ).map((row) => row.name),

    /** Every report of the review, oldest first, with its reporter's user name. */
    reportsOf: (reviewId: number) =>
      db
        .selectFrom('review_reports as rr')
        .innerJoin('users as u', 'u.id', 'rr.user_id')
        .select(['rr.reason', 'rr.note', 'u.user_name', 'rr.created_at', 'rr.dismissed_at'])
        .where('rr.review_id', '=', reviewId)
        .orderBy('rr.created_at')
        .orderBy('rr.user_id')
        .execute() as Promise<
        Array<{
          reason: ReviewReportReason;
          note: string;
          user_name: string;
          created_at: Date;
          dismissed_at: Date | null;
        }>
      >,
  };
}

export type AdminReviewsRepository = ReturnType<typeof createAdminReviewsRepository>;
