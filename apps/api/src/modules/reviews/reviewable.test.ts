import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@kilau/db/testing';
import type { App } from '../../app';
import { registerMember } from '../../test/members';
import { deliveredOrder, reviewBody, reviewsTestApp } from '../../test/review-shop';

let app: App;
let database: DatabaseHandle;
let product: number;
let shades: number[];

beforeAll(async () => {
  ({ app, database, product, shades } = await reviewsTestApp());
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

type Member = Awaited<ReturnType<typeof registerMember>>;

async function call(member: Member | null, url: string, payload?: object) {
  const res = await app.inject({
    method: payload ? 'POST' : 'GET',
    url,
    ...(member ? { cookies: { kilau_session: member.token } } : {}),
    ...(payload ? { payload } : {}),
  });
  return { status: res.statusCode, body: res.json() };
}

const review = (combination: number) => reviewBody(product, combination);

describe('what a member may still review (001 §4)', () => {
  it('lists the combinations open to reviews with the member’s review and purchase', async () => {
    const member = await registerMember(app);
    await deliveredOrder(database.db, {
      userId: member.id,
      productId: product,
      combinationId: shades[1]!,
    });
    await database.db
      .updateTable('combinations')
      .set({ is_active_in_review: false })
      .where('id', '=', shades[2]!)
      .execute();
    const written = await call(member, '/api/reviews/v2', review(shades[0]!));
    expect(written.status).toBe(201);

    const res = await call(member, `/api/reviews/reviewable?product_id=${product}`);
    expect(res.status).toBe(200);
    const byId = new Map(
      res.body.data.combinations.map((row: { id: string }) => [Number(row.id), row]),
    );
    expect(byId.get(shades[0]!)).toMatchObject({ review_id: written.body.data._id });
    expect(byId.get(shades[1]!)).toMatchObject({ review_id: null, is_verified_purchase: true });
    expect(byId.has(shades[2]!)).toBe(false);
    expect((byId.get(shades[1]!) as { label: string }).label).toMatch(/^(Shade|Variant|Size): /);
  });

  it('says which of the named combinations the member reviewed, and nobody else’s', async () => {
    const [one, other] = [await registerMember(app), await registerMember(app)];
    expect((await call(one, '/api/reviews/v2', review(shades[1]!))).status).toBe(201);
    const asked = `/api/reviews/mine/reviewed?combination_ids=${shades.join(',')}`;
    expect((await call(one, asked)).body.data.combination_ids).toEqual([String(shades[1])]);
    expect((await call(other, asked)).body.data.combination_ids).toEqual([]);
  });

  it.each([
    ['a guest', null, `/api/reviews/reviewable?product_id=1`, 401],
    ['no ids', 'member', '/api/reviews/mine/reviewed?combination_ids=', 422],
    ['a word', 'member', '/api/reviews/mine/reviewed?combination_ids=1,abc', 422],
    [
      'over 200 ids',
      'member',
      `/api/reviews/mine/reviewed?combination_ids=${Array.from({ length: 201 }, (_, i) => i + 1).join(',')}`,
      422,
    ],
    ['a bad product', 'member', '/api/reviews/reviewable?product_id=x', 422],
  ])('refuses %s', async (_, who, url, status) => {
    const member = who ? await registerMember(app) : null;
    expect((await call(member, url)).status).toBe(status);
  });
});
