import { WISHLIST_PAGE_MAX } from '@kilau/domain/catalog';
import { createTestDatabase, type DatabaseHandle } from '@kilau/db/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { AppError } from '../../lib/app-error';
import { buildTestApp, FIXED_NOW } from '../../test/build-test-app';
import { registerMember } from '../../test/members';
import { createProductsRepository } from './products.repository';
import { createTileCache } from './tile-cache';
import { createWishlistRepository } from './wishlist.repository';
import { createWishlistService } from './wishlist.service';

let app: App;
let database: DatabaseHandle;
// Each reading of the clock is one second later, so entries have distinct `created_at`s.
let ticks = 0;
const clock = () => new Date(FIXED_NOW.getTime() + ++ticks * 1000);

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp({
    database,
    clock,
    // Tiles straight from the database, so a test's catalogue change shows at once.
    env: { LOGIN_RATE_LIMIT_MAX: '1000', RATE_LIMIT_MAX: '100000', CATALOG_CACHE_TTL_MS: '0' },
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const LIST = '/api/catalog/users/me/wishlists';
const COMBINATIONS = '/api/catalog/users/me/wishlists/combinations';
const TOGGLE = '/api/catalog/wishlist';

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

const newMember = async () => (await registerMember(app)).token;

type Pair = { product_id: number; product_combination_id: number };

/** Active combinations of active, non-pack products: several per product first. */
async function combinations(count: number): Promise<Pair[]> {
  const rows = await database.db
    .selectFrom('combinations')
    .innerJoin('products', 'products.id', 'combinations.product_id')
    .select(['combinations.product_id', 'combinations.id'])
    .where('combinations.is_active', '=', true)
    .where('products.is_active', '=', true)
    .where(sql<boolean>`not exists (select 1 from pack_items where pack_product_id = products.id)`)
    .orderBy(
      sql`(select count(*) from combinations c2 where c2.product_id = products.id and c2.is_active)`,
      'desc',
    )
    .orderBy('combinations.product_id')
    .orderBy('combinations.id')
    .limit(count)
    .execute();
  if (rows.length < count) throw new Error(`only ${rows.length} combinations seeded`);
  return rows.map((row) => ({ product_id: row.product_id, product_combination_id: row.id }));
}

const toggle = (session: string | null, pair: Record<string, unknown>, headers = {}) =>
  call(session, 'POST', TOGGLE, pair, headers);

const list = async (session: string, query = '') => {
  const res = await call(session, 'GET', `${LIST}${query}`);
  expect(res.status).toBe(200);
  return res.body as {
    data: Array<{
      id: number;
      wishlist_id: string;
      product_id: number;
      product_combination_id: number;
      is_wishlisted: boolean;
      created_at: string;
      default_combination: { id: number; is_wishlist: boolean };
      product: {
        id: number;
        is_wishlist: boolean;
        default_combination: { id: number; _id: string; is_wishlist: boolean };
      };
    }>;
    meta: { total: number; skip: number; limit: number };
  };
};

const rowsOf = (session: string) =>
  call(session, 'GET', COMBINATIONS).then((res) => res.body.data as string[]);

describe('members only (000 §5, §6)', () => {
  it.each([
    ['GET', LIST],
    ['GET', COMBINATIONS],
    ['POST', TOGGLE],
    ['DELETE', `${TOGGLE}/1`],
  ] as const)('%s %s answers 401 Silakan login. to a guest', async (method, url) => {
    const res = await call(null, method, url, method === 'POST' ? { product_id: 'x' } : undefined);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ success: false, message: 'Silakan login.' });
  });
});

describe('POST /wishlist toggles a combination (000 §4)', () => {
  it('adds the combination, lists it with its tile led by that combination, then removes it', async () => {
    const session = await newMember();
    const [first, second] = await combinations(2);
    // The product's second combination, so that the tile's default is not the one by chance.
    const pair = second!.product_id === first!.product_id ? second! : first!;

    const added = await toggle(session, {
      product_id: String(pair.product_id),
      product_combination_id: String(pair.product_combination_id),
    });
    expect(added.status).toBe(200);
    expect(added.body.data).toMatchObject({
      product_id: pair.product_id,
      product_combination_id: pair.product_combination_id,
      is_wishlisted: true,
      default_combination: { id: pair.product_combination_id, is_wishlist: true },
    });
    expect(added.body.data.wishlist_id).toBe(String(added.body.data.id));

    const page = await list(session);
    expect(page.meta).toEqual({ code: 200, total: 1, skip: 0, limit: 5 });
    expect(page.data).toHaveLength(1);
    const [entry] = page.data;
    expect(entry).toMatchObject({
      id: added.body.data.id,
      product_id: pair.product_id,
      product_combination_id: pair.product_combination_id,
      is_wishlisted: true,
      default_combination: { id: pair.product_combination_id, is_wishlist: true },
      product: {
        id: pair.product_id,
        is_wishlist: true,
        // The tile's combination, with its options for the wishlist's variant line.
        default_combination: {
          id: pair.product_combination_id,
          attributes: expect.any(Object),
          is_wishlist: true,
        },
      },
    });
    expect(await rowsOf(session)).toEqual([String(pair.product_combination_id)]);

    const removed = await toggle(session, pair);
    expect(removed.status).toBe(200);
    expect(removed.body.data).toMatchObject({
      id: added.body.data.id,
      is_wishlisted: false,
      default_combination: { id: pair.product_combination_id, is_wishlist: false },
    });
    expect((await list(session)).meta.total).toBe(0);
    expect(await rowsOf(session)).toEqual([]);
  });

  it("keeps each member's wishlist to themselves", async () => {
    const [sari, budi] = [await newMember(), await newMember()];
    const [pair] = await combinations(1);
    await toggle(sari, pair!);
    expect((await list(budi)).meta.total).toBe(0);
    const forBudi = await toggle(budi, pair!);
    expect(forBudi.body.data.is_wishlisted).toBe(true);
    expect((await list(sari)).meta.total).toBe(1);
  });

  it.each([
    ['no combination', { product_id: 1 }, 'product_combination_id', 'Data belum diisi'],
    ['no product', { product_combination_id: 1 }, 'product_id', 'Data belum diisi'],
    [
      'a word for an id',
      { product_id: 'lipstik', product_combination_id: 1 },
      'product_id',
      'Pilihan tidak valid',
    ],
    [
      'a negative id',
      { product_id: 1, product_combination_id: -4 },
      'product_combination_id',
      'Pilihan tidak valid',
    ],
    [
      'a fraction',
      { product_id: 1.5, product_combination_id: 1 },
      'product_id',
      'Pilihan tidak valid',
    ],
  ])('refuses %s with 422 and the field message', async (_case, body, field, message) => {
    const res = await toggle(await newMember(), body);
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ errorCode: 'validation_failed' });
    expect(res.body.data.fields[field]).toBe(message);
  });

  it('answers 404 for an unknown or withdrawn product', async () => {
    const session = await newMember();
    const [pair] = await combinations(1);
    const unknown = await toggle(session, { ...pair, product_id: 99_999_999 });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ errorCode: 'product_not_found' });

    const withdrawn = (await combinations(40)).at(-1)!;
    await database.db
      .updateTable('products')
      .set({ is_active: false })
      .where('id', '=', withdrawn.product_id)
      .execute();
    try {
      const res = await toggle(session, withdrawn, { 'accept-language': 'en' });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Product not found.');
    } finally {
      await database.db
        .updateTable('products')
        .set({ is_active: true })
        .where('id', '=', withdrawn.product_id)
        .execute();
    }
  });

  it("refuses another product's combination and a withdrawn one with 422", async () => {
    const session = await newMember();
    const pairs = await combinations(60);
    const [mine] = pairs;
    const other = pairs.find((pair) => pair.product_id !== mine!.product_id)!;
    const wrong = await toggle(session, {
      product_id: mine!.product_id,
      product_combination_id: other.product_combination_id,
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.data.fields.product_combination_id).toBe('Varian produk ini tidak tersedia.');

    const inactive = pairs.at(-1)!;
    await database.db
      .updateTable('combinations')
      .set({ is_active: false })
      .where('id', '=', inactive.product_combination_id)
      .execute();
    try {
      const res = await toggle(session, inactive, { 'accept-language': 'en' });
      expect(res.status).toBe(422);
      expect(res.body.data.fields.product_combination_id).toBe(
        'This product variant is not available.',
      );
    } finally {
      await database.db
        .updateTable('combinations')
        .set({ is_active: true })
        .where('id', '=', inactive.product_combination_id)
        .execute();
    }
  });

  it('hides entries whose product was withdrawn, and still lets the member take them off', async () => {
    const session = await newMember();
    const pairs = await combinations(50);
    const kept = pairs[0]!;
    const gone = pairs.find((pair) => pair.product_id !== kept.product_id)!;
    await toggle(session, kept);
    await toggle(session, gone);
    await database.db
      .updateTable('products')
      .set({ is_active: false })
      .where('id', '=', gone.product_id)
      .execute();
    try {
      const page = await list(session);
      expect(page.meta.total).toBe(1);
      expect(page.data.map((entry) => entry.product_id)).toEqual([kept.product_id]);
      expect(await rowsOf(session)).toEqual([String(kept.product_combination_id)]);
      const off = await toggle(session, gone);
      expect(off.body.data).toMatchObject({ is_wishlisted: false, product_id: gone.product_id });
    } finally {
      await database.db
        .updateTable('products')
        .set({ is_active: true })
        .where('id', '=', gone.product_id)
        .execute();
    }
    expect((await list(session)).meta.total).toBe(1);
  });
});

describe('GET users/me/wishlists pages, sorts and filters (000 §9: pages of 5)', () => {
  let session: string;
  let pairs: Pair[];
  beforeAll(async () => {
    session = await newMember();
    pairs = await combinations(7);
    for (const pair of pairs) expect((await toggle(session, pair)).status).toBe(200);
  });

  it('answers 5 newest first by default, then the rest', async () => {
    const newest = [...pairs].reverse().map((pair) => pair.product_combination_id);
    const first = await list(session);
    expect(first.meta).toMatchObject({ total: 7, skip: 0, limit: 5 });
    expect(first.data.map((entry) => entry.product_combination_id)).toEqual(newest.slice(0, 5));
    const second = await list(session, '?skip=5');
    expect(second.meta).toMatchObject({ total: 7, skip: 5, limit: 5 });
    expect(second.data.map((entry) => entry.product_combination_id)).toEqual(newest.slice(5));
    expect((await list(session, '?skip=7')).data).toEqual([]);
  });

  it('sorts oldest first with sort=created_at, and takes a limit up to 50', async () => {
    const page = await list(session, `?sort=created_at&limit=${WISHLIST_PAGE_MAX}`);
    expect(page.meta.limit).toBe(WISHLIST_PAGE_MAX);
    expect(page.data.map((entry) => entry.product_combination_id)).toEqual(
      pairs.map((pair) => pair.product_combination_id),
    );
    const times = page.data.map((entry) => Date.parse(entry.created_at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const newest = await list(session, '?sort=-created_at&limit=2');
    expect(newest.data.map((entry) => entry.product_combination_id)).toEqual([
      pairs[6]!.product_combination_id,
      pairs[5]!.product_combination_id,
    ]);
  });

  it('filters by product', async () => {
    const productId = pairs[0]!.product_id;
    const expected = pairs.filter((pair) => pair.product_id === productId);
    const page = await list(session, `?filter[product_id]=${productId}&limit=50`);
    expect(page.meta.total).toBe(expected.length);
    expect(page.data.every((entry) => entry.product_id === productId)).toBe(true);
  });

  it.each([
    ['limit=0', 'limit'],
    [`limit=${WISHLIST_PAGE_MAX + 1}`, 'limit'],
    ['skip=-1', 'skip'],
    ['skip=dua', 'skip'],
    ['sort=price', 'sort'],
    ['filter[product_id]=abc', 'filter[product_id]'],
  ])('refuses %s with 422', async (query, field) => {
    const res = await call(session, 'GET', `${LIST}?${query}`);
    expect(res.status).toBe(422);
    expect(res.body.data.fields[field]).toBe('Pilihan tidak valid');
  });

  it('lists every wishlisted combination id, newest first', async () => {
    expect(await rowsOf(session)).toEqual(
      [...pairs].reverse().map((pair) => String(pair.product_combination_id)),
    );
  });
});

describe('DELETE /wishlist/:id removes only the member’s own entry', () => {
  it('removes it once; another member’s id and junk answer 404', async () => {
    const [sari, budi] = [await newMember(), await newMember()];
    const [pair] = await combinations(1);
    const added = await toggle(sari, pair!);
    const id = added.body.data.id as number;

    const stranger = await call(budi, 'DELETE', `${TOGGLE}/${id}`);
    expect(stranger.status).toBe(404);
    expect(stranger.body).toMatchObject({ errorCode: 'wishlist_not_found' });
    expect((await list(sari)).meta.total).toBe(1);

    const own = await call(sari, 'DELETE', `${TOGGLE}/${id}`);
    expect(own.status).toBe(200);
    expect(own.body.data).toEqual({
      id,
      wishlist_id: String(id),
      product_id: pair!.product_id,
      product_combination_id: pair!.product_combination_id,
      is_wishlisted: false,
    });
    expect((await list(sari)).meta.total).toBe(0);
    expect((await call(sari, 'DELETE', `${TOGGLE}/${id}`)).status).toBe(404);
    for (const junk of ['abc', '0', '-1', '99999999999999999999']) {
      expect((await call(sari, 'DELETE', `${TOGGLE}/${junk}`)).status).toBe(404);
    }
  });
});

describe('parallel toggles (design/the-bag.md: one after another per member)', () => {
  const rowCount = async (userId: number, combinationId: number) => {
    const row = await database.db
      .selectFrom('wishlists')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', '=', userId)
      .where('combination_id', '=', combinationId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };

  it.each([
    [10, false],
    [11, true],
  ])('%i toggles at once all succeed and end as that many flips', async (times, expected) => {
    const member = await registerMember(app);
    const [pair] = await combinations(1);
    const answers = await Promise.all(
      Array.from({ length: times }, () =>
        member.inject({ method: 'POST', url: TOGGLE, payload: pair! }),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(times).fill(200));
    const states = answers.map((res) => res.json().data.is_wishlisted as boolean);
    // Serialised flips alternate: as many adds as removes, one more add for an odd count.
    expect(states.filter(Boolean)).toHaveLength(Math.ceil(times / 2));
    expect(await rowCount(member.id, pair!.product_combination_id)).toBe(expected ? 1 : 0);
    const ids = (await member.inject({ method: 'GET', url: COMBINATIONS })).json().data as string[];
    expect(ids).toEqual(expected ? [String(pair!.product_combination_id)] : []);
  });

  it('adds ten different combinations at once, each once', async () => {
    const member = await registerMember(app);
    const pairs = await combinations(10);
    const answers = await Promise.all(
      pairs.map((pair) => member.inject({ method: 'POST', url: TOGGLE, payload: pair })),
    );
    expect(answers.every((res) => res.statusCode === 200 && res.json().data.is_wishlisted)).toBe(
      true,
    );
    const page = (await member.inject({ method: 'GET', url: `${LIST}?limit=50` })).json();
    expect(page.meta.total).toBe(10);
    expect(new Set(page.data.map((entry: Pair) => entry.product_combination_id)).size).toBe(10);
  });
});

describe('the limit of entries per member', () => {
  it('refuses to add beyond it with wishlist_full, and still removes', async () => {
    const member = await registerMember(app);
    const products = createProductsRepository(database.db);
    const service = createWishlistService({
      wishlists: createWishlistRepository(database.db),
      tiles: createTileCache({ products, clock, ttlMs: 0, maxEntries: 10 }),
      clock,
      max: 2,
    });
    const [a, b, c] = await combinations(3);
    await service.toggle(member.id, a!, 'id');
    await service.toggle(member.id, b!, 'id');
    const full = await service.toggle(member.id, c!, 'en').catch((error: unknown) => error);
    expect(full).toBeInstanceOf(AppError);
    expect(full).toMatchObject({ status: 422, errorCode: 'wishlist_full', params: { max: 2 } });
    expect((await service.toggle(member.id, a!, 'id')).is_wishlisted).toBe(false);
    expect((await service.toggle(member.id, c!, 'id')).is_wishlisted).toBe(true);
  });
});
