import sharp from 'sharp';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recomputeReviewStats } from '../../review-stats';
import { createTestDatabase, memoryMedia, type DatabaseHandle } from '../../testing';
import { seedDemoCatalogue } from '../demo-catalogue';
import { planDemoCatalogue } from '../plan/plan-catalogue';
import { demoReviewPhotoJobs, DEMO_REVIEWS_KEY, renderReviewPhotos } from './demo-reviews';
import { planDemoReviews } from './plan-reviews';
import { countWords } from './review-text';

const NOW = new Date('2026-11-27T03:00:00Z');
const DAY_MS = 86_400_000;
let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  const result = await seedDemoCatalogue(handle.db, { now: NOW });
  expect(result.reviewsSeeded).toBeGreaterThan(3_000);
});
afterAll(async () => {
  await handle?.close();
});

const rows = async <T>(query: string) => (await sql<T>`${sql.raw(query)}`.execute(handle.db)).rows;
const count = async (query: string) => Number((await rows<{ n: number }>(query))[0]?.n ?? 0);

/** What the published reviews add up to, computed here in JavaScript (decision 8). */
async function statsFromReviews() {
  const reviews = await rows<{
    id: number;
    product_id: number;
    average_rating: string;
    is_recommended: boolean;
    is_repurchase: boolean;
    has_images: boolean;
    is_verified_purchase: boolean;
  }>(`select id, product_id, average_rating, is_recommended, is_repurchase, has_images,
        is_verified_purchase from reviews where status = 'published'`);
  const ratings = await rows<{ product_id: number; rating_type_id: number; value: number }>(
    `select r.product_id, v.rating_type_id, v.value from review_ratings v
       join reviews r on r.id = v.review_id where r.status = 'published'`,
  );
  const products = new Map<number, Record<string, number>>();
  for (const review of reviews) {
    const stats = products.get(Number(review.product_id)) ?? {
      review_count: 0,
      rating_cents: 0,
      stars_1: 0,
      stars_2: 0,
      stars_3: 0,
      stars_4: 0,
      stars_5: 0,
      recommend_count: 0,
      repurchase_count: 0,
      with_images_count: 0,
      verified_count: 0,
    };
    const average = Number(review.average_rating);
    stats.review_count! += 1;
    stats.rating_cents! += Math.round(average * 100);
    stats[`stars_${Math.min(5, Math.max(1, Math.floor(average + 0.5)))}`]! += 1;
    if (review.is_recommended) stats.recommend_count! += 1;
    if (review.is_repurchase) stats.repurchase_count! += 1;
    if (review.has_images) stats.with_images_count! += 1;
    if (review.is_verified_purchase) stats.verified_count! += 1;
    products.set(Number(review.product_id), stats);
  }
  const types = new Map<string, { value_sum: number; value_count: number }>();
  for (const rating of ratings) {
    const key = `${rating.product_id}-${rating.rating_type_id}`;
    const entry = types.get(key) ?? { value_sum: 0, value_count: 0 };
    entry.value_sum += rating.value;
    entry.value_count += 1;
    types.set(key, entry);
  }
  return { products, types };
}

describe('demo reviews (issue 19)', () => {
  it("keeps every product's stats and rating what its published reviews add up to", async () => {
    const expected = await statsFromReviews();
    const stored = await rows<Record<string, number | string>>(
      `select product_id, review_count, round(rating_sum * 100)::int as rating_cents, stars_1,
         stars_2, stars_3, stars_4, stars_5, recommend_count, repurchase_count,
         with_images_count, verified_count from product_review_stats`,
    );
    expect(stored).toHaveLength(expected.products.size);
    for (const row of stored) {
      const { product_id, ...stats } = row;
      expect(stats, `product ${product_id}`).toEqual(expected.products.get(Number(product_id)));
    }
    const types = await rows<{
      product_id: number;
      rating_type_id: number;
      value_sum: number;
      value_count: number;
    }>('select product_id, rating_type_id, value_sum, value_count from product_rating_type_stats');
    expect(types).toHaveLength(expected.types.size);
    for (const type of types)
      expect({ value_sum: type.value_sum, value_count: type.value_count }).toEqual(
        expected.types.get(`${type.product_id}-${type.rating_type_id}`),
      );
    const products = await rows<{ id: number; average_rating: number; total_reviews: number }>(
      'select id, average_rating, total_reviews from products',
    );
    for (const product of products) {
      const stats = expected.products.get(Number(product.id));
      const mean = stats ? Math.round(stats.rating_cents! / stats.review_count! / 10) / 10 : 0;
      expect(
        { rating: Math.round(product.average_rating * 10) / 10, reviews: product.total_reviews },
        `product ${product.id}`,
      ).toEqual({ rating: mean, reviews: stats?.review_count ?? 0 });
    }
  });

  it('shows no rating without reviews, and most products have a few to a few dozen', async () => {
    expect(
      await count(`select count(*) as n from products p where (p.average_rating <> 0 or p.total_reviews <> 0)
        and not exists (select 1 from reviews r where r.product_id = p.id and r.status = 'published')`),
    ).toBe(0);
    const perProduct = (
      await rows<{ n: number }>(
        `select count(*)::int as n from reviews where status = 'published' group by product_id order by n`,
      )
    ).map((row) => row.n);
    const products = await count('select count(*) as n from products where classification is null');
    expect(perProduct.length / products).toBeGreaterThan(0.8);
    expect(perProduct[0]).toBeGreaterThanOrEqual(2);
    expect(perProduct.at(-1)).toBeGreaterThanOrEqual(24);
    // The best seller (the browse suite's product page, JSON-LD aggregateRating) has reviews.
    const best = await rows<{ total_reviews: number; average_rating: number }>(
      'select total_reviews, average_rating from products order by total_sold desc, id desc limit 1',
    );
    expect(best[0]!.total_reviews).toBeGreaterThan(10);
    expect(best[0]!.average_rating).toBeGreaterThan(3);
  });

  it('writes each review whole: 150 words, every rating, its average, verdicts that follow them', async () => {
    const reviews = await rows<{
      id: number;
      details: string;
      average_rating: string;
      is_recommended: boolean;
      is_repurchase: boolean;
      created_at: Date;
      published_at: Date;
      ratings: number[];
      tags: number;
    }>(`select r.id, r.details, r.average_rating, r.is_recommended, r.is_repurchase, r.created_at,
          p.published_at, array(select v.value from review_ratings v where v.review_id = r.id
            order by v.rating_type_id) as ratings,
          (select count(*)::int from review_tag_links l where l.review_id = r.id) as tags
        from reviews r join products p on p.id = r.product_id`);
    for (const review of reviews) {
      expect(countWords(review.details), `review ${review.id}`).toBeGreaterThanOrEqual(150);
      expect(review.ratings).toHaveLength(5);
      const mean = review.ratings.reduce((sum, value) => sum + value, 0) / 5;
      expect(Number(review.average_rating)).toBe(Math.round(mean * 100) / 100);
      if (mean < 3) expect(review.is_recommended).toBe(false);
      if (mean >= 3.6) expect(review.is_recommended).toBe(true);
      if (review.is_repurchase) expect(review.is_recommended).toBe(true);
      expect(review.created_at.getTime()).toBeLessThan(NOW.getTime());
      expect(review.created_at.getTime()).toBeGreaterThan(NOW.getTime() - 366 * DAY_MS);
      expect(review.created_at.getTime()).toBeGreaterThan(review.published_at.getTime());
      expect(review.tags).toBeLessThanOrEqual(5);
    }
    const stars = await rows<{ s: number; n: number }>(
      `select floor(average_rating + 0.5)::int as s, count(*)::int as n from reviews group by 1`,
    );
    const share = (s: number) => (stars.find((row) => row.s === s)?.n ?? 0) / reviews.length;
    expect(share(5) + share(4)).toBeGreaterThan(0.7);
    expect(share(1) + share(2)).toBeGreaterThan(0.05);
    expect(
      await count(`select count(distinct combination_id) as n from reviews r
        where exists (select 1 from combinations c where c.product_id = r.product_id and not c.is_default
          and c.id = r.combination_id)`),
    ).toBeGreaterThan(300);
  });

  it('counts helpful votes, verifies only delivered purchases, marks photos as the rows say', async () => {
    expect(
      await count(`select count(*) as n from reviews r where helpful_count <>
        (select count(*) from review_votes v where v.review_id = r.id)
        or exists (select 1 from review_votes v where v.review_id = r.id and v.user_id = r.user_id)`),
    ).toBe(0);
    expect(await count('select count(*) as n from review_votes')).toBeGreaterThan(3_000);
    expect(
      await count(`select count(*) as n from reviews r where is_verified_purchase <> exists (
        select 1 from order_lines l join orders o on o.id = l.order_id
        where o.user_id = r.user_id and o.state_id = 9 and l.combination_id = r.combination_id
          and o.created_at < r.created_at)`),
    ).toBe(0);
    expect(
      await count('select count(*) as n from reviews where is_verified_purchase'),
    ).toBeGreaterThan(400);
    expect(
      await count(`select count(*) as n from reviews r where has_images <>
        exists (select 1 from review_images i where i.review_id = r.id)`),
    ).toBe(0);
    const withPhotos = await count('select count(*) as n from reviews where has_images');
    const all = await count('select count(*) as n from reviews');
    expect(withPhotos / all).toBeGreaterThan(0.12);
    expect(withPhotos / all).toBeLessThan(0.18);
    expect(
      await count(`select count(*) as n from review_images i join reviews r on r.id = i.review_id
        where i.storage_key !~ ('^reviews/' || r.user_id || '-[0-9a-f]{16}\\.webp$') or i.caption = ''`),
    ).toBe(0);
  });

  it('holds one review with a phone number for moderation, outside the stats', async () => {
    const held = await rows<{ product_id: number; hold_reasons: string[]; details: string }>(
      "select product_id, hold_reasons, details from reviews where status <> 'published'",
    );
    expect(held).toHaveLength(1);
    expect(held[0]!.hold_reasons).toEqual(['phone']);
    expect(held[0]!.details).toMatch(/0813 2288 4410/);
    const published = await count(
      `select count(*) as n from reviews where status = 'published' and product_id = ${held[0]!.product_id}`,
    );
    expect(
      await count(
        `select review_count as n from product_review_stats where product_id = ${held[0]!.product_id}`,
      ),
    ).toBe(published);
  });

  it('renders the photos into the public files: each stored key has its picture', async () => {
    const keys = (await rows<{ storage_key: string }>('select storage_key from review_images')).map(
      (row) => row.storage_key,
    );
    const jobs = await demoReviewPhotoJobs(handle.db, planDemoCatalogue());
    expect(new Set(jobs.map((job) => job.key))).toEqual(new Set(keys));
    const media = memoryMedia();
    expect(await renderReviewPhotos(handle.db, media, { limit: 6 })).toBe(6);
    expect(await renderReviewPhotos(handle.db, media, { limit: 4 })).toBe(4);
    expect(media.files.size).toBe(10);
    for (const [key, file] of media.files) {
      expect(keys).toContain(key);
      expect(file.writes).toBe(1);
      expect(file.contentType).toBe('image/webp');
      const meta = await sharp(file.bytes).metadata();
      expect(meta.format).toBe('webp');
      expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBeLessThanOrEqual(600);
      // A picture, not a blank: its colours vary.
      const stats = await sharp(file.bytes).stats();
      expect(Math.max(...stats.channels.slice(0, 3).map((c) => c.stdev))).toBeGreaterThan(5);
    }
  });

  it('seeds once, from a plan that is the same every time', async () => {
    const before = await count('select count(*) as n from reviews');
    await seedDemoCatalogue(handle.db, { now: new Date(NOW.getTime() + DAY_MS) });
    expect(await count('select count(*) as n from reviews')).toBe(before);
    expect(
      await count(`select count(*) as n from app_meta where key = '${DEMO_REVIEWS_KEY}'`),
    ).toBe(1);
    const plan = planDemoCatalogue();
    const [first, second] = [planDemoReviews(plan), planDemoReviews(plan)];
    expect(second.map((review) => review.details)).toEqual(first.map((review) => review.details));
  });

  it('recomputes only the products it is given', async () => {
    const [one, other] = await rows<{ product_id: number }>(
      'select product_id from product_review_stats order by product_id limit 2',
    );
    await handle.db
      .updateTable('reviews')
      .set({ status: 'rejected' })
      .where('product_id', 'in', [one!.product_id, other!.product_id])
      .execute();
    await recomputeReviewStats(handle.db, [one!.product_id]);
    const after = await rows<{ id: number; total_reviews: number; average_rating: number }>(
      `select id, total_reviews, average_rating from products where id in (${one!.product_id}, ${other!.product_id}) order by id`,
    );
    expect(after[0]).toMatchObject({ total_reviews: 0, average_rating: 0 });
    expect(after[1]!.total_reviews).toBeGreaterThan(0);
    expect(
      await count(
        `select count(*) as n from product_review_stats where product_id = ${one!.product_id}`,
      ),
    ).toBe(0);
  });
});
