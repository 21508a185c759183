import type { DatabaseHandle } from '@kilau/db/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { registerMember } from '../../test/members';
import {
  deliveredOrder as deliver,
  reviewBody,
  reviewsTestApp,
  reviewWords,
} from '../../test/review-shop';

let app: App;
let database: DatabaseHandle;
/** A product with at least three active shades and no reviews yet (the seed reviews most). */
let product: number;
let shades: number[];

beforeAll(async () => {
  ({ app, database, product, shades } = await reviewsTestApp());
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const words = reviewWords;

const body = (overrides: Record<string, unknown> = {}) =>
  reviewBody(product, shades[0]!, { tags: ['Tahan Lama', 'tahan lama', 'Ringan'], ...overrides });

type Member = Awaited<ReturnType<typeof registerMember>>;
const newMember = () => registerMember(app);

async function call(member: Member | null, method: string, url: string, payload?: object) {
  const res = await app.inject({
    method: method as 'GET',
    url,
    ...(member ? { cookies: { kilau_session: member.token } } : {}),
    ...(payload ? { payload } : {}),
  });
  return { status: res.statusCode, body: res.json() };
}

const stats = async () =>
  (await call(null, 'GET', `/api/reviews/products/${product}/stats`)).body.data;

/** The stats recomputed from the published reviews themselves. */
async function statsFromReviews() {
  const { rows } = await sql<{ n: string; mean: string | null }>`
    select count(*) as n, round(avg(average_rating), 1) as mean
      from reviews where product_id = ${product} and status = 'published'`.execute(database.db);
  return { review_count: Number(rows[0]!.n), average_rating: Number(rows[0]!.mean ?? 0) };
}

/** A delivered order holding `combination` for `member` (as the fulfilment flow leaves it). */
const deliveredOrder = (member: Member, combination: number) =>
  deliver(database.db, { userId: member.id, productId: product, combinationId: combination });

describe('writing a review (001 §3, §5, §8)', () => {
  it('lists the rating types in their order', async () => {
    const res = await call(null, 'GET', '/api/reviews/rating-types');
    expect(res.body.data.map((type: { code: string }) => type.code)).toEqual([
      'packaging',
      'texture',
      'scent',
      'result',
      'value_for_money',
    ]);
    expect(res.body.data[0].name).toBe('Kemasan');
  });

  it.each([
    ['a guest', null, {}, 401, undefined],
    ['149 words', 'member', { details: words(149) }, 422, { details: 'Review minimal 150 kata' }],
    [
      'a rating type left out',
      'member',
      { is_star_scent: undefined },
      422,
      { is_star_scent: 'Semua rating harus diisi' },
    ],
    [
      'a rating of 6',
      'member',
      { is_star_result: 6 },
      422,
      { is_star_result: 'Semua rating harus diisi' },
    ],
    [
      'a rating of 3.5',
      'member',
      { is_star_result: 3.5 },
      422,
      { is_star_result: 'Semua rating harus diisi' },
    ],
    [
      "another product's shade",
      'member',
      { product_id: 'another' },
      422,
      { combination_id: 'Produk dengan kombinasi ini tidak bisa direview.' },
    ],
  ])('%s is refused (%s)', async (_rule, who, overrides, status, fields) => {
    const member = who ? await newMember() : null;
    const res = await call(
      member,
      'POST',
      '/api/reviews/v2',
      body(
        'product_id' in overrides && overrides.product_id === 'another'
          ? { product_id: String(product + 1) }
          : overrides,
      ),
    );
    expect(res.status).toBe(status);
    if (fields) expect(res.body.data.fields).toMatchObject(fields);
  });

  it('publishes 150 words at once, not verified without a delivered order, and counts it in the product', async () => {
    const member = await newMember();
    const before = await stats();
    const res = await call(member, 'POST', '/api/reviews/v2', body({ details: words(150) }));
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Review anda berhasil dipublish');
    expect(res.body.data).toMatchObject({
      is_published: true,
      status: 'published',
      is_verified_purchase: false,
      is_editable: true,
      average_rating: 4.4,
      tags: ['Ringan', 'Tahan Lama'],
      user: { user_name: member.userName },
    });
    expect(res.body.data.variant).toMatch(/^(Shade|Variant|Size): \S/);
    expect(res.body.data.ratings[1]).toEqual({
      code: 'texture',
      name: 'Tekstur',
      value: 5,
      average: 1,
    });
    const after = await stats();
    expect(after.review_count).toBe(before.review_count + 1);
    expect(after).toMatchObject(await statsFromReviews());
    const row = await database.db
      .selectFrom('products')
      .select(['average_rating', 'total_reviews'])
      .where('id', '=', product)
      .executeTakeFirstOrThrow();
    expect({ rating: row.average_rating, reviews: row.total_reviews }).toEqual({
      rating: after.average_rating,
      reviews: after.review_count,
    });
  });

  it('refuses a second review of one combination with DUPLICATE_USER_REVIEW, also when sent at once', async () => {
    const member = await newMember();
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        call(member, 'POST', '/api/reviews/v2', body({ combination_id: String(shades[1]) })),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 403, 403]);
    const refused = answers.find((answer) => answer.status === 403)!;
    expect(refused.body).toMatchObject({
      errorCode: 'DUPLICATE_USER_REVIEW',
      message: 'Maaf, Kamu sudah pernah review produk atau produk dengan kombinasi ini sebelumnya.',
    });
    // Another shade of the same product is another review.
    expect(
      (await call(member, 'POST', '/api/reviews/v2', body({ combination_id: String(shades[2]) })))
        .status,
    ).toBe(201);
  });

  it('marks the review verified only when a delivered order holds the combination', async () => {
    const member = await newMember();
    await deliveredOrder(member, shades[0]!);
    const verified = await call(member, 'POST', '/api/reviews/v2', body());
    expect(verified.body.data.is_verified_purchase).toBe(true);
    const other = await call(
      member,
      'POST',
      '/api/reviews/v2',
      body({ combination_id: String(shades[1]), is_verified_purchase: true }),
    );
    expect(other.body.data.is_verified_purchase).toBe(false);
  });

  it('holds a review with a link or a phone number, out of the list and the stats, shown to its author', async () => {
    const member = await newMember();
    const before = await stats();
    const res = await call(
      member,
      'POST',
      '/api/reviews/v2',
      body({ details: `${words(150)} beli murah di www.tokolain.com atau 0812 3456 7890` }),
    );
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(
      'Terima kasih! Review kamu sedang kami periksa dan akan tampil setelah disetujui.',
    );
    expect(res.body.data).toMatchObject({ status: 'held', is_published: false });
    expect(await stats()).toEqual(before);
    const list = await call(null, 'GET', `/api/reviews/v2?product_id=${product}&limit=50`);
    expect(list.body.data.map((review: { _id: string }) => review._id)).not.toContain(
      res.body.data._id,
    );
    const mine = await call(member, 'GET', `/api/reviews/mine?product_id=${product}`);
    expect(mine.body.data.map((review: { _id: string }) => review._id)).toEqual([
      res.body.data._id,
    ]);
  });
});

describe('editing a review', () => {
  it("answers 404 for another member's review, and edits one's own with the stats following", async () => {
    const author = await newMember();
    const made = await call(author, 'POST', '/api/reviews/v2', body());
    const id = made.body.data._id as string;
    const stranger = await newMember();
    const edit = { ...body(), is_star_packaging: 1, is_star_texture: 1 };
    const refused = await call(stranger, 'PUT', `/api/reviews/edit-review/${id}`, edit);
    expect(refused.status).toBe(404);

    const edited = await call(author, 'PUT', `/api/reviews/edit-review/${id}`, {
      ...edit,
      is_recommended: false,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.message).toBe('Review anda berhasil diedit');
    expect(edited.body.data).toMatchObject({ average_rating: 3, is_recommended: false });
    expect(edited.body.data.edited_at).not.toBeNull();
    expect(await stats()).toMatchObject(await statsFromReviews());
  });

  it('refuses 149 words on edit too', async () => {
    const author = await newMember();
    const made = await call(author, 'POST', '/api/reviews/v2', body());
    const res = await call(author, 'PUT', `/api/reviews/edit-review/${made.body.data._id}`, {
      ...body(),
      details: words(149),
    });
    expect(res.status).toBe(422);
  });
});

describe('reading reviews', () => {
  it('pages, sorts, filters and counts the published reviews of a product', async () => {
    const low = await newMember();
    await call(
      low,
      'POST',
      '/api/reviews/v2',
      body({
        tags: ['Pigmented'],
        is_star_packaging: 1,
        is_star_texture: 2,
        is_star_scent: 1,
        is_star_result: 2,
        is_star_value_for_money: 1,
      }),
    );
    const lowest = await call(
      null,
      'GET',
      `/api/reviews/v2?product_id=${product}&sort=lowest&limit=1`,
    );
    expect(lowest.body.data[0].average_rating).toBe(1.4);
    expect(lowest.body.meta.total).toBe((await statsFromReviews()).review_count);
    const oneStar = await call(
      null,
      'GET',
      `/api/reviews/count?product_id=${product}&filter[rating]=1`,
    );
    expect(oneStar.body.data.count).toBe(1);
    const tagged = await call(
      null,
      'GET',
      `/api/reviews/v2?product_id=${product}&filter[tag]=pigmented`,
    );
    expect(tagged.body.data.map((review: { tags: string[] }) => review.tags)).toEqual([
      ['Pigmented'],
    ]);
    const summary = await stats();
    expect(summary.distribution[1]).toBe(1);
    expect(summary.rating_types.map((type: { code: string }) => type.code)).toHaveLength(5);
  });

  it('finds tags from three characters, ten at most', async () => {
    const member = await newMember();
    expect((await call(member, 'GET', '/api/reviews/search-tags?q=ta')).status).toBe(422);
    const found = await call(member, 'GET', '/api/reviews/search-tags?q=TAH');
    expect(found.body.data).toEqual(['Tahan Lama']);
  });
});

describe('votes and reports', () => {
  it('counts one vote however many taps, never the author’s own, and takes it back', async () => {
    const author = await newMember();
    const made = await call(
      author,
      'POST',
      '/api/reviews/v2',
      body({ combination_id: String(shades[1]) }),
    );
    const id = made.body.data._id as string;
    expect((await call(author, 'POST', `/api/reviews/${id}/votes`)).status).toBe(403);
    const fan = await newMember();
    const taps = await Promise.all(
      Array.from({ length: 20 }, () => call(fan, 'POST', `/api/reviews/${id}/votes`)),
    );
    expect(taps.every((tap) => tap.status === 200)).toBe(true);
    const review = await database.db
      .selectFrom('reviews')
      .select('helpful_count')
      .where('id', '=', Number(id))
      .executeTakeFirstOrThrow();
    expect(review.helpful_count).toBe(1);
    const seen = await call(
      fan,
      'GET',
      `/api/reviews/v2?product_id=${product}&sort=helpful&limit=1`,
    );
    expect(seen.body.data[0]).toMatchObject({ _id: id, is_helpful: true, helpful_count: 1 });
    const back = await call(fan, 'DELETE', `/api/reviews/${id}/votes`);
    expect(back.body.data).toEqual({ _id: id, is_helpful: false, helpful_count: 0 });
  });

  it('holds a review at its third report, once per member', async () => {
    const author = await newMember();
    const made = await call(
      author,
      'POST',
      '/api/reviews/v2',
      body({ combination_id: String(shades[2]) }),
    );
    const id = made.body.data._id as string;
    const before = await stats();
    const reporters = [await newMember(), await newMember(), await newMember()];
    const first = await call(reporters[0]!, 'POST', `/api/reviews/newsfeed/${id}/reports`, {
      reason: 'spam',
    });
    expect(first.status).toBe(201);
    expect(first.body.message).toBe('Terima kasih, laporan kamu sudah kami terima.');
    const again = await call(reporters[0]!, 'POST', `/api/reviews/newsfeed/${id}/reports`, {
      reason: 'spam',
    });
    expect(again.status).toBe(409);
    expect(
      (
        await call(reporters[1]!, 'POST', `/api/reviews/newsfeed/${id}/reports`, {
          reason: 'bogus',
        })
      ).status,
    ).toBe(422);
    await call(reporters[1]!, 'POST', `/api/reviews/newsfeed/${id}/reports`, {
      reason: 'offensive',
    });
    expect(await stats()).toEqual(before);
    await call(reporters[2]!, 'POST', `/api/reviews/newsfeed/${id}/reports`, {
      reason: 'misleading',
      note: 'iklan',
    });
    const after = await stats();
    expect(after.review_count).toBe(before.review_count - 1);
    expect(after).toMatchObject(await statsFromReviews());
    const mine = await call(author, 'GET', `/api/reviews/mine?product_id=${product}`);
    expect(mine.body.data[0]).toMatchObject({ _id: id, status: 'held' });
  });
});

describe('the stats under concurrent writes', () => {
  it('stay the sum of the published reviews after parallel creates and edits', async () => {
    const members = await Promise.all(Array.from({ length: 8 }, () => newMember()));
    const made = await Promise.all(
      members.map((member, i) =>
        call(member, 'POST', '/api/reviews/v2', body({ is_star_scent: 1 + (i % 5), tags: [] })),
      ),
    );
    expect(made.every((res) => res.status === 201)).toBe(true);
    await Promise.all(
      members.map((member, i) =>
        call(member, 'PUT', `/api/reviews/edit-review/${made[i]!.body.data._id}`, {
          ...body({ tags: [] }),
          is_star_packaging: 5 - (i % 5),
          is_recommended: i % 2 === 0,
        }),
      ),
    );
    const { rows } = await sql<{ recommend: string; stars_5: string }>`
      select count(*) filter (where is_recommended) as recommend,
             count(*) filter (where round(average_rating) = 5 or average_rating >= 4.5) as stars_5
        from reviews where product_id = ${product} and status = 'published'`.execute(database.db);
    const summary = await stats();
    expect(summary).toMatchObject(await statsFromReviews());
    expect(summary.distribution[5]).toBe(Number(rows[0]!.stars_5));
    expect(Math.round((Number(rows[0]!.recommend) / summary.review_count) * 100)).toBe(
      summary.recommend_percentage,
    );
  });
});
