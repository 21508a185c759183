import { sql, type Kysely } from 'kysely';
import type { Database } from '../../schema';
import { renderMissing, type MediaSink, type RenderJob } from '../images/render';
import { planDemoCatalogue, type CataloguePlan } from '../plan/plan-catalogue';
import { reviewPhotoKey } from './photo-plan';
import { planDemoReviews, type PlannedReview } from './plan-reviews';
import { REVIEW_PHOTO_SIZE, reviewPhotoSvg } from './review-photos';
import { demoReviewers, REVIEWER_EMAIL_DOMAIN } from './reviewers';
import { writeDemoReviews } from './write-reviews';

export const DEMO_REVIEWS_KEY = 'seed:demo-reviews';
/** Serialises concurrent seeders (several API instances starting at once). */
const SEED_LOCK = 0x6b6c7276;

export interface SeedDemoReviewsResult {
  /** False when they were there already. */
  seeded: boolean;
  reviews: number;
  /** The plan just written, for the photos' renderer (none when nothing was written). */
  planned?: readonly PlannedReview[];
}

/**
 * The demo catalogue's reviews (after the catalogue: `seedDemoCatalogue` calls it), once per database (recorded in `app_meta`, apart from the
 * catalogue's own record, so a shop seeded before them gets them on its next start): ~4,900
 * reviews by 180 demo reviewers, their ratings, tags, helpful votes, photo rows, the delivered
 * orders behind the verified ones, and one review held for moderation; then every product's
 * stats and rating made from the published reviews (`recomputeReviewStats`) — which also
 * clears the ratings a catalogue seeded before them showed without reviews.
 */
export async function seedDemoReviews(
  db: Kysely<Database>,
  options: { now: Date },
): Promise<SeedDemoReviewsResult> {
  const recorded = (trx: Kysely<Database>, key: string) =>
    trx.selectFrom('app_meta').select('value').where('key', '=', key).executeTakeFirst();
  if (await recorded(db, DEMO_REVIEWS_KEY)) return { seeded: false, reviews: 0 };
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);
    if (await recorded(trx, DEMO_REVIEWS_KEY)) return { seeded: false, reviews: 0 };
    const plan = planDemoCatalogue();
    const planned = planDemoReviews(plan);
    const written = await writeDemoReviews(trx, plan, planned, options.now);
    await trx
      .insertInto('app_meta')
      .values({
        key: DEMO_REVIEWS_KEY,
        value: JSON.stringify({ ...written, seededAt: options.now.toISOString() }),
        updated_at: options.now,
      })
      .execute();
    return { seeded: true, reviews: written.reviews, planned };
  });
}

/** The seeded reviews' photo files (`reviews/<userId>-<fingerprint>.webp`), by their plan. */
export async function demoReviewPhotoJobs(
  db: Kysely<Database>,
  plan: CataloguePlan,
  planned: readonly PlannedReview[] = planDemoReviews(plan),
): Promise<RenderJob[]> {
  const reviewers = demoReviewers();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'email'])
    .where(sql<string>`lower(email)`, 'like', `%@${REVIEWER_EMAIL_DOMAIN}`)
    .execute();
  const idByEmail = new Map(rows.map((row) => [row.email.toLowerCase(), Number(row.id)]));
  return planned.flatMap((review) => {
    const userId = idByEmail.get(reviewers[review.reviewer]?.email.toLowerCase() ?? '');
    const product = plan.products[review.product];
    if (userId === undefined || !product) return [];
    return review.photos.map((photo) => ({
      key: reviewPhotoKey(userId, photo.fingerprint),
      width: REVIEW_PHOTO_SIZE,
      height: REVIEW_PHOTO_SIZE,
      svg: () => reviewPhotoSvg(product, review.combination, photo.kind, photo.fingerprint),
    }));
  });
}

/**
 * Draws the seeded reviews' photos that are missing from the file store (at most `limit`). The
 * stored keys are compared first, so a start whose photos all exist plans nothing.
 */
export async function renderReviewPhotos(
  db: Kysely<Database>,
  media: MediaSink,
  options: { limit?: number | undefined; planned?: readonly PlannedReview[] | undefined } = {},
): Promise<number> {
  const { limit } = options;
  if (limit !== undefined && limit <= 0) return 0;
  const stored = await db
    .selectFrom('review_images as i')
    .innerJoin('reviews as r', 'r.id', 'i.review_id')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select('i.storage_key')
    .where(sql<string>`lower(u.email)`, 'like', `%@${REVIEWER_EMAIL_DOMAIN}`)
    .execute();
  if (stored.length === 0) return 0;
  const present = new Set(await media.list('reviews/'));
  if (stored.every((row) => present.has(row.storage_key))) return 0;
  const plan = planDemoCatalogue();
  const jobs = await demoReviewPhotoJobs(db, plan, options.planned ?? planDemoReviews(plan));
  return renderMissing(media, jobs, limit === undefined ? {} : { limit });
}
