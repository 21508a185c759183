// The attack run's findings as fixed cases (issue 14 items 3, 7 and 10), and the inputs the
// OpenAPI fuzz suite cannot generate: multipart bodies, the hidden sandbox gateway, cookies.
import { createTestDatabase, type DatabaseHandle } from '@kilau/db/testing';
import type { InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { buildTestApp } from '../test/build-test-app';
import { registerMember } from '../test/members';
import { multipartForm } from '../test/multipart';

let database: DatabaseHandle;
let app: App;
let member: Awaited<ReturnType<typeof registerMember>>;
beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp({ database });
  // A route that hands its input to PostgreSQL unchecked: the error handler's safety net.
  app.get<{ Querystring: { text: string } }>('/test/unchecked', async (request) =>
    sql`select ${request.query.text}::text as text`.execute(database.db),
  );
  member = await registerMember(app);
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const CONTROL_ID = 'Teks tidak boleh berisi karakter kontrol.';
const CONTROL_EN = 'The text may not contain control characters.';
const NUL = '\u0000';
const address = {
  title: 'Rumah',
  contact: 'Budi',
  address1: 'Jl. Melati 1',
  province: '32',
  city: '32.73',
  district: '32.73.01',
  subdistrict: '32.73.01.1001',
  zipcode: '40111',
  phone: '081234567890',
};

type Case = [route: string, request: InjectOptions, field: string, asMember?: boolean];

/** The NUL byte on every kind of route the attack run found, in the place it reached SQL. */
const NUL_CASES: Case[] = [
  ['search q', { url: '/api/catalog/v3/search?q=a%00b' }, 'q'],
  ['search count q', { url: '/api/catalog/v3/search/count?q=a%00b' }, 'q'],
  ['suggestions q', { url: '/api/catalog/v3/search/suggestions?q=a%00b' }, 'q'],
  ['global search q', { url: '/api/catalog/global-search?q=a%00b' }, 'q'],
  [
    'search click keyword',
    { method: 'POST', url: '/api/catalog/search-history-clicks', payload: { keyword: `a${NUL}` } },
    'keyword',
  ],
  [
    'login e-mail',
    { method: 'POST', url: '/api/auth/login', payload: { email: `a${NUL}@x.id`, password: 'x' } },
    'email',
  ],
  [
    'username suggestions',
    { method: 'POST', url: '/api/auth/username/suggestions', payload: { user_name: `a${NUL}` } },
    'user_name',
  ],
  [
    'e-mail check',
    { method: 'POST', url: '/api/auth/email/check', payload: { email: `a${NUL}` } },
    'email',
  ],
  ['phone check', { url: '/api/auth/phone/check?phone_no=08%00' }, 'phone_no'],
  ['public profile', { url: '/api/profile?user_name=a%00' }, 'user_name'],
  ['dev outbox', { url: '/api/dev/outbox?recipient=a%00' }, 'recipient'],
  ['carrier logo', { url: '/api/shipping/carriers/j%00t/logo.svg' }, 'code'],
  [
    'new address',
    { method: 'POST', url: '/api/addresses', payload: { ...address, address1: `Jl.${NUL}` } },
    'address1',
    true,
  ],
  [
    'edited address',
    { method: 'PUT', url: '/api/addresses/1', payload: { ...address, contact: `B${NUL}` } },
    'contact',
    true,
  ],
  [
    'member tags',
    { method: 'POST', url: '/api/user/me/tags', payload: { tags: [`acne${NUL}`] } },
    'tags.0',
    true,
  ],
  [
    'order by reference',
    { url: '/api/order/orders?filter%5Breference_code%5D=K%00' },
    'filter[reference_code]',
    true,
  ],
  [
    'order history state name',
    { url: '/api/order/user/me/orders?filter%5Bstate_name%5D=a%00' },
    'filter[state_name]',
    true,
  ],
  [
    'order count source',
    { url: '/api/order/user/me/orders/count?filter%5Border_source%5D=web%00' },
    'filter[order_source]',
    true,
  ],
  [
    'cancel reason',
    {
      method: 'PUT',
      url: '/api/order/order/1/cancelled',
      payload: { cancellation_reason: `Salah${NUL}`, reference_code: 'KLU-1' },
    },
    'cancellation_reason',
    true,
  ],
];

const send = (request: InjectOptions, asMember = false) =>
  asMember ? member.inject(request) : app.inject(request);

describe('a NUL byte in any text is a 422 with the control-character message (item 7)', () => {
  it.each(NUL_CASES)('%s', async (_route, request, field, asMember) => {
    const res = await send(request, asMember);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      errorCode: 'validation_failed',
      data: { fields: { [field]: CONTROL_ID } },
    });
  });

  it('answers in English on request', async () => {
    const res = await app.inject({
      url: '/api/catalog/v3/search?q=%00',
      headers: { 'accept-language': 'en' },
    });
    expect(res.json().data.fields.q).toBe(CONTROL_EN);
  });

  it('a bio and a cancel reason may hold line breaks, not other control characters', async () => {
    const bio = (text: string) =>
      member.inject({ method: 'PUT', url: `/api/users/${member.id}`, payload: { bio: text } });
    expect((await bio('Halo\nSalam kenal')).statusCode).toBe(200);
    const refused = await bio('Halo\u001b[2J');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().data.fields.bio).toBe(CONTROL_ID);
  });
});

describe('out-of-range integers are 422, not 500 (item 10)', () => {
  it.each<[string, InjectOptions, boolean?]>([
    [
      'order state ids past smallint',
      { url: '/api/order/user/me/orders?filter%5Bstate_ids%5D=3000000000' },
      true,
    ],
    [
      'order count state ids',
      { url: '/api/order/user/me/orders/count?filter%5Bstate_ids%5D=1,40000' },
      true,
    ],
    [
      'a day that does not exist',
      { url: '/api/order/user/me/orders?filter%5Bcreated_at_from%5D=2026-13-45' },
      true,
    ],
    ['promotion id past bigint', { url: '/api/catalog/v3/promotions/99999999999999999999' }],
    ['product ids past 2^53', { url: '/api/catalog/v3/products?ids=9007199254740993' }],
    ['category id', { url: '/api/catalog/v3/categories/99999999999999999999' }],
    ['price past integer', { url: '/api/catalog/v3/products?min_price=3000000000' }],
    ['special prices amount', { url: '/api/catalog/v3/special-prices?final_amount=3000000000' }],
    [
      'member id in the path',
      { method: 'PUT', url: '/api/users/99999999999999999999', payload: {} },
      true,
    ],
    [
      'points past integer',
      { method: 'POST', url: '/api/cart/user/me/carts/points', payload: { points: 3e9 } },
      true,
    ],
  ])('%s', async (_input, request, asMember) => {
    expect((await send(request, asMember)).statusCode).toBe(422);
  });

  it('a rating too small for its real column reads as no rating filter', async () => {
    const all = await app.inject({ url: '/api/catalog/v3/products?limit=1' });
    const tiny = await app.inject({ url: '/api/catalog/v3/products?limit=1&rating=5e-323' });
    expect(tiny.statusCode).toBe(200);
    expect(tiny.json().meta.total).toBe(all.json().meta.total);
  });

  it("names the price column's range in the message", async () => {
    const res = await app.inject({
      url: '/api/catalog/v3/products?max_price=2147483648',
      headers: { 'accept-language': 'en' },
    });
    expect(res.json().data.fields.max_price).toBe('The number must be between 0 and 2147483647.');
  });
});

describe("a one-sided price range works ('from Rp X', 'up to Rp Y'; item 3)", () => {
  const list = async (query: string) => {
    const res = await app.inject({ url: `/api/catalog/v3/products?limit=100&${query}` });
    expect(res.statusCode).toBe(200);
    return res.json() as { data: Array<{ id: number }>; meta: { total: number } };
  };
  const ids = (page: { data: Array<{ id: number }> }) => page.data.map((tile) => tile.id);

  it('from Rp 100.000: the same products as up to the largest price, and some', async () => {
    const all = await list('');
    const from = await list('min_price=100000');
    expect(from.meta.total).toBeGreaterThan(0);
    expect(from.meta.total).toBeLessThan(all.meta.total);
    expect(ids(from)).toEqual(ids(await list('min_price=100000&max_price=2147483647')));
  });

  it('up to Rp 100.000: the same products as from 0', async () => {
    const upTo = await list('max_price=100000');
    expect(upTo.meta.total).toBeGreaterThan(0);
    expect(ids(upTo)).toEqual(ids(await list('min_price=0&max_price=100000')));
  });

  it('the largest bound the column holds is accepted', async () => {
    expect((await list('min_price=2147483647')).data).toEqual([]);
  });
});

describe('inputs the OpenAPI fuzz suite cannot generate', () => {
  it('multipart: control characters in a receipt’s fields and file name are refused, not 500', async () => {
    const form = multipartForm({ bank_name: `BCA${NUL}`, account_name: 'Budi' }, [
      { field: 'image', filename: `a${NUL}.png`, type: 'image/png', content: Buffer.from('x') },
    ]);
    const res = await member.inject({
      method: 'POST',
      url: '/api/order/confirm-payment/1',
      ...form,
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });

  it('multipart: a profile photo with a control-character file name is refused, not 500', async () => {
    const form = multipartForm({}, [
      {
        field: 'image',
        filename: `\u001b${NUL}.png`,
        type: 'image/png',
        content: Buffer.from('x'),
      },
    ]);
    const res = await member.inject({ method: 'POST', url: '/api/users/me/image', ...form });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });

  it.each([
    ['GET', '/sandbox-gateway/transactions/%00'],
    ['GET', '/sandbox-gateway/transactions/99999999999999999999'],
    ['GET', '/sandbox-gateway/redirect/a%00'],
    ['GET', '/sandbox-gateway/ewallet/a%00'],
    ['GET', '/sandbox-gateway/v2/a%00/status'],
    ['POST', '/sandbox-gateway/v2/a%00/cancel'],
    ['POST', '/sandbox-gateway/transactions/a%00/approve'],
    ['GET', '/sandbox-gateway/v2/3ds/a%00'],
  ])('sandbox gateway: %s %s is not a 500', async (method, url) => {
    const res = await app.inject({ method: method as 'GET', url });
    expect(res.statusCode).toBeLessThan(500);
  });

  it('sandbox gateway: a charge with a NUL in its fields is not a 500', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/sandbox-gateway/v2/charge',
      payload: {
        payment_type: `bank${NUL}`,
        transaction_details: { order_id: `K${NUL}`, gross_amount: 3e9 },
      },
    });
    expect(res.statusCode).toBeLessThan(500);
  });

  it.each([
    ['a session cookie with a NUL', { cookie: 'kilau_session=%00abc' }],
    ['a bearer token with control characters', { authorization: 'Bearer \u0001\u007f' }],
    ['a language cookie with a NUL', { cookie: 'lang=%00' }],
  ])('%s is treated as no session, not a 500', async (_case, headers) => {
    const res = await app.inject({ url: '/api/accounts/user/me', headers });
    expect(res.statusCode).toBe(401);
  });

  it('a NUL that reaches PostgreSQL past every schema is a 422, not a 500', async () => {
    const res = await app.inject({ url: '/test/unchecked?text=a%00b' });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(CONTROL_ID);
  });

  it('a media path with a NUL is not a 500', async () => {
    expect((await app.inject({ url: '/media/a%00.png' })).statusCode).toBeLessThan(500);
    expect((await app.inject({ url: '/media/w/300/a%00.png' })).statusCode).toBeLessThan(500);
  });
});
