import { getDistricts, getProvinces, getRegencies, getVillages } from 'idn-area-data';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../schema';
import { COUNTRIES, DEFAULT_COUNTRY_CODE } from './regions-countries';

export const REGIONS_SEED_KEY = 'seed:regions';
/** Bump when the source data (the idn-area-data version), the country list or the names' case change. */
export const REGIONS_DATA_VERSION = 2;
export const REGIONS_SOURCE = 'idn-area-data@3.1.2';
/** Serialises concurrent seeders (several API instances starting at once). */
const SEED_LOCK = 0x6b6c7267;
/** Rows per statement: a few array parameters each, so the size only bounds memory per round trip. */
const BATCH_SIZE = 5_000;

export interface SeedRegionsResult {
  /** False when this data version was already there (nothing was written). */
  seeded: boolean;
  version: number;
  countries: number;
  provinces: number;
  regencies: number;
  districts: number;
  villages: number;
}

type Counts = Omit<SeedRegionsResult, 'seeded' | 'version'>;

interface SeedRecord extends Counts {
  version: number;
  source: string;
  seededAt: string;
}

/** One table's rows as columns, for `unnest` (three text arrays instead of 15,000 parameters). */
interface Table {
  name: 'provinces' | 'regencies' | 'districts' | 'villages';
  parent: 'province_code' | 'regency_code' | 'district_code' | null;
  rows: ReadonlyArray<{ code: string; parent: string; name: string }>;
}

const present = (row: { code: string }) => row.code !== '';

const KEEP_UPPER = /^(DKI|[IVXL]+)$/;
const KEEP_LOWER = new Set(['dan']);

/**
 * A region's name in the one case style the shop shows (ADR 0030): the source writes provinces
 * and regencies in capitals ("KOTA BANDUNG") and districts and villages in title case
 * ("Coblong", with a stray "KI'E"); provinces, regencies and districts are stored in title case
 * ("Kota Bandung", "DKI Jakarta", "Kabupaten Pangkajene dan Kepulauan"). Acronyms and roman
 * numerals stay in capitals; villages keep the source's own (a few are acronyms).
 */
export function regionName(name: string): string {
  if (name !== name.toUpperCase()) return name;
  return name
    .split(' ')
    .map((word, index) => {
      if (KEEP_UPPER.test(word)) return word;
      const lower = word.toLowerCase();
      if (index > 0 && KEEP_LOWER.has(lower)) return lower;
      return lower.replace(
        /(^|[-(.])(\p{L})/gu,
        (_, before: string, letter: string) => before + letter.toUpperCase(),
      );
    })
    .join(' ');
}

async function loadTables(): Promise<Table[]> {
  const [provinces, regencies, districts, villages] = await Promise.all([
    getProvinces(),
    getRegencies(),
    getDistricts(),
    getVillages(),
  ]);
  return [
    {
      name: 'provinces',
      parent: null,
      rows: provinces
        .filter(present)
        .map((row) => ({ ...row, name: regionName(row.name), parent: '' })),
    },
    {
      name: 'regencies',
      parent: 'province_code',
      rows: regencies
        .filter(present)
        .map((row) => ({ ...row, name: regionName(row.name), parent: row.province_code })),
    },
    {
      name: 'districts',
      parent: 'regency_code',
      rows: districts
        .filter(present)
        .map((row) => ({ ...row, name: regionName(row.name), parent: row.regency_code })),
    },
    {
      name: 'villages',
      parent: 'district_code',
      rows: villages.filter(present).map((row) => ({ ...row, parent: row.district_code })),
    },
  ];
}

/**
 * Inserts new codes and renames or moves changed ones; rows that did not change are not
 * rewritten. Codes that left the source stay (addresses may refer to them).
 */
function upsert(table: Table, rows: Table['rows']): RawBuilder<unknown> {
  const codes = rows.map((row) => row.code);
  const names = rows.map((row) => row.name);
  const into = sql.table(table.name);
  if (!table.parent) {
    return sql`insert into ${into} (code, name)
      select * from unnest(${codes}::text[], ${names}::text[])
      on conflict (code) do update set name = excluded.name
      where ${into}.name is distinct from excluded.name`;
  }
  const parent = sql.ref(table.parent);
  const parents = rows.map((row) => row.parent);
  return sql`insert into ${into} (code, ${parent}, name)
    select * from unnest(${codes}::text[], ${parents}::text[], ${names}::text[])
    on conflict (code) do update set ${parent} = excluded.${parent}, name = excluded.name
    where (${sql.ref(`${table.name}.${table.parent}`)}, ${into}.name)
      is distinct from (excluded.${parent}, excluded.name)`;
}

function upsertCountries(): RawBuilder<unknown> {
  const codes = COUNTRIES.map(([code]) => code);
  const names = COUNTRIES.map(([, name]) => name);
  const defaults = COUNTRIES.map(([code]) => code === DEFAULT_COUNTRY_CODE);
  return sql`insert into countries (code, name, is_default)
    select * from unnest(${codes}::text[], ${names}::text[], ${defaults}::boolean[])
    on conflict (code) do update set name = excluded.name, is_default = excluded.is_default
    where (countries.name, countries.is_default) is distinct from (excluded.name, excluded.is_default)`;
}

const readRecord = async (db: Kysely<Database>) => {
  const row = await db
    .selectFrom('app_meta')
    .select('value')
    .where('key', '=', REGIONS_SEED_KEY)
    .executeTakeFirst();
  return row ? (row.value as SeedRecord) : undefined;
};

const resultOf = (record: SeedRecord, seeded: boolean): SeedRegionsResult => ({
  seeded,
  version: record.version,
  countries: record.countries,
  provinces: record.provinces,
  regencies: record.regencies,
  districts: record.districts,
  villages: record.villages,
});

/**
 * Writes the reference data behind addresses: countries and the official Indonesian region
 * hierarchy from idn-area-data (38 provinces, 514 regencies/cities, 7,277 districts, 83,763
 * villages; ODbL, see the README's data credits). Safe to call at every start: once a data
 * version is recorded in `app_meta` the call is one indexed read. A newer version upserts in
 * one transaction. The source has no postal codes, so `villages.postal_code` stays empty.
 */
export async function seedRegions(
  db: Kysely<Database>,
  options: { now?: Date } = {},
): Promise<SeedRegionsResult> {
  const current = await readRecord(db);
  if (current?.version === REGIONS_DATA_VERSION) return resultOf(current, false);

  // Parsed before the transaction opens, so PGlite's single connection is not held meanwhile.
  const tables = await loadTables();
  const now = options.now ?? new Date();
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);
    const existing = await readRecord(trx);
    if (existing?.version === REGIONS_DATA_VERSION) return resultOf(existing, false);

    await upsertCountries().execute(trx);
    for (const table of tables) {
      for (let start = 0; start < table.rows.length; start += BATCH_SIZE) {
        await upsert(table, table.rows.slice(start, start + BATCH_SIZE)).execute(trx);
      }
    }
    const [provinces, regencies, districts, villages] = tables.map((table) => table.rows.length);
    const record: SeedRecord = {
      version: REGIONS_DATA_VERSION,
      source: REGIONS_SOURCE,
      countries: COUNTRIES.length,
      provinces: provinces ?? 0,
      regencies: regencies ?? 0,
      districts: districts ?? 0,
      villages: villages ?? 0,
      seededAt: now.toISOString(),
    };
    const value = JSON.stringify(record);
    await trx
      .insertInto('app_meta')
      .values({ key: REGIONS_SEED_KEY, value, updated_at: now })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: now }))
      .execute();
    return resultOf(record, true);
  });
}
