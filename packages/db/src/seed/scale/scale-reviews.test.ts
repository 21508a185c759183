import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type DatabaseHandle } from '../../testing';
import { REVIEWER_EMAIL_DOMAIN } from '../reviews/reviewers';
import { countWords } from '../reviews/review-text';
import { seedScaleCatalogue } from './scale-catalogue';
import { seedScaleReviews } from './scale-reviews';

const NOW = new Date('2026-11-27T03:00:00Z');
let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  await seedScaleCatalogue(handle.db, { products: 300, now: NOW });
});
afterAll(async () => {
  await handle?.close();
});

const one = async <T>(query: string) => {
  const { rows } = await sql<T>`${sql.raw(query)}`.execute(handle.db);
  return rows[0] as T;
};
/** The generated reviews (not the demo's). */
const SCALE = `r.user_id in (select id from users where email like 'scale-reviewer-%')`;

describe('scale reviews', () => {
  it('writes reviews in batches, skewed to the best sellers, whole and consistent', async () => {
    const reports: number[] = [];
    const result = await seedScaleReviews(handle.db, {
      reviews: 2_500,
      batchSize: 1_000,
      now: NOW,
      onProgress: ({ done }) => reports.push(done),
    });
    expect(result).toEqual({ added: 2_500, reviews: 2_500, reviewers: 313 });
    expect(reports.at(0)).toBe(0);
    expect(reports.at(-1)).toBe(2_500);

    const stats = await one<Record<string, number>>(
      `select count(*)::int as reviews,
         count(*) filter (where (select count(*) from review_ratings v where v.review_id = r.id) <> 5)::int as unrated,
         count(*) filter (where r.average_rating <> round((select avg(v.value) from review_ratings v where v.review_id = r.id), 2))::int as bad_averages,
         count(*) filter (where r.helpful_count <> (select count(*) from review_votes v where v.review_id = r.id))::int as bad_counts,
         count(*) filter (where exists (select 1 from review_votes v where v.review_id = r.id and v.user_id = r.user_id))::int as own_votes,
         count(*) filter (where r.helpful_count > 0)::int as voted,
         count(*) filter (where r.created_at >= '${NOW.toISOString()}' or r.created_at < timestamptz '${NOW.toISOString()}' - interval '366 days')::int as out_of_range,
         count(*) filter (where r.details ~ 'xnounx|Xnounx|xbrandx')::int as marks_left,
         count(*) filter (where r.combination_id not in (select c.id from combinations c where c.product_id = r.product_id))::int as wrong_combination
       from reviews r where ${SCALE}`,
    );
    expect(stats).toEqual({
      reviews: 2_500,
      unrated: 0,
      bad_averages: 0,
      bad_counts: 0,
      own_votes: 0,
      voted: expect.any(Number),
      out_of_range: 0,
      marks_left: 0,
      wrong_combination: 0,
    });
    expect(stats.voted! / 2_500).toBeGreaterThan(0.1);
    const texts = await handle.db.selectFrom('reviews').select('details').limit(200).execute();
    for (const { details } of texts) expect(countWords(details)).toBeGreaterThanOrEqual(150);

    // The best seller (on sale for two days at least) holds the most; a long tail a few each.
    const ranked = await sql<{ n: number }>`select count(r.id)::int as n
        from products p left join reviews r on r.product_id = p.id and ${sql.raw(SCALE)}
        where p.is_active and p.published_at < ${NOW}::timestamptz - interval '2 days'
        group by p.id order by p.total_sold desc, p.id desc`.execute(handle.db);
    const counts = ranked.rows.map((row) => row.n);
    expect(counts[0]).toBe(Math.max(...counts));
    expect(counts[0]).toBeGreaterThan(100);
    expect(counts.filter((n) => n > 0).length).toBeGreaterThan(100);
  });

  it("recomputes every product's stats and rating from the published reviews", async () => {
    const off = await one<{ stats: number; products: number }>(
      `select (select count(*)::int from product_review_stats s where s.review_count <>
                 (select count(*) from reviews r where r.product_id = s.product_id and r.status = 'published')) as stats,
              (select count(*)::int from products p where p.total_reviews <>
                 (select count(*) from reviews r where r.product_id = p.id and r.status = 'published')) as products`,
    );
    expect(off).toEqual({ stats: 0, products: 0 });
  });

  it('tops up to the target on a rerun, keeping its reviewers and the demo reviews', async () => {
    const demo = await one<{ n: number }>(
      `select count(*)::int as n from reviews r join users u on u.id = r.user_id
         where u.email like '%@${REVIEWER_EMAIL_DOMAIN}'`,
    );
    const again = await seedScaleReviews(handle.db, { reviews: 3_100, batchSize: 5_000, now: NOW });
    expect(again).toMatchObject({ added: 600, reviews: 3_100 });
    const none = await seedScaleReviews(handle.db, { reviews: 1_000, now: NOW });
    expect(none).toMatchObject({ added: 0, reviews: 3_100 });
    const total = await one<{ n: number }>(
      `select count(*)::int as n from reviews r where ${SCALE}`,
    );
    expect(total.n).toBe(3_100);
    const after = await one<{ n: number }>(
      `select count(*)::int as n from reviews r join users u on u.id = r.user_id
         where u.email like '%@${REVIEWER_EMAIL_DOMAIN}'`,
    );
    expect(after.n).toBe(demo.n);
  });
});
