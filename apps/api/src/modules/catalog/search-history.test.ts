import { createHash } from 'node:crypto';
import { createTestDatabase, type DatabaseHandle } from '@kilau/db/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildTestApp, FIXED_NOW } from '../../test/build-test-app';
import { registerMember } from '../../test/members';

let app: App;
let database: DatabaseHandle;
// Each reading of the clock is one second later, so searches have distinct `searched_at`s.
let ticks = 0;
const clock = () => new Date(FIXED_NOW.getTime() + ++ticks * 1000);

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp({
    database,
    clock,
    env: { LOGIN_RATE_LIMIT_MAX: '1000', RATE_LIMIT_MAX: '100000' },
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const HISTORY = '/api/catalog/search-history-keywords';
const CLEAR = '/api/catalog/search-history-keywords-clear';
const CLICKS = '/api/catalog/search-history-clicks';

/** A new member; answers their session cookie. */
const newMember = async () => (await registerMember(app)).token;

type Method = 'GET' | 'POST' | 'DELETE';
async function call(
  session: string | null,
  method: Method,
  url: string,
  payload?: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  const res = await app.inject({
    method,
    url,
    headers,
    ...(session ? { cookies: { kilau_session: session } } : {}),
    ...(payload ? { payload } : {}),
  });
  return { status: res.statusCode, body: res.json() };
}

const search = async (session: string | null, q: string, extra = '') => {
  const res = await call(
    session,
    'GET',
    `/api/catalog/v3/search?q=${encodeURIComponent(q)}${extra}`,
  );
  expect(res.status).toBe(200);
  return res;
};

type Keyword = { _id: string; id: number; keyword: string; searched_at: string };
const history = async (session: string, query = '') => {
  const { status, body } = await call(session, 'GET', `${HISTORY}${query}`);
  expect(status).toBe(200);
  return body.data as Keyword[];
};
const keywords = async (session: string, query = '') =>
  (await history(session, query)).map((entry) => entry.keyword);

/** The member behind a session cookie (sessions store the token's SHA-256). */
async function userIdOf(cookie: string) {
  const row = await database.db
    .selectFrom('sessions')
    .select('user_id')
    .where('token_hash', '=', createHash('sha256').update(cookie).digest('hex'))
    .executeTakeFirstOrThrow();
  return row.user_id;
}

const rowsOf = async (table: 'search_history_keywords' | 'search_history_clicks') => {
  const row = await database.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

describe('recording searches (001 §7 search-history-keywords)', () => {
  it("records a member's search with its shape { _id, id, keyword, searched_at }", async () => {
    const session = await newMember();
    const { body } = await search(session, 'serum');
    expect(body.data.length).toBeGreaterThan(0);
    const [entry, ...rest] = await history(session);
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({ _id: String(entry!.id), keyword: 'serum' });
    expect(Date.parse(entry!.searched_at)).toBeGreaterThan(FIXED_NOW.getTime());
  });

  it('normalises, keeps each keyword once and moves a repeat to the top', async () => {
    const session = await newMember();
    await search(session, 'lip   tint');
    await search(session, 'toner');
    const before = await history(session);
    await search(session, '  LIP TINT ');
    const after = await history(session);
    expect(after.map((entry) => entry.keyword)).toEqual(['LIP TINT', 'toner']);
    const lip = (list: Keyword[]) =>
      list.find((entry) => entry.keyword.toLowerCase() === 'lip tint')!;
    expect(lip(after).id).toBe(lip(before).id);
    expect(Date.parse(lip(after).searched_at)).toBeGreaterThan(Date.parse(lip(before).searched_at));
  });

  it('answers the latest 5 by default, up to 20 on request (001 §9 recent search 5)', async () => {
    const session = await newMember();
    for (const q of ['a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7']) await search(session, q);
    expect(await keywords(session)).toEqual(['a7', 'a6', 'a5', 'a4', 'a3']);
    expect(await keywords(session, '?limit=20')).toHaveLength(7);
    expect((await call(session, 'GET', `${HISTORY}?limit=21`)).status).toBe(422);
  });

  it('keeps the newest 20 per member, pruning older ones', async () => {
    const session = await newMember();
    const other = await newMember();
    await search(other, 'punya orang lain');
    const qs = Array.from({ length: 22 }, (_, i) => `kata${i + 1}`);
    for (const q of qs) await search(session, q);
    const kept = await keywords(session, '?limit=20');
    expect(kept).toEqual(qs.slice(2).reverse());
    const stored = await database.db
      .selectFrom('search_history_keywords')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', '=', await userIdOf(session))
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(20);
    expect(await keywords(other)).toEqual(['punya orang lain']);
  });

  it('records nothing for a guest, nor for later pages', async () => {
    const session = await newMember();
    const before = await rowsOf('search_history_keywords');
    await search(null, 'serum');
    await search(session, 'sabun', '&page=2');
    await search(session, 'sampo', '&skip=16');
    expect(await rowsOf('search_history_keywords')).toBe(before);
    await search(session, 'sabun', '&page=1');
    expect(await keywords(session)).toEqual(['sabun']);
  });

  it('never fails the search when recording fails', async () => {
    const session = await newMember();
    await sql`alter table search_history_keywords rename to search_history_keywords_away`.execute(
      database.db,
    );
    try {
      const { body } = await search(session, 'serum');
      expect(body.data.length).toBeGreaterThan(0);
    } finally {
      await sql`alter table search_history_keywords_away rename to search_history_keywords`.execute(
        database.db,
      );
    }
    expect(await keywords(session)).toEqual([]);
  });
});

describe('deleting (001 §7 DELETE search-history-keywords, -clear)', () => {
  it("deletes one of the member's keywords", async () => {
    const session = await newMember();
    await search(session, 'serum');
    await search(session, 'toner');
    const toner = (await history(session))[0]!;
    const { status, body } = await call(session, 'DELETE', `${HISTORY}/${toner._id}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      success: true,
      data: { _id: toner._id },
      message: 'Riwayat pencarian berhasil dihapus.',
    });
    expect(await keywords(session)).toEqual(['serum']);
    expect((await call(session, 'DELETE', `${HISTORY}/${toner._id}`)).status).toBe(404);
  });

  it.each([
    ["another member's id", async (own: Keyword) => own._id],
    ['an unknown id', async () => '999999999'],
    ['a malformed id', async () => 'abc'],
  ])('answers 404 search_keyword_not_found for %s', async (_what, idOf) => {
    const owner = await newMember();
    await search(owner, 'rahasia');
    const [own] = await history(owner);
    const stranger = await newMember();
    const { status, body } = await call(stranger, 'DELETE', `${HISTORY}/${await idOf(own!)}`);
    expect(status).toBe(404);
    expect(body).toMatchObject({
      success: false,
      errorCode: 'search_keyword_not_found',
      message: 'Riwayat pencarian tidak ditemukan.',
    });
    expect(await keywords(owner)).toEqual(['rahasia']);
  });

  it("clears all the member's keywords, and only theirs", async () => {
    const session = await newMember();
    const other = await newMember();
    await search(other, 'sunscreen');
    for (const q of ['serum', 'toner', 'masker']) await search(session, q);
    const { status, body } = await call(session, 'DELETE', CLEAR);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      data: { deleted: 3 },
      message: 'Riwayat pencarian berhasil dihapus.',
    });
    expect(await keywords(session)).toEqual([]);
    expect(await keywords(other)).toEqual(['sunscreen']);
  });

  it('refuses a cookie-authenticated clear from another origin', async () => {
    const session = await newMember();
    await search(session, 'serum');
    const res = await call(session, 'DELETE', CLEAR, undefined, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(await keywords(session)).toEqual(['serum']);
  });
});

describe('members only', () => {
  it.each<[Method, string]>([
    ['GET', HISTORY],
    ['DELETE', `${HISTORY}/1`],
    ['DELETE', CLEAR],
  ])("%s %s without a session → 401 'Silakan login.'", async (method, url) => {
    const { status, body } = await call(null, method, url);
    expect(status).toBe(401);
    expect(body).toMatchObject({
      success: false,
      errorCode: 'unauthorized',
      message: 'Silakan login.',
    });
  });
});

describe('clicks (001 §7 POST search-history-clicks)', () => {
  const someProductId = async () => {
    const { body } = await search(null, 'serum');
    return body.data[0].id as number;
  };

  it.each([
    ['nothing to name the search', {}, { keyword: 'Data belum diisi' }],
    ['a blank keyword', { keyword: '   ' }, { keyword: 'Data belum diisi' }],
    [
      'a keyword over 100 characters',
      { keyword: 'x'.repeat(101) },
      { keyword: 'Kata kunci maksimal 100 karakter' },
    ],
    [
      'a position of 0',
      { keyword: 'serum', position: 0 },
      { position: 'Posisi harus angka 1 sampai 10100' },
    ],
    [
      'a product id that is not a number',
      { keyword: 'serum', product_id: 'x' },
      { product_id: 'Pilihan tidak valid' },
    ],
    [
      'an unknown product',
      { keyword: 'serum', product_id: 99999999 },
      { product_id: 'Pilihan tidak valid' },
    ],
    [
      'an unknown source',
      { keyword: 'serum', source: 'banner' },
      { source: 'Pilihan tidak valid' },
    ],
  ])('refuses %s with 422 and the field message', async (_what, payload, fields) => {
    const before = await rowsOf('search_history_clicks');
    const { status, body } = await call(null, 'POST', CLICKS, payload);
    expect(status).toBe(422);
    expect(body).toMatchObject({
      success: false,
      errorCode: 'validation_failed',
      message: 'Data yang dikirim tidak valid.',
      data: { fields },
    });
    expect(await rowsOf('search_history_clicks')).toBe(before);
  });

  it('answers field messages in English on request', async () => {
    const { status, body } = await call(null, 'POST', CLICKS, {}, { 'accept-language': 'en' });
    expect(status).toBe(422);
    expect(body.data.fields).toEqual({ keyword: 'This field is required' });
  });

  it("stores a guest's result click without a member", async () => {
    const productId = await someProductId();
    const { status, body } = await call(null, 'POST', CLICKS, {
      keyword: ' serum  wajah ',
      product_id: productId,
      position: 2,
      source: 'result',
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({ success: true, meta: { code: 201 } });
    const row = await database.db
      .selectFrom('search_history_clicks')
      .selectAll()
      .where('id', '=', Number(body.data._id))
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      user_id: null,
      keyword: 'serum wajah',
      keyword_id: null,
      product_id: productId,
      position: 2,
      source: 'result',
    });
  });

  it("stores a member's click on a recent search with its keyword and the member", async () => {
    const session = await newMember();
    await search(session, 'cushion');
    const [entry] = await history(session);
    const { status, body } = await call(session, 'POST', CLICKS, { keyword_id: entry!._id });
    expect(status).toBe(201);
    const row = await database.db
      .selectFrom('search_history_clicks')
      .select(['user_id', 'keyword', 'keyword_id', 'source'])
      .where('id', '=', Number(body.data._id))
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      user_id: await userIdOf(session),
      keyword: 'cushion',
      keyword_id: entry!.id,
      source: 'history',
    });
  });

  it("answers 404 for another member's recent search, and for a guest naming one", async () => {
    const owner = await newMember();
    await search(owner, 'parfum');
    const [entry] = await history(owner);
    const stranger = await newMember();
    for (const session of [stranger, null]) {
      const { status, body } = await call(session, 'POST', CLICKS, { keyword_id: entry!.id });
      expect(status).toBe(404);
      expect(body.errorCode).toBe('search_keyword_not_found');
    }
  });
});
