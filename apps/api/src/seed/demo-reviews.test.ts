import { REVIEWER_EMAIL_DOMAIN } from '@kilau/db';
import { createTestDatabase, type DatabaseHandle } from '@kilau/db/testing';
import { ORDER_STATE } from '@kilau/domain/orders';
import { checkReviewText, holdReasons } from '@kilau/domain/reviews';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { buildTestApp, FIXED_NOW } from '../test/build-test-app';
import { sessionOf, someIp } from '../test/members';
import { DEMO_MEMBER } from './demo-member';
import { seedDemoOrders } from './demo-orders';
import { DEMO_SECOND_MEMBER, seedDemoSecondMember } from './demo-second-member';

let app: App;
let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoOrders(database.db, { now: FIXED_NOW });
  await seedDemoSecondMember(database.db, { now: FIXED_NOW });
  app = await buildTestApp({ database });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

async function signIn(email: string, password: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: someIp(),
  });
  expect(res.statusCode).toBe(200);
  return { kilau_session: sessionOf(res)! };
}

describe('the demo reviews, as the shop reads them (seeded with the demo catalogue)', () => {
  it("pass the shop's own rules: 150 words, and only the held one trips the filter", async () => {
    const { rows } = await sql<{
      details: string;
      status: string;
      hold_reasons: string[];
      texts: string[];
    }>`select r.details, r.status, r.hold_reasons,
         array(select t.name from review_tag_links l join review_tags t on t.id = l.tag_id
                where l.review_id = r.id
               union all select i.caption from review_images i where i.review_id = r.id) as texts
       from reviews r join users u on u.id = r.user_id
       where u.email like ${`%@${REVIEWER_EMAIL_DOMAIN}`}`.execute(database.db);
    expect(rows.length).toBeGreaterThan(3_000);
    for (const review of rows) {
      expect(checkReviewText(review.details).ok).toBe(true);
      expect(holdReasons([review.details, ...review.texts])).toEqual(review.hold_reasons);
    }
    expect(rows.filter((review) => review.status === 'held')).toHaveLength(1);
  });

  it("leaves the demo member a delivered order with two combinations to review from 'my orders'", async () => {
    const { rows } = await sql<{ reference_code: string; open: number }>`
      select o.reference_code, count(distinct l.combination_id)::int as open
        from orders o join users u on u.id = o.user_id
        join order_lines l on l.order_id = o.id
        join combinations c on c.id = l.combination_id and c.is_active and c.is_active_in_review
        join products p on p.id = c.product_id and p.is_active
       where u.email = ${DEMO_MEMBER.email} and o.state_id = ${ORDER_STATE.delivered}
         and not exists (select 1 from reviews r where r.user_id = u.id and r.combination_id = l.combination_id)
       group by o.reference_code`.execute(database.db);
    expect(Math.max(0, ...rows.map((row) => row.open))).toBeGreaterThanOrEqual(2);
  });

  it("gives the best seller's page a rating from its reviews (the browse suite's JSON-LD)", async () => {
    const tile = (
      await app.inject({ url: '/api/catalog/v3/products?limit=1&sort=bestseller' })
    ).json().data[0] as {
      id: string;
      review_stats: { average_rating: number; total_reviews: number };
    };
    expect(tile.review_stats.total_reviews).toBeGreaterThan(10);
    const stats = (await app.inject({ url: `/api/reviews/products/${tile.id}/stats` })).json().data;
    expect(stats).toMatchObject({
      review_count: tile.review_stats.total_reviews,
      average_rating: tile.review_stats.average_rating,
    });
  });

  it('lets the second demo member find a review helpful and report another', async () => {
    const cookies = await signIn(DEMO_SECOND_MEMBER.user_name, DEMO_SECOND_MEMBER.password);
    const tile = (
      await app.inject({ url: '/api/catalog/v3/products?limit=1&sort=bestseller' })
    ).json().data[0] as { id: string };
    const page = (
      await app.inject({ url: `/api/reviews/v2?product_id=${tile.id}&sort=helpful&limit=2` })
    ).json().data as Array<{ _id: string; helpful_count: number }>;
    const [first, second] = page;
    const vote = await app.inject({
      method: 'POST',
      url: `/api/reviews/${first!._id}/votes`,
      cookies,
    });
    expect(vote.statusCode).toBe(200);
    expect(vote.json().data).toMatchObject({
      is_helpful: true,
      helpful_count: first!.helpful_count + 1,
    });
    const report = await app.inject({
      method: 'POST',
      url: `/api/reviews/newsfeed/${second!._id}/reports`,
      cookies,
      payload: { reason: 'not_about_product' },
    });
    expect(report.statusCode).toBe(201);
  });

  it('seeds the second member once', async () => {
    expect(await seedDemoSecondMember(database.db, { now: FIXED_NOW })).toEqual({ created: false });
  });
});
