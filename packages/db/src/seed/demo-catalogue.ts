import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';
import { seedContentPages } from './content-pages';
import { seedDemoAcademy } from './demo-academy';
import { seedDemoAuthenticity } from './demo-authenticity';
import { seedDemoRewards } from './demo-rewards';
import { seedDemoBankPromotions } from './demo-payments';
import { seedDemoLuckyDraw } from './demo-lucky-draw';
import { seedDemoPromotions } from './demo-promotions';
import { renderQuizImages, seedDemoQuizzes } from './demo-quizzes';
import { demoImageJobs } from './images/demo-images';
import { renderMissing, type MediaSink } from './images/render';
import {
  DEMO_CATALOGUE_VERSION,
  planDemoCatalogue,
  type CataloguePlan,
} from './plan/plan-catalogue';
import { renderReviewPhotos, seedDemoReviews } from './reviews/demo-reviews';
import { fillShadeHexes, writeCatalogue } from './write/write-catalogue';
import { writeMarketing } from './write/write-marketing';

export const DEMO_CATALOGUE_KEY = 'seed:demo-catalogue';
/** Serialises concurrent seeders (several API instances starting at once). */
const SEED_LOCK = 0x6b6c6175;

export interface SeedDemoOptions {
  /** The clock: windows (flash sale, banners, promotions), publish dates and views hang off it. */
  now: Date;
  /** Where packshots, logos and banners are written (key `products/1-1.webp`); none when omitted. */
  media?: MediaSink;
  /** Renders at most this many missing images (tests render a handful). */
  imageLimit?: number;
  /** The key the demo's authenticity codes are hashed with (the API's AUTHENTICITY_CODE_SECRET). */
  authenticityCodeSecret?: string;
}

export interface SeedDemoResult {
  /** False when the catalogue was already there (nothing was written). */
  seeded: boolean;
  products: number;
  combinations: number;
  /** Reviews written by this call (0 when they were there already). */
  reviewsSeeded: number;
  /** Image files rendered by this call (missing ones only), review photos included. */
  imagesRendered: number;
}

interface SeedRecord {
  version: number;
  products: number;
  combinations: number;
  seededAt: string;
}

const countCombinations = (plan: CataloguePlan) =>
  plan.products.reduce((total, product) => total + product.combinations.length, 0);

/**
 * Seeds the demo catalogue once: brands, categories, tags, ~640 products with ~1,700
 * combinations, packs, pre-orders, flash sales, special prices, promotions, campaigns, banners
 * and recent views, in one transaction, recorded in `app_meta`; then (each with its own record)
 * the promotions and the reviews, whose stats make the products' ratings. When `media` is given
 * it also renders every image that is missing there (review photos last), so a catalogue seeded
 * without images (tests, `seed:scale`) gets them on the next start.
 */
export async function seedDemoCatalogue(
  db: Kysely<Database>,
  options: SeedDemoOptions,
): Promise<SeedDemoResult> {
  const plan = planDemoCatalogue();
  const record = await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);
    const existing = await trx
      .selectFrom('app_meta')
      .select('value')
      .where('key', '=', DEMO_CATALOGUE_KEY)
      .executeTakeFirst();
    if (existing) {
      // A catalogue seeded before swatches (migration 0026) gets its shades' colours.
      await fillShadeHexes(trx, plan);
      return { seeded: false, ...(existing.value as SeedRecord) };
    }
    const written = await writeCatalogue(trx, plan, options.now);
    await writeMarketing(trx, plan, written, options.now);
    const value: SeedRecord = {
      version: DEMO_CATALOGUE_VERSION,
      products: plan.products.length,
      combinations: countCombinations(plan),
      seededAt: options.now.toISOString(),
    };
    await trx
      .insertInto('app_meta')
      .values({ key: DEMO_CATALOGUE_KEY, value: JSON.stringify(value), updated_at: options.now })
      .execute();
    return { seeded: true, ...value };
  });
  // Its own record, so that a catalogue seeded before the promotions existed gets them too.
  await seedDemoPromotions(db, { now: options.now });
  await seedDemoBankPromotions(db, { now: options.now });
  // The lucky draw's campaign and prizes (docs/design/lucky-draw.md): its own record too.
  await seedDemoLuckyDraw(db, { now: options.now });
  // The shop's content pages (only those still missing: the back office's edits stay).
  await seedContentPages(db, { now: options.now });
  // The beauty quizzes (only those still missing), whose rules name the tags written above.
  await seedDemoQuizzes(db, { now: options.now });
  // The reviews, and the ratings made from them: their own record too.
  const reviews = await seedDemoReviews(db, { now: options.now });
  // Printed authenticity codes of the most reviewed products (after the reviews that rank them).
  await seedDemoAuthenticity(db, { now: options.now, secret: options.authenticityCodeSecret });
  // The partner prizes members redeem points and tokens for (docs/design/rewards.md).
  await seedDemoRewards(db, { now: options.now });
  // The academy with its partner brand, syllabus, quizzes and articles (docs/design/academy.md).
  await seedDemoAcademy(db, { now: options.now });

  let imagesRendered = 0;
  if (options.media) {
    const limit = options.imageLimit;
    imagesRendered = await renderDemoImages(db, plan, options.media, limit);
    imagesRendered += await renderQuizImages(
      options.media,
      limit === undefined ? undefined : Math.max(0, limit - imagesRendered),
    );
    imagesRendered += await renderReviewPhotos(db, options.media, {
      limit: limit === undefined ? undefined : limit - imagesRendered,
      planned: reviews.planned,
    });
  }
  return {
    seeded: record.seeded,
    products: record.products,
    combinations: record.combinations,
    reviewsSeeded: reviews.reviews,
    imagesRendered,
  };
}

/** Renders the demo catalogue's missing images; product ids are looked up by slug. */
export async function renderDemoImages(
  db: Kysely<Database>,
  plan: CataloguePlan,
  media: MediaSink,
  limit?: number,
): Promise<number> {
  const rows = await db
    .selectFrom('products')
    .select(['id', 'slug'])
    .where(
      'slug',
      'in',
      plan.products.map((product) => product.slug),
    )
    .orderBy('id')
    .execute();
  const idBySlug = new Map<string, number>();
  for (const row of rows) if (!idBySlug.has(row.slug)) idBySlug.set(row.slug, row.id);
  const ids = plan.products.map((product) => idBySlug.get(product.slug));
  const jobs = demoImageJobs(plan, ids);
  return renderMissing(media, jobs, limit === undefined ? {} : { limit });
}
