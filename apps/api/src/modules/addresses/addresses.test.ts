import { MAX_ADDRESSES } from '@kilau/domain/accounts';
import { createTestDatabase, type DatabaseHandle } from '@kilau/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildTestApp, FIXED_NOW } from '../../test/build-test-app';
import { addressesModule } from './index';
import { registerMember } from '../../test/members';

let app: App;
let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp({
    database,
    env: { LOGIN_RATE_LIMIT_MAX: '1000', RATE_LIMIT_MAX: '100000' },
  });
  // The lead's app.ts registers the module under /api; until then the test does it here.
  if (!app.hasRoute({ method: 'GET', url: '/api/users/me/addresses' })) {
    await app.register(addressesModule, {
      db: database.db,
      clock: () => FIXED_NOW,
      prefix: '/api',
    });
  }
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

/** A new member; answers their session cookie. */
const newMember = async () => (await registerMember(app)).token;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
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

/** Jl. Setiabudi, Sukasari, Kota Bandung, Jawa Barat. */
const BANDUNG = {
  title: 'Rumah',
  contact: 'Sari Dewi',
  firstname: 'Sari',
  lastname: 'Dewi',
  address1: 'Jl. Setiabudi No. 10',
  address2: 'RT 01 RW 02',
  country: 'Indonesia',
  province: '32',
  city: '32.73',
  district: '32.73.01',
  subdistrict: '32.73.01.1001',
  zipcode: '40154',
  phone: '081234567890',
};

const create = (session: string, overrides: Record<string, unknown> = {}) =>
  call(session, 'POST', '/api/addresses', { ...BANDUNG, ...overrides });
const list = async (session: string) => {
  const { status, body } = await call(session, 'GET', '/api/users/me/addresses');
  expect(status).toBe(200);
  return body.data as Array<{ _id: string; title: string; is_default: boolean; default: boolean }>;
};
const defaults = async (session: string) =>
  (await list(session)).filter((address) => address.is_default).map((address) => address._id);

describe('member-only', () => {
  it.each<[Method, string]>([
    ['GET', '/api/users/me/addresses'],
    ['POST', '/api/addresses'],
    ['PUT', '/api/addresses/1'],
    ['DELETE', '/api/addresses/1'],
    ['PUT', '/api/address/1/default'],
  ])("%s %s without a session → 401 'Silakan login.'", async (method, url) => {
    const payload = method === 'POST' || method === 'PUT' ? BANDUNG : undefined;
    const { status, body } = await call(null, method, url, payload);
    expect(status).toBe(401);
    expect(body).toMatchObject({ success: false, message: 'Silakan login.' });
  });
});

describe('create, list, update, delete, default', () => {
  it('saves an address with codes and names, the first one the default (000 §3, §8)', async () => {
    const session = await newMember();
    const { status, body } = await create(session);
    expect(status).toBe(201);
    expect(body).toMatchObject({
      success: true,
      message: 'Alamat kamu berhasil tersimpan.',
      meta: { code: 201 },
    });
    expect(body.data).toEqual({
      _id: expect.stringMatching(/^\d+$/),
      title: 'Rumah',
      contact: 'Sari Dewi',
      firstname: 'Sari',
      lastname: 'Dewi',
      address1: 'Jl. Setiabudi No. 10',
      address2: 'RT 01 RW 02',
      country: { id: 'ID', name: 'Indonesia' },
      province: { id: '32', name: 'Jawa Barat' },
      city: { id: '32.73', name: 'Kota Bandung' },
      district: { id: '32.73.01', name: 'Sukasari' },
      subdistrict: { id: '32.73.01.1001', name: expect.any(String) },
      zipcode: '40154',
      phone: '081234567890',
      default: true,
      is_default: true,
      is_selected: false,
      date: FIXED_NOW.toISOString(),
      lat: null,
      lng: null,
      papua_notice: false,
    });

    const { body: listed } = await call(session, 'GET', '/api/users/me/addresses');
    expect(listed).toMatchObject({ success: true, meta: { code: 200, total: 1 } });
    expect(listed.data).toEqual([body.data]);
  });

  it('answers in English on request', async () => {
    const session = await newMember();
    const { body } = await call(session, 'POST', '/api/addresses', BANDUNG, {
      'accept-language': 'en',
    });
    expect(body.message).toBe('Your address has been saved.');
  });

  it('keeps one default: a new default unsets the old one, listed first', async () => {
    const session = await newMember();
    const first = (await create(session)).body.data;
    const second = (await create(session, { title: 'Kantor' })).body.data;
    expect(second.is_default).toBe(false);
    expect(await defaults(session)).toEqual([first._id]);

    const third = (await create(session, { title: 'Kos Putri', default: true })).body.data;
    expect(third.is_default).toBe(true);
    expect(await defaults(session)).toEqual([third._id]);
    expect((await list(session)).map((a) => a.title)).toEqual(['Kos Putri', 'Kantor', 'Rumah']);

    const made = await call(session, 'PUT', `/api/address/${second._id}/default`);
    expect(made.status).toBe(200);
    expect(made.body.data).toMatchObject({ _id: second._id, is_default: true, default: true });
    expect(await defaults(session)).toEqual([second._id]);
  });

  it('updates an address; default false leaves the default as it is', async () => {
    const session = await newMember();
    const first = (await create(session)).body.data;
    const { status, body } = await call(session, 'PUT', `/api/addresses/${first._id}`, {
      ...BANDUNG,
      title: 'Rumah Ibu',
      province: '31',
      city: '31.71',
      district: '31.71.01',
      subdistrict: '31.71.01.1001',
      zipcode: '10110',
      default: false,
      lat: -6.2,
      lng: 106.8,
    });
    expect(status).toBe(200);
    expect(body.message).toBe('Alamat kamu berhasil tersimpan.');
    expect(body.data).toMatchObject({
      _id: first._id,
      title: 'Rumah Ibu',
      province: { id: '31' },
      city: { id: '31.71' },
      district: { id: '31.71.01' },
      subdistrict: { id: '31.71.01.1001' },
      zipcode: '10110',
      is_default: true,
      lat: -6.2,
      lng: 106.8,
    });
    expect(await list(session)).toHaveLength(1);

    const second = (await create(session, { title: 'Kantor' })).body.data;
    const promoted = await call(session, 'PUT', `/api/addresses/${second._id}`, {
      ...BANDUNG,
      title: 'Kantor',
      default: true,
    });
    expect(promoted.body.data.is_default).toBe(true);
    expect(await defaults(session)).toEqual([second._id]);
  });

  it('deletes; a deleted default passes to the newest remaining address', async () => {
    const session = await newMember();
    const a = (await create(session, { title: 'Pertama' })).body.data;
    const b = (await create(session, { title: 'Kedua' })).body.data;
    const c = (await create(session, { title: 'Ketiga' })).body.data;

    const removed = await call(session, 'DELETE', `/api/addresses/${b._id}`);
    expect(removed).toMatchObject({
      status: 200,
      body: { success: true, message: 'Alamat kamu berhasil dihapus.', data: { _id: b._id } },
    });
    expect(await defaults(session)).toEqual([a._id]);

    await call(session, 'DELETE', `/api/addresses/${a._id}`);
    expect(await defaults(session)).toEqual([c._id]);
    await call(session, 'DELETE', `/api/addresses/${c._id}`);
    expect(await list(session)).toEqual([]);

    const again = await call(session, 'DELETE', `/api/addresses/${c._id}`);
    expect(again.status).toBe(404);
    expect((await create(session)).body.data.is_default).toBe(true);
  });
});

describe("another member's addresses", () => {
  it('are not listed and answer 404 on every call (not 403)', async () => {
    const owner = await newMember();
    const other = await newMember();
    const mine = (await create(owner)).body.data;
    await create(other, { title: 'Kantor' });

    expect((await list(other)).map((a) => a._id)).not.toContain(mine._id);
    for (const [method, url, payload] of [
      ['PUT', `/api/addresses/${mine._id}`, BANDUNG],
      ['DELETE', `/api/addresses/${mine._id}`, undefined],
      ['PUT', `/api/address/${mine._id}/default`, undefined],
    ] as const) {
      const { status, body } = await call(other, method, url, payload);
      expect(status, `${method} ${url}`).toBe(404);
      expect(body).toMatchObject({
        success: false,
        errorCode: 'address_not_found',
        message: 'Alamat tidak ditemukan.',
      });
    }
    // Nothing changed for the owner.
    expect(await list(owner)).toMatchObject([{ _id: mine._id, title: 'Rumah', is_default: true }]);
  });

  it.each(['abc', '0', '-1', '99999999999999999999'])('a malformed id %s → 404', async (id) => {
    const session = await newMember();
    const { status } = await call(session, 'PUT', `/api/address/${id}/default`);
    expect(status).toBe(404);
  });
});

describe('bad input (000 §5 address form rules)', () => {
  let session: string;
  beforeAll(async () => {
    session = await newMember();
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['zipcode', { zipcode: '4015' }, 'Kode pos harus 5 digit angka'],
    ['zipcode', { zipcode: '40l54' }, 'Kode pos harus 5 digit angka'],
    ['zipcode', { zipcode: '401540' }, 'Kode pos harus 5 digit angka'],
    ['phone', { phone: '081234567' }, 'Nomor handphone minimal 10 digit'],
    ['phone', { phone: '0812-345-678' }, 'Nomor handphone hanya boleh berisi angka'],
    ['title', { title: 'Rum' }, 'Label harus 4 sampai 16 karakter'],
    ['title', { title: 'Rumah Nenek Di Desa' }, 'Label harus 4 sampai 16 karakter'],
    ['title', { title: 'Rumah 2' }, 'Label hanya boleh berisi huruf dan spasi'],
    ['title', { title: '' }, 'Data belum diisi'],
    ['contact', { contact: '   ' }, 'Data belum diisi'],
    ['address1', { address1: undefined }, 'Data belum diisi'],
    ['province', { province: '' }, 'Data belum diisi'],
    ['city', { city: undefined }, 'Data belum diisi'],
    ['district', { district: null }, 'Data belum diisi'],
    ['subdistrict', { subdistrict: '' }, 'Data belum diisi'],
    ['zipcode', { zipcode: '' }, 'Data belum diisi'],
    ['phone', { phone: undefined }, 'Data belum diisi'],
  ])('%s %j → 422 %s', async (field, change, message) => {
    const { status, body } = await create(session, change);
    expect(status).toBe(422);
    expect(body).toMatchObject({ success: false, errorCode: 'validation_failed' });
    expect(body.data.fields[field]).toBe(message);
  });

  it('gives the field messages in English on request', async () => {
    const { body } = await call(
      session,
      'POST',
      '/api/addresses',
      { ...BANDUNG, zipcode: '1', title: '' },
      { 'accept-language': 'en' },
    );
    expect(body.data.fields).toMatchObject({
      zipcode: 'Zip code must be 5 digits',
      title: 'This field is required',
    });
  });

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    [
      'a city of another province',
      { city: '31.71', district: '31.71.01', subdistrict: '31.71.01.1001' },
      { city: 'Pilihan tidak sesuai dengan wilayah di atasnya' },
    ],
    [
      'a district of another city',
      { district: '32.04.05' },
      {
        district: 'Pilihan tidak sesuai dengan wilayah di atasnya',
        subdistrict: 'Pilihan tidak sesuai dengan wilayah di atasnya',
      },
    ],
    [
      'a subdistrict of another district',
      { subdistrict: '32.73.02.1001' },
      { subdistrict: 'Pilihan tidak sesuai dengan wilayah di atasnya' },
    ],
    ['an unknown province', { province: '99' }, { province: 'Pilihan tidak valid' }],
    ['a name instead of a code', { city: 'Bandung' }, { city: 'Pilihan tidak valid' }],
    ['another country', { country: 'Malaysia' }, { country: 'Pilihan tidak valid' }],
  ])('refuses %s with 422 and a field message', async (_case, change, fields) => {
    const { status, body } = await create(session, change);
    expect(status).toBe(422);
    expect(body).toMatchObject({ success: false, errorCode: 'validation_failed' });
    expect(body.data.fields).toMatchObject(fields);
  });

  it('refuses half a map pin', async () => {
    const { status, body } = await create(session, { lat: -6.2 });
    expect(status).toBe(422);
    expect(body.data.fields.lng).toBe('Data belum diisi');
  });

  it('saved nothing on any refusal', async () => {
    expect(await list(session)).toEqual([]);
  });
});

describe(`at most ${MAX_ADDRESSES} addresses per member (max-address alert)`, () => {
  const ALERT =
    'Kamu hanya dapat menyimpan maksimal 10 alamat. Hapus salah satu alamat untuk menambahkan alamat baru.';

  it('refuses the 11th with 422 and the alert message', async () => {
    const session = await newMember();
    for (let i = 0; i < MAX_ADDRESSES; i += 1) {
      expect((await create(session)).status).toBe(201);
    }
    const { status, body } = await create(session);
    expect(status).toBe(422);
    expect(body).toMatchObject({
      success: false,
      errorCode: 'address_limit_reached',
      message: ALERT,
      data: { max: 10 },
    });
    expect(await list(session)).toHaveLength(MAX_ADDRESSES);
  });

  it('holds under 15 parallel creates from 5 saved: exactly 10 in the end', async () => {
    const session = await newMember();
    for (let i = 0; i < 5; i += 1) await create(session);
    const results = await Promise.all(Array.from({ length: 15 }, () => create(session)));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 422)).toHaveLength(10);
    expect(await list(session)).toHaveLength(MAX_ADDRESSES);
    expect(await defaults(session)).toHaveLength(1);
  });
});

describe('one default under parallel changes', () => {
  it('leaves exactly one default after 10 parallel default changes', async () => {
    const session = await newMember();
    const ids: string[] = [];
    for (let i = 0; i < 10; i += 1) ids.push((await create(session)).body.data._id);
    const results = await Promise.all(
      ids.map((id) => call(session, 'PUT', `/api/address/${id}/default`)),
    );
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(await defaults(session)).toHaveLength(1);
  });

  it('leaves exactly one default when the first addresses are created in parallel', async () => {
    const session = await newMember();
    const results = await Promise.all(Array.from({ length: 6 }, () => create(session)));
    expect(results.map((r) => r.status)).toEqual(Array(6).fill(201));
    expect(await defaults(session)).toHaveLength(1);
  });
});

describe('Papua alert (001 §2)', () => {
  it('flags addresses in the Papua provinces', async () => {
    const session = await newMember();
    const village = await database.db
      .selectFrom('villages')
      .innerJoin('districts', 'districts.code', 'villages.district_code')
      .innerJoin('regencies', 'regencies.code', 'districts.regency_code')
      .select(['villages.code as village', 'districts.code as district', 'regencies.code as city'])
      .where('regencies.province_code', '=', '94')
      .orderBy('villages.code')
      .executeTakeFirstOrThrow();
    const { status, body } = await create(session, {
      province: '94',
      city: village.city,
      district: village.district,
      subdistrict: village.village,
      zipcode: '98811',
    });
    expect(status).toBe(201);
    expect(body.data).toMatchObject({
      province: { id: '94', name: 'Papua Tengah' },
      papua_notice: true,
    });
    expect((await list(session))[0]).toMatchObject({ papua_notice: true });
  });
});

describe('OpenAPI', () => {
  it('documents the address calls', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = res.json().paths;
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining([
        '/api/addresses',
        '/api/addresses/{id}',
        '/api/users/me/addresses',
        '/api/address/{id}/default',
      ]),
    );
    expect(paths['/api/addresses'].post.requestBody).toBeDefined();
  });
});
