// The offline stores (001 §3, §7 `GET {pos}/stores` limit 30, filter _id; §9 default store 5):
// the three demo stores every database has, the query's limits, and open-now in WIB at the
// edges of the hours, at a clock the test moves.
import { createTestDatabase, type DatabaseHandle } from '@kilau/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildTestApp, FIXED_NOW } from '../../test/build-test-app';

let app: App;
let database: DatabaseHandle;
let now = FIXED_NOW;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp({ database, clock: () => now });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

type StoreAnswer = { id: number; name: string; open_now: boolean; today: unknown };
const stores = async (query = '') => {
  const res = await app.inject({ url: `/api/pos/stores${query}` });
  return res;
};

describe('GET /api/pos/stores', () => {
  it('lists the three stores, the default one first', async () => {
    const res = await stores();
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as Array<StoreAnswer & Record<string, unknown>>;
    expect(data.map((store) => [store._id, store.value, store.name, store.city])).toEqual([
      ['5', 'senopati', 'Kilau Senopati', 'Jakarta'],
      ['6', 'braga', 'Kilau Braga', 'Bandung'],
      ['7', 'tunjungan', 'Kilau Tunjungan', 'Surabaya'],
    ]);
    expect(data[0]).toMatchObject({
      id: 5,
      is_default: true,
      address: expect.stringContaining('Jl. Senopati No. 88'),
      phone: expect.stringMatching(/^\+62\d+$/),
      hours: expect.objectContaining({ mon: { open: '10:00', close: '22:00' } }),
      lat: expect.any(Number),
      lng: expect.any(Number),
    });
    expect(res.json().meta).toMatchObject({ total: 3, limit: 30 });
  });

  it('filters one store by _id and limits the list', async () => {
    const one = await stores('?filter[_id]=6');
    expect(one.json().data.map((store: StoreAnswer) => store.id)).toEqual([6]);
    expect((await stores('?filter[_id]=99')).json().data).toEqual([]);
    const two = await stores('?limit=2');
    expect(two.json().data).toHaveLength(2);
  });

  it.each([
    ['limit=0'],
    ['limit=31'],
    ['limit=abc'],
    ['filter[_id]=0'],
    ['filter[_id]=abc'],
    ['filter[_id]=99999999999999999999'],
  ])('refuses %s with 422', async (query) => {
    const res = await stores(`?${query}`);
    expect(res.statusCode, res.body).toBe(422);
  });

  it.each([
    // FIXED_NOW is Saturday 10:00 WIB; Senopati opens 10:00–22:00 every day.
    ['Saturday 09:59 WIB', '2026-11-21T02:59:00Z', 5, false],
    ['Saturday 10:00 WIB', '2026-11-21T03:00:00Z', 5, true],
    ['Saturday 21:59 WIB', '2026-11-21T14:59:00Z', 5, true],
    ['Saturday 22:00 WIB', '2026-11-21T15:00:00Z', 5, false],
    // Braga keeps 11:00–20:00 on Sunday; the WIB Sunday starts at 17:00 UTC on Saturday.
    ['Sunday 10:30 WIB', '2026-11-22T03:30:00Z', 6, false],
    ['Sunday 11:00 WIB', '2026-11-22T04:00:00Z', 6, true],
    ['Sunday 19:59 WIB', '2026-11-22T12:59:00Z', 6, true],
    ['Sunday 20:00 WIB', '2026-11-22T13:00:00Z', 6, false],
  ])('open now at %s', async (_when, at, id, open) => {
    now = new Date(at);
    const [store] = (await stores(`?filter[_id]=${id}`)).json().data as StoreAnswer[];
    expect(store!.open_now).toBe(open);
    now = FIXED_NOW;
  });

  it("gives today's hours of the WIB day", async () => {
    now = new Date('2026-11-21T17:30:00Z'); // Sunday 00:30 WIB, still Saturday in UTC
    const [braga] = (await stores('?filter[_id]=6')).json().data as StoreAnswer[];
    expect(braga!.today).toEqual({ open: '11:00', close: '20:00' });
    now = FIXED_NOW;
  });
});
