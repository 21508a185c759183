import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember } from '../../test/members';
import {
  FIXED_NOW,
  ordersAppWithGoods,
  placeOrderOf,
  type SellableCombination,
} from '../../test/sold-goods';
import { metaConversions } from '../../adapters/conversions';
import { signedInStaff } from '../../test/staff';

type Env = Awaited<ReturnType<typeof ordersAppWithGoods>>['env'];
let env: Env;
let goods: SellableCombination[];

beforeAll(async () => {
  ({ env, goods } = await ordersAppWithGoods({ count: 12 }));
  // One combination of each product: the roll-ups count products.
  goods = [...new Map(goods.map((item) => [item.productId, item])).values()];
  if (goods.length < 4) throw new Error('the test catalogue has fewer than 4 sellable products');
});
afterAll(async () => {
  await env?.close();
});

const HOUR = 60 * 60 * 1000;
let seq = 0;
/** A fresh 8–64 character id, as the browser's `crypto.randomUUID()` makes them. */
const freshId = (tag: string) => `${tag}-${process.pid}-${(seq += 1)}-abcdef`;
const ALL = 'v1.a1.m1.1764000000';
const ANALYTICS_ONLY = 'v1.a1.m0.1764000000';

const post = (
  url: string,
  payload: unknown,
  options: {
    consent?: string;
    contentType?: string;
    cookies?: Record<string, string>;
    headers?: Record<string, string>;
  } = {},
) =>
  env.app.inject({
    method: 'POST',
    url,
    headers: {
      'content-type': options.contentType ?? 'application/json',
      ...options.headers,
    },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    cookies: {
      ...(options.consent ? { kilau_consent: options.consent } : {}),
      ...options.cookies,
    },
  });

const eventsOf = (sessionId: string) =>
  env.db
    .selectFrom('analytics_events')
    .selectAll()
    .where('session_id', '=', sessionId)
    .orderBy('occurred_at')
    .execute();

describe('consent (UU PDP: explicit, recorded, changeable)', () => {
  it('records the choice and answers it in a 365-day cookie the page can read', async () => {
    const trackingId = freshId('consent');
    const res = await post('/api/analytics/consent', {
      analytics: true,
      marketing: false,
      tracking_id: trackingId,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Pilihan cookie kamu sudah disimpan.');
    const cookie = res.cookies.find((item) => item.name === 'kilau_consent');
    expect(cookie?.value).toBe(`v1.a1.m0.${Math.floor(FIXED_NOW.getTime() / 1000)}`);
    expect(cookie?.maxAge).toBe(365 * 24 * 60 * 60);
    expect(cookie?.httpOnly).toBeFalsy();
    const record = await env.db
      .selectFrom('consent_records')
      .selectAll()
      .where('tracking_id', '=', trackingId)
      .executeTakeFirstOrThrow();
    expect(record).toMatchObject({ analytics: true, marketing: false, version: 1 });
    expect(record.ip_hash).toMatch(/^[0-9a-f]{64}$/);

    const read = await env.app.inject({
      url: '/api/analytics/consent',
      cookies: { kilau_consent: cookie?.value ?? '' },
    });
    expect(read.json().data).toMatchObject({ analytics: true, marketing: false, version: 1 });
    const none = await env.app.inject({ url: '/api/analytics/consent' });
    expect(none.json().data).toBeNull();
  });

  it.each([
    ['no cookie', undefined],
    ['analytics declined', 'v1.a0.m1.1764000000'],
    ['an earlier banner version', 'v0.a1.m1.1764000000'],
    ['a malformed cookie', 'yes-please'],
  ])('keeps no event with %s', async (_case, consent) => {
    const sessionId = freshId('noconsent');
    const res = await post(
      `/api/analytics/sessions/${sessionId}`,
      { tracking_id: freshId('t'), events: [{ verb: 'page_view', page_type: 'homepage' }] },
      consent ? { consent } : {},
    );
    expect(res.statusCode).toBe(202);
    expect(res.json().data).toEqual({ accepted: 0, dropped: 'no_consent' });
    expect(await eventsOf(sessionId)).toHaveLength(0);
  });
});

describe('sessions and event batches', () => {
  it("starts a session with its source and keeps the signed-in member, not the body's", async () => {
    const member = await registerMember(env.app);
    const sessionId = freshId('session');
    const res = await member.inject({
      method: 'POST',
      url: '/api/analytics/sessions',
      headers: { 'x-kilau-platform': 'mobile_web' },
      cookies: { kilau_consent: ANALYTICS_ONLY },
      payload: {
        session_id: sessionId,
        tracking_id: freshId('device'),
        user_id: 999_999,
        acquisition_source: 'Instagram',
        landing_path: '/c/skincare?utm_source=instagram',
      },
    });
    expect(res.statusCode).toBe(202);
    const row = await env.db
      .selectFrom('analytics_sessions')
      .selectAll()
      .where('session_id', '=', sessionId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      user_id: member.id,
      platform: 'mobile_web',
      acquisition_source: 'instagram',
      landing_path: '/c/skincare?utm_source=instagram',
    });
  });

  it("takes a beacon batch as text/plain and stores each event with the request's facts", async () => {
    const sessionId = freshId('beacon');
    const trackingId = freshId('device');
    const res = await post(
      `/api/analytics/sessions/${sessionId}`,
      JSON.stringify({
        tracking_id: trackingId,
        events: [
          { verb: 'page_view', object_type: 'page', page_type: 'homepage', path: '/' },
          {
            verb: 'tile_click',
            object_type: 'product',
            object_id: String(goods[0]?.productId),
            page_type: 'homepage',
            extras: { position: 3, list: 'trending', sale: false, note: null },
          },
          {
            verb: 'search',
            object_type: 'search',
            object_id: 'serum',
            referrer: 'https://www.instagram.com/',
            extras: { result_count: 12 },
            occurred_at: new Date(FIXED_NOW.getTime() - 2 * 60_000).toISOString(),
          },
        ],
      }),
      {
        consent: ANALYTICS_ONLY,
        contentType: 'text/plain;charset=UTF-8',
        headers: { 'x-kilau-platform': 'store' },
      },
    );
    expect(res.statusCode).toBe(202);
    expect(res.json().data).toEqual({ accepted: 3, dropped: null });
    const rows = await eventsOf(sessionId);
    expect(rows.map((row) => row.verb)).toEqual(['search', 'page_view', 'tile_click']);
    expect(rows.every((row) => row.platform === 'store' && row.tracking_id === trackingId)).toBe(
      true,
    );
    expect(rows[0]?.occurred_at).toEqual(new Date(FIXED_NOW.getTime() - 2 * 60_000));
    expect(rows[2]?.extras).toEqual({ position: 3, list: 'trending', sale: false, note: null });
    // A batch for an unknown session makes it (the beacon may beat the session call).
    const session = await env.db
      .selectFrom('analytics_sessions')
      .select(['acquisition_source', 'user_id'])
      .where('session_id', '=', sessionId)
      .executeTakeFirstOrThrow();
    expect(session).toEqual({ acquisition_source: 'direct', user_id: null });
  });

  it('keeps arrival time for an event whose clock is more than a day off, or in the future', async () => {
    const sessionId = freshId('skew');
    await post(
      `/api/analytics/sessions/${sessionId}`,
      {
        tracking_id: freshId('device'),
        events: [
          {
            verb: 'page_view',
            occurred_at: new Date(FIXED_NOW.getTime() - 30 * HOUR).toISOString(),
          },
          { verb: 'page_view', occurred_at: new Date(FIXED_NOW.getTime() + HOUR).toISOString() },
        ],
      },
      { consent: ANALYTICS_ONLY },
    );
    const rows = await eventsOf(sessionId);
    expect(rows.map((row) => row.occurred_at)).toEqual([FIXED_NOW, FIXED_NOW]);
  });

  const batch = (events: unknown[]) => ({ tracking_id: 'device-12345678', events });
  it.each([
    ['an unknown verb', batch([{ verb: 'hack' }]), 'events.0.verb', 'Pilihan tidak valid'],
    ['no events', batch([]), 'events', undefined],
    [
      '51 events',
      batch(Array.from({ length: 51 }, () => ({ verb: 'page_view' }))),
      'events',
      'Terlalu banyak peristiwa dalam satu kiriman (maksimal 50).',
    ],
    [
      'a control character',
      batch([{ verb: 'search', object_id: 'serum\u0000' }]),
      'events.0.object_id',
      undefined,
    ],
    [
      'nested extras',
      batch([{ verb: 'page_view', extras: { deep: { a: 1 } } }]),
      'events.0.extras.deep',
      undefined,
    ],
    [
      '21 extras',
      batch([
        {
          verb: 'page_view',
          extras: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, i])),
        },
      ]),
      'events.0.extras',
      'Data tambahan tidak valid: paling banyak 20 kunci berisi teks pendek, angka, atau ya/tidak.',
    ],
    [
      'a short tracking id',
      { tracking_id: 'abc', events: [{ verb: 'page_view' }] },
      'tracking_id',
      'ID pelacakan tidak valid.',
    ],
    [
      'an unknown object type',
      batch([{ verb: 'page_view', object_type: 'planet' }]),
      'events.0.object_type',
      'Pilihan tidak valid',
    ],
  ])('refuses %s with 422 and the field', async (_case, payload, field, message) => {
    const res = await post(`/api/analytics/sessions/${freshId('bad')}`, payload, {
      consent: ANALYTICS_ONLY,
    });
    expect(res.statusCode).toBe(422);
    const fields = res.json().data.fields as Record<string, string>;
    expect(Object.keys(fields)).toContain(field);
    if (message) expect(fields[field]).toBe(message);
  });

  it('refuses a session id that is not one, and a body that is not JSON, with 422', async () => {
    const badPath = await post('/api/analytics/sessions/x%20y', batch([{ verb: 'page_view' }]), {
      consent: ANALYTICS_ONLY,
    });
    expect(badPath.statusCode).toBe(422);
    const notJson = await post(`/api/analytics/sessions/${freshId('x')}`, '{"tracking_id":', {
      consent: ANALYTICS_ONLY,
      contentType: 'text/plain',
    });
    expect(notJson.statusCode).toBe(422);
    expect(notJson.json().errorCode).toBe('validation_failed');
  });

  it('records member actions (001 §7), with the member from the session', async () => {
    const member = await registerMember(env.app);
    const deviceId = freshId('device');
    const res = await member.inject({
      method: 'POST',
      url: '/api/analytics/user/me/actions',
      cookies: { kilau_consent: ANALYTICS_ONLY },
      payload: {
        verb: 'app_open',
        is_guest: true,
        device_id: deviceId,
        acquisition_source: 'tiktok',
      },
    });
    expect(res.statusCode).toBe(202);
    const row = await env.db
      .selectFrom('analytics_user_actions')
      .selectAll()
      .where('device_id', '=', deviceId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      user_id: member.id,
      is_guest: false,
      acquisition_source: 'tiktok',
    });
  });
});

describe('ad events (Conversions API)', () => {
  const adEvent = (eventId: string, extra: Record<string, unknown> = {}) => ({
    event_name: 'AddToCart',
    event_id: eventId,
    source_url: 'http://127.0.0.1:3000/p/serum',
    user: { email: '  Shopper@Example.COM ', fbp: 'fb.1.1764000000.123' },
    custom_data: { currency: 'IDR', value: 129000 },
    ...extra,
  });

  it("refuses an ad event without marketing consent, in the shopper's language", async () => {
    for (const consent of [undefined, ANALYTICS_ONLY]) {
      const res = await post('/api/analytics/ad-events', adEvent(freshId('ad')), {
        ...(consent ? { consent } : {}),
        headers: { 'accept-language': 'en' },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        errorCode: 'marketing_consent_required',
        message: 'You have not allowed marketing cookies, so ad events are not sent.',
      });
    }
  });

  it("hashes the e-mail before it is stored, sends each event once, and Meta's shape", async () => {
    const eventId = freshId('ad');
    const first = await post('/api/analytics/ad-events', adEvent(eventId), {
      consent: ALL,
      headers: { 'user-agent': 'KilauTest/1.0', 'x-kilau-session': 'session-abcdefgh' },
    });
    expect(first.statusCode).toBe(202);
    expect(first.json().data).toEqual({ accepted: true });
    const again = await post('/api/analytics/ad-events', adEvent(eventId), { consent: ALL });
    expect(again.json().data).toEqual({ accepted: false });
    // The same id with another event name is another event (Meta deduplicates by both).
    const purchase = await post(
      '/api/analytics/ad-events',
      adEvent(eventId, { event_name: 'Purchase' }),
      { consent: ALL },
    );
    expect(purchase.json().data).toEqual({ accepted: true });

    const stored = await env.db
      .selectFrom('ad_events')
      .selectAll()
      .where('event_id', '=', eventId)
      .execute();
    expect(stored).toHaveLength(2);
    const hash = createHash('sha256').update('shopper@example.com').digest('hex');
    expect(stored.every((row) => row.email_hash === hash)).toBe(true);
    expect(JSON.stringify(stored)).not.toMatch(/shopper@/i);

    expect(await env.app.analytics.sendAdEvents()).toMatchObject({ sent: expect.any(Number) });
    const recorded = (await env.app.inject({ url: '/api/analytics/sandbox/conversions' })).json()
      .data as Array<Record<string, unknown>>;
    const mine = recorded.filter((event) => event.event_id === eventId);
    expect(mine.map((event) => event.event_name).sort()).toEqual(['AddToCart', 'Purchase']);
    expect(mine[0]).toMatchObject({
      action_source: 'website',
      event_time: Math.floor(FIXED_NOW.getTime() / 1000),
      event_source_url: 'http://127.0.0.1:3000/p/serum',
      user_data: { em: [hash], fbp: 'fb.1.1764000000.123' },
      custom_data: { currency: 'IDR', value: 129000 },
    });
    // Sent once: a second pass finds nothing due.
    expect(await env.app.analytics.sendAdEvents()).toEqual({ sent: 0, failed: 0 });
  });

  it("posts Meta's request and reads its refusal", async () => {
    const calls: Array<{ url: string; body: Record<string, unknown> }> = [];
    const meta = metaConversions({
      baseUrl: 'https://graph.example/v19.0/',
      pixelId: '1234567890',
      accessToken: 'token-1',
      fetch: async (url, init) => {
        calls.push({ url: String(url), body: JSON.parse(String(init?.body)) });
        return calls.length === 1
          ? Response.json({ events_received: 1, fbtrace_id: 'x' })
          : Response.json({ error: { message: 'Invalid parameter', code: 100 } }, { status: 400 });
      },
    });
    const event = {
      event_name: 'Purchase',
      event_id: 'order-KL1',
      event_time: 1764000000,
      action_source: 'website' as const,
      event_source_url: 'https://kilau.id/checkout/success',
      user_data: {},
    };
    await expect(meta.send([event])).resolves.toEqual({ received: 1 });
    expect(calls[0]).toEqual({
      url: 'https://graph.example/v19.0/1234567890/events',
      body: { data: [event], access_token: 'token-1' },
    });
    await expect(meta.send([event])).rejects.toThrow('Invalid parameter');
  });
});

describe('roll-ups, similar products and partitions', () => {
  const DAY = '2026-11-21';
  const at = (minutes: number) => new Date(FIXED_NOW.getTime() + minutes * 60_000).toISOString();

  it('rolls up a day exactly, and the same again on a second run', async () => {
    const [a, b, c] = goods.map((item) => String(item.productId));
    // Two orders placed in tracked sessions: one paid, one not.
    const paid = await placeOrderOf(env, goods[0] as SellableCombination);
    const unpaid = await placeOrderOf(env, goods[1] as SellableCombination);
    await env.db
      .updateTable('orders')
      .set({ paid_at: FIXED_NOW })
      .where('reference_code', '=', paid.order.reference_code)
      .execute();

    const session = async (source: string, events: unknown[]) => {
      const sessionId = freshId(`roll-${source}`);
      const trackingId = freshId('device');
      await post(
        '/api/analytics/sessions',
        { session_id: sessionId, tracking_id: trackingId, acquisition_source: source },
        { consent: ANALYTICS_ONLY },
      );
      const res = await post(
        `/api/analytics/sessions/${sessionId}`,
        { tracking_id: trackingId, events },
        { consent: ANALYTICS_ONLY },
      );
      expect(res.json().data.accepted).toBe(events.length);
    };
    const view = (id: string | undefined, minutes: number) => ({
      verb: 'product_view',
      object_type: 'product',
      object_id: id,
      occurred_at: at(minutes),
    });
    // Clear what the other tests left for the day, so the counts below are the whole day.
    await sql`delete from analytics_events`.execute(env.db);
    await session('rolltest', [
      view(a, 1),
      view(b, 2),
      view(a, 3),
      { verb: 'add_to_bag', object_type: 'product', object_id: a, occurred_at: at(4) },
      { verb: 'begin_checkout', occurred_at: at(5) },
      {
        verb: 'order_placed',
        object_type: 'order',
        object_id: paid.order.reference_code,
        occurred_at: at(6),
      },
    ]);
    await session('rolltest', [
      view(a, 1),
      view(c, 2),
      { verb: 'tile_click', object_type: 'product', object_id: c, occurred_at: at(1) },
      { verb: 'begin_checkout', occurred_at: at(5) },
      {
        verb: 'order_placed',
        object_type: 'order',
        object_id: unpaid.order.reference_code,
        occurred_at: at(6),
      },
    ]);
    await session('rolltest', [
      {
        verb: 'search',
        object_type: 'search',
        object_id: ' Serum ',
        extras: { result_count: 4 },
        occurred_at: at(1),
      },
      {
        verb: 'search',
        object_type: 'search',
        object_id: 'lipen',
        extras: { result_count: 0 },
        occurred_at: at(2),
      },
      {
        verb: 'search_result_click',
        object_type: 'product',
        object_id: b,
        extras: { query: 'serum' },
        occurred_at: at(3),
      },
    ]);
    await session('rolltest', [{ verb: 'page_view', occurred_at: at(1) }]);
    // The next WIB day (17:00 UTC is midnight in Jakarta): not this day's.
    env.clock.now = new Date(FIXED_NOW.getTime() + 15 * HOUR);
    await session('rolltest', [view(a, 14 * 60 + 1)]);
    env.clock.now = FIXED_NOW;

    const first = await env.app.analytics.rollUp(DAY);
    expect(first.events).toBe(15);
    const funnel = await env.db
      .selectFrom('analytics_daily_funnel')
      .select(['sessions', 'viewed', 'added', 'checked_out', 'placed', 'paid'])
      .where('day', '=', sql<Date>`${DAY}::date`)
      .where('source', '=', 'rolltest')
      .executeTakeFirstOrThrow();
    expect(funnel).toEqual({
      sessions: 4,
      viewed: 2,
      added: 1,
      checked_out: 2,
      placed: 2,
      paid: 1,
    });

    const products = await env.db
      .selectFrom('analytics_daily_products')
      .select(['product_id', 'views', 'viewers', 'clicks', 'adds'])
      .where('day', '=', sql<Date>`${DAY}::date`)
      .orderBy('product_id')
      .execute();
    const byId = Object.fromEntries(products.map((row) => [String(row.product_id), row]));
    expect(byId[a as string]).toMatchObject({ views: 3, viewers: 2, clicks: 0, adds: 1 });
    expect(byId[b as string]).toMatchObject({ views: 1, viewers: 1, clicks: 1, adds: 0 });
    expect(byId[c as string]).toMatchObject({ views: 1, viewers: 1, clicks: 1, adds: 0 });

    const searches = await env.db
      .selectFrom('analytics_daily_searches')
      .select(['query', 'searches', 'no_results', 'clicks'])
      .where('day', '=', sql<Date>`${DAY}::date`)
      .orderBy('query')
      .execute();
    expect(searches).toEqual([
      { query: 'lipen', searches: 1, no_results: 1, clicks: 0 },
      { query: 'serum', searches: 1, no_results: 0, clicks: 1 },
    ]);

    const coViews = await env.db
      .selectFrom('analytics_co_views')
      .select(['product_id', 'other_id', 'sessions'])
      .where('day', '=', sql<Date>`${DAY}::date`)
      .execute();
    expect(
      coViews.map((row) => [String(row.product_id), String(row.other_id), row.sessions]).sort(),
    ).toEqual(
      [
        [a, b, 1],
        [a, c, 1],
        [b, a, 1],
        [c, a, 1],
      ].sort(),
    );

    // Again: the same rows, not twice as many.
    await env.app.analytics.rollUp(DAY);
    const again = await env.db
      .selectFrom('analytics_daily_funnel')
      .select(['sessions', 'paid'])
      .where('day', '=', sql<Date>`${DAY}::date`)
      .where('source', '=', 'rolltest')
      .execute();
    expect(again).toEqual([{ sessions: 4, paid: 1 }]);

    // Similar products: what was viewed with A, most shared sessions first, as tiles.
    const similar = await env.app.inject({
      url: `/api/analytics/product/similar?product_id=${a}&limit=5`,
    });
    expect(similar.statusCode).toBe(200);
    expect(similar.json().data.product_id).toBe(a);
    expect(
      similar
        .json()
        .data.items.map((tile: { id: string }) => String(tile.id))
        .sort(),
    ).toEqual([b, c].sort());
    const lonely = await env.app.inject({
      url: `/api/analytics/product/similar?product_id=${goods[3]?.productId}`,
    });
    expect(lonely.json().data.items).toEqual([]);
    const bad = await env.app.inject({ url: '/api/analytics/product/similar?product_id=abc' });
    expect(bad.statusCode).toBe(422);

    // The back office's report reads the same day: funnel, sources, products, empty searches,
    // and the paid orders beside those a tracked session placed.
    const staff = await signedInStaff(env.app, env.db, 'merchandiser', () => env.clock.now);
    const report = await staff.inject({ url: `/api/admin/analytics?from=${DAY}&to=${DAY}` });
    expect(report.statusCode).toBe(200);
    const data = report.json().data;
    expect(data.days).toEqual([
      { day: DAY, sessions: 4, viewed: 2, added: 1, checked_out: 2, placed: 2, paid: 1 },
    ]);
    expect(data.sources.find((row: { source: string }) => row.source === 'rolltest')).toEqual({
      source: 'rolltest',
      sessions: 4,
      placed: 2,
      paid: 1,
    });
    expect(data.products.find((row: { product_id: string }) => row.product_id === a)).toMatchObject(
      { views: 3, viewers: 2, adds: 1, sold: 1 },
    );
    expect(data.searches_without_results).toEqual([{ query: 'lipen', searches: 1 }]);
    expect(data.orders).toEqual({ paid: 1, tracked: 1 });
    // The default range is the last 14 WIB days, each present.
    const recent = await staff.inject({ url: '/api/admin/analytics' });
    expect(recent.json().data.days).toHaveLength(14);
    expect(recent.json().data.to).toBe(DAY);
    for (const query of [
      'from=2026-11-22&to=2026-11-21',
      'from=2026-01-01&to=2026-11-21',
      'from=21-11-2026',
      'from=2000-01-01',
      'from=2026-12-01',
    ]) {
      const refused = await staff.inject({ url: `/api/admin/analytics?${query}` });
      expect(refused.statusCode).toBe(422);
    }
    // Operations may not read it.
    const operations = await signedInStaff(env.app, env.db, 'operations', () => env.clock.now);
    expect((await operations.inject({ url: '/api/admin/analytics' })).statusCode).toBe(403);
  });

  it('keeps partitions from yesterday to the day after tomorrow and drops those past retention', async () => {
    const old = '2026-05-01'; // more than 180 days before 2026-11-21
    await env.app.analytics.maintain();
    const before = await sql<{ name: string }>`
      select child.relname as name from pg_inherits
      join pg_class child on child.oid = pg_inherits.inhrelid
      join pg_class parent on parent.oid = pg_inherits.inhparent
      where parent.relname = 'analytics_events' order by 1`.execute(env.db);
    const names = before.rows.map((row) => row.name);
    for (const day of ['20261120', '20261121', '20261122', '20261123']) {
      expect(names).toContain(`analytics_events_p${day}`);
    }
    await sql
      .raw(
        `create table analytics_events_p20260501 partition of analytics_events
       for values from ('${old}T00:00:00+07:00') to ('2026-05-02T00:00:00+07:00')`,
      )
      .execute(env.db);
    const { dropped } = await env.app.analytics.maintain();
    expect(dropped).toEqual([old]);
  });
});
