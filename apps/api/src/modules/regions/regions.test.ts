import { createTestDatabase, type DatabaseHandle } from '@kilau/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildTestApp, FIXED_NOW } from '../../test/build-test-app';
import { regionsModule } from './index';
import type { RegionsRepository } from './regions.repository';
import { createRegionsService, REGIONS_CACHE_TTL_MS } from './regions.service';

let app: App;
let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp({ database });
  // The lead's app.ts registers the module under /api; until then the test does it here.
  if (!app.hasRoute({ method: 'GET', url: '/api/provinces' })) {
    await app.register(regionsModule, {
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

const get = async (url: string, headers: Record<string, string> = {}) => {
  const res = await app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, body: res.json() };
};

interface Row {
  id: string;
  name: string;
}
const names = (rows: Row[]) => rows.map((row) => row.name);

describe('GET /api/provinces', () => {
  it('lists the 38 provinces by name in the envelope', async () => {
    const { status, body } = await get('/api/provinces');
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, meta: { code: 200, total: 38, limit: 999 } });
    expect(body.data).toHaveLength(38);
    expect(body.data[0]).toEqual({ id: '11', name: 'Aceh' });
    expect(names(body.data)).toEqual(
      [...names(body.data)].sort((a, b) => a.localeCompare(b, 'id')),
    );
  });

  it('sorts by -name and by official code, and honours limit', async () => {
    const desc = await get('/api/provinces?sort=-name&limit=3');
    expect(desc.body.meta).toMatchObject({ total: 38, limit: 3 });
    expect(names(desc.body.data)).toEqual(['Sumatera Utara', 'Sumatera Selatan', 'Sumatera Barat']);
    const byId = await get('/api/provinces?sort=id&limit=2');
    expect(byId.body.data.map((row: Row) => row.id)).toEqual(['11', '12']);
    const byIdDesc = await get('/api/provinces?sort=-id&limit=1');
    expect(byIdDesc.body.data).toEqual([{ id: '96', name: 'Papua Barat Daya' }]);
  });

  it.each([
    ['limit=0', 'limit'],
    ['limit=1000', 'limit'],
    ['limit=abc', 'limit'],
    ['sort=price', 'sort'],
  ])('refuses %s with 422 and a field message', async (query, field) => {
    const { status, body } = await get(`/api/provinces?${query}`);
    expect(status).toBe(422);
    expect(body).toMatchObject({ success: false, errorCode: 'validation_failed' });
    expect(typeof body.data.fields[field]).toBe('string');
  });
});

describe('GET /api/cities', () => {
  it('lists the regencies and cities of a province by name', async () => {
    const { status, body } = await get('/api/cities?province_id=32&sort=name&limit=999');
    expect(status).toBe(200);
    expect(body.meta).toMatchObject({ total: 27, limit: 999 });
    expect(body.data[0]).toEqual({ id: '32.04', name: 'Kabupaten Bandung', province_id: '32' });
    expect(names(body.data)).toContain('Kota Bandung');
    expect(body.data.every((city: { province_id: string }) => city.province_id === '32')).toBe(
      true,
    );
  });

  it.each(['/api/cities', '/api/cities?province_id=', '/api/cities?province_id=%20'])(
    "%s → 422 'Provinsi harus dipilih.' (001 §5; the spec's English in en, ADR 0030)",
    async (url) => {
      const { status, body } = await get(url);
      expect(status).toBe(422);
      expect(body).toMatchObject({
        success: false,
        errorCode: 'province_id_required',
        message: 'Provinsi harus dipilih.',
        meta: { code: 422 },
      });
    },
  );

  it('answers the spec’s English text on request', async () => {
    const { body } = await get('/api/cities', { 'accept-language': 'en' });
    expect(body.message).toBe('ProvinceId should not empty!');
  });

  it('refuses a malformed province id with a field message', async () => {
    const { status, body } = await get('/api/cities?province_id=jawa');
    expect(status).toBe(422);
    expect(body.data.fields.province_id).toBe('Pilihan tidak valid');
  });

  it('answers 404 region_not_found for a well-formed unknown province', async () => {
    const { status, body } = await get('/api/cities?province_id=99');
    expect(status).toBe(404);
    expect(body).toMatchObject({
      success: false,
      errorCode: 'region_not_found',
      message: 'Wilayah tidak ditemukan.',
    });
  });
});

describe('GET /api/districts and /api/subdistricts', () => {
  it('lists the districts of a city', async () => {
    const { status, body } = await get('/api/districts?city_id=32.73');
    expect(status).toBe(200);
    expect(body.meta.total).toBe(30);
    expect(body.data).toContainEqual({ id: '32.73.01', name: 'Sukasari', city_id: '32.73' });
  });

  it('lists the subdistricts of a district with their postal codes', async () => {
    const { status, body } = await get('/api/subdistricts?district_id=32.73.01&sort=id');
    expect(status).toBe(200);
    expect(body.meta.total).toBeGreaterThan(0);
    expect(body.data[0]).toEqual({
      id: '32.73.01.1001',
      name: expect.any(String),
      district_id: '32.73.01',
      postal_code: null,
    });
    const ids = body.data.map((row: Row) => row.id);
    expect(ids).toEqual([...ids].sort());
  });

  it.each([
    ['/api/districts', 'city_id', 'Data belum diisi'],
    ['/api/districts?city_id=', 'city_id', 'Data belum diisi'],
    ['/api/districts?city_id=3273', 'city_id', 'Pilihan tidak valid'],
    ['/api/subdistricts', 'district_id', 'Data belum diisi'],
    ['/api/subdistricts?district_id=32.73', 'district_id', 'Pilihan tidak valid'],
  ])('%s → 422 with the field message', async (url, field, message) => {
    const { status, body } = await get(url);
    expect(status).toBe(422);
    expect(body.errorCode).toBe('validation_failed');
    expect(body.data.fields[field]).toBe(message);
  });

  it.each(['/api/districts?city_id=32.99', '/api/subdistricts?district_id=32.73.99'])(
    '%s → 404 region_not_found',
    async (url) => {
      const { status, body } = await get(url);
      expect(status).toBe(404);
      expect(body.errorCode).toBe('region_not_found');
    },
  );
});

describe('GET /api/countries', () => {
  it('lists every country by name with Indonesia as the default', async () => {
    const { body } = await get('/api/countries');
    expect(body.meta.total).toBeGreaterThanOrEqual(240);
    expect(body.data.filter((row: { is_default: boolean }) => row.is_default)).toEqual([
      { id: 'ID', name: 'Indonesia', is_default: true },
    ]);
    expect(body.data[0].name).toBe('Afghanistan');
  });

  it('finds by name prefix, ignoring case and accents', async () => {
    const indo = await get('/api/countries?name=indo');
    expect(indo.body.data).toEqual([{ id: 'ID', name: 'Indonesia', is_default: true }]);
    const cote = await get('/api/countries?name=COTE');
    expect(names(cote.body.data)).toEqual(["Côte d'Ivoire"]);
  });

  it('puts names that start with the text before names with a word that does', async () => {
    const { body } = await get('/api/countries?name=korea');
    expect(names(body.data)).toEqual(['North Korea', 'South Korea']);
    const guinea = await get('/api/countries?name=guinea&limit=2');
    expect(names(guinea.body.data)).toEqual(['Guinea', 'Guinea-Bissau']);
    expect(guinea.body.meta).toMatchObject({ total: 4, limit: 2 });
  });

  it('answers an empty list when nothing matches, and refuses an overlong name', async () => {
    const none = await get('/api/countries?name=zzz');
    expect(none).toMatchObject({ status: 200, body: { data: [], meta: { total: 0 } } });
    const long = await get(`/api/countries?name=${'a'.repeat(61)}`);
    expect(long.status).toBe(422);
    expect(typeof long.body.data.fields.name).toBe('string');
  });
});

describe('OpenAPI', () => {
  it('documents the region calls', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = Object.keys(res.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/provinces',
        '/api/cities',
        '/api/districts',
        '/api/subdistricts',
        '/api/countries',
      ]),
    );
  });
});

describe('regions service cache', () => {
  it('keeps lists for an hour, unknown parents included, then reloads', async () => {
    const calls: string[] = [];
    const repository = {
      provinces: async () => {
        calls.push('provinces');
        return [
          { id: '12', name: 'SUMATERA UTARA' },
          { id: '11', name: 'ACEH' },
        ];
      },
      regencies: async (code: string) => {
        calls.push(`regencies:${code}`);
        return [];
      },
      exists: async (_table: string, code: string) => {
        calls.push(`exists:${code}`);
        return false;
      },
    } as unknown as RegionsRepository;
    let now = FIXED_NOW.getTime();
    const service = createRegionsService({ regions: repository, clock: () => new Date(now) });
    const options = { sort: 'name', limit: 999 } as const;

    expect((await service.provinces(options)).items.map((row) => row.id)).toEqual(['11', '12']);
    await service.provinces({ sort: '-name', limit: 1 });
    await expect(service.cities('99', options)).rejects.toMatchObject({ status: 404 });
    await expect(service.cities('99', options)).rejects.toMatchObject({ status: 404 });
    expect(calls).toEqual(['provinces', 'regencies:99', 'exists:99']);

    now += REGIONS_CACHE_TTL_MS + 1;
    await service.provinces(options);
    expect(calls.at(-1)).toBe('provinces');
  });
});
