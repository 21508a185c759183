import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type DatabaseHandle } from '../testing';
import { REGIONS_DATA_VERSION, REGIONS_SEED_KEY, regionName, seedRegions } from './seed-regions';

let handle: DatabaseHandle;
let seedMs = 0;

beforeAll(async () => {
  handle = await createTestDatabase();
  const started = performance.now();
  const result = await seedRegions(handle.db);
  seedMs = performance.now() - started;
  expect(result).toMatchObject({ seeded: true, version: REGIONS_DATA_VERSION });
});
afterAll(async () => {
  await handle?.close();
});

const count = async (query: string) => {
  const { rows } = await sql<{ n: number }>`${sql.raw(query)}`.execute(handle.db);
  return Number(rows[0]?.n ?? 0);
};

describe('region seed', () => {
  it('holds the current official hierarchy', async () => {
    expect(await count('select count(*) as n from provinces')).toBe(38);
    const regencies = await count('select count(*) as n from regencies');
    expect(regencies).toBeGreaterThanOrEqual(510);
    expect(regencies).toBeLessThanOrEqual(520);
    const districts = await count('select count(*) as n from districts');
    expect(districts).toBeGreaterThanOrEqual(7_200);
    expect(districts).toBeLessThanOrEqual(7_400);
    const villages = await count('select count(*) as n from villages');
    expect(villages).toBeGreaterThanOrEqual(83_000);
    expect(villages).toBeLessThanOrEqual(84_500);
  });

  it('gives every region a parent and every parent children', async () => {
    // The foreign keys guarantee the parents; no level may have a childless parent either.
    expect(
      await count(
        'select count(*) as n from provinces p where not exists (select 1 from regencies r where r.province_code = p.code)',
      ),
    ).toBe(0);
    expect(
      await count(
        'select count(*) as n from regencies r where not exists (select 1 from districts d where d.regency_code = r.code)',
      ),
    ).toBe(0);
    expect(
      await count(
        'select count(*) as n from districts d where not exists (select 1 from villages v where v.district_code = d.code)',
      ),
    ).toBe(0);
    expect(
      await count(
        'select count(*) as n from villages v left join districts d on d.code = v.district_code where d.code is null',
      ),
    ).toBe(0);
  });

  it('keeps the official codes and names', async () => {
    const bandung = await handle.db
      .selectFrom('regencies')
      .innerJoin('provinces', 'provinces.code', 'regencies.province_code')
      .select(['regencies.name', 'provinces.name as province'])
      .where('regencies.code', '=', '32.73')
      .executeTakeFirstOrThrow();
    expect(bandung).toEqual({ name: 'Kota Bandung', province: 'Jawa Barat' });
    const papua = await handle.db
      .selectFrom('provinces')
      .select('code')
      .where('name', 'like', 'Papua%')
      .execute();
    expect(papua).toHaveLength(6);
  });

  it('writes provinces, regencies and districts in one case style (title case)', async () => {
    for (const table of ['provinces', 'regencies', 'districts']) {
      expect(
        await count(
          `select count(*) as n from ${table} where name = upper(name) and name ~ '[A-Z]{2}' and name !~ '^(DKI|[IVXL]+)$'`,
        ),
        table,
      ).toBe(0);
    }
    const names = await handle.db
      .selectFrom('provinces')
      .select('name')
      .where('code', 'in', ['31', '34', '19'])
      .orderBy('code')
      .execute();
    expect(names.map((row) => row.name)).toEqual([
      'Kepulauan Bangka Belitung',
      'DKI Jakarta',
      'Daerah Istimewa Yogyakarta',
    ]);
  });

  it.each([
    ['KOTA BANDUNG', 'Kota Bandung'],
    ['DKI JAKARTA', 'DKI Jakarta'],
    ['KABUPATEN PANGKAJENE DAN KEPULAUAN', 'Kabupaten Pangkajene dan Kepulauan'],
    ['KABUPATEN TOLI-TOLI', 'Kabupaten Toli-Toli'],
    ["KI'E", "Ki'e"],
    ['Koto XI Tarusan', 'Koto XI Tarusan'],
  ])('names %s as %s', (source, shown) => {
    expect(regionName(source)).toBe(shown);
  });

  it('has countries with Indonesia as the one default', async () => {
    const defaults = await handle.db
      .selectFrom('countries')
      .select(['code', 'name'])
      .where('is_default', '=', true)
      .execute();
    expect(defaults).toEqual([{ code: 'ID', name: 'Indonesia' }]);
    const asean = await handle.db
      .selectFrom('countries')
      .select('code')
      .where('code', 'in', ['BN', 'KH', 'ID', 'LA', 'MY', 'MM', 'PH', 'SG', 'TH', 'TL', 'VN'])
      .execute();
    expect(asean).toHaveLength(11);
    expect(await count('select count(*) as n from countries')).toBeGreaterThanOrEqual(240);
  });

  it('has no postal codes (the source has none) rather than invented ones', async () => {
    expect(await count('select count(*) as n from villages where postal_code is not null')).toBe(0);
  });

  it('is idempotent and records its version', async () => {
    const before = await count('select count(*) as n from villages');
    const again = await seedRegions(handle.db);
    expect(again).toMatchObject({ seeded: false, version: REGIONS_DATA_VERSION, provinces: 38 });
    expect(await count('select count(*) as n from villages')).toBe(before);
    const meta = await handle.db
      .selectFrom('app_meta')
      .select('value')
      .where('key', '=', REGIONS_SEED_KEY)
      .executeTakeFirstOrThrow();
    expect(meta.value).toMatchObject({ version: REGIONS_DATA_VERSION, villages: before });
  });

  it('upserts on a new data version without duplicating or losing rows', async () => {
    await handle.db
      .updateTable('provinces')
      .set({ name: 'OLD NAME' })
      .where('code', '=', '11')
      .execute();
    await handle.db
      .updateTable('app_meta')
      .set({ value: JSON.stringify({ version: 0 }) })
      .where('key', '=', REGIONS_SEED_KEY)
      .execute();
    const result = await seedRegions(handle.db);
    expect(result.seeded).toBe(true);
    const aceh = await handle.db
      .selectFrom('provinces')
      .select('name')
      .where('code', '=', '11')
      .executeTakeFirstOrThrow();
    expect(aceh.name).toBe('Aceh');
    expect(await count('select count(*) as n from provinces')).toBe(38);
  });

  it('is fast enough to run at every start', () => {
    // Measured ≈ 2–3 s on PGlite; the bound leaves room for a loaded CI machine.
    console.info(`seedRegions: ${Math.round(seedMs)} ms on ${handle.kind}`);
    expect(seedMs).toBeLessThan(20_000);
  });
});
