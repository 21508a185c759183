import { sql, type Kysely } from 'kysely';

/**
 * Where shoppers live (001 §3 Address, §7 regions): the official Indonesian hierarchy —
 * provinces, regencies/cities (kabupaten/kota), districts (kecamatan) and villages
 * (kelurahan/desa) — keyed by the government's own codes ('32', '32.73', '32.73.01',
 * '32.73.01.1001'), plus countries for the address form's country field.
 *
 * Each child code starts with its parent's code, which the checks enforce, so a code alone
 * says where a place is. Rows are reference data written by `seedRegions`; addresses refer to
 * them, so they are upserted on a new data version, never deleted.
 */
const STATEMENTS = [
  `create table countries (
     code text primary key check (code ~ '^[A-Z]{2}$'),
     name text not null check (name <> ''),
     is_default boolean not null default false
   )`,
  // At most one default country (Indonesia).
  `create unique index countries_one_default_idx on countries (is_default) where is_default`,

  `create table provinces (
     code text primary key check (code ~ '^[0-9]{2}$'),
     name text not null check (name <> '')
   )`,

  `create table regencies (
     code text primary key check (code ~ '^[0-9]{2}\\.[0-9]{2}$'),
     province_code text not null references provinces(code) on delete restrict,
     name text not null check (name <> ''),
     check (left(code, 2) = province_code)
   )`,
  `create index regencies_province_idx on regencies (province_code)`,

  `create table districts (
     code text primary key check (code ~ '^[0-9]{2}\\.[0-9]{2}\\.[0-9]{2}$'),
     regency_code text not null references regencies(code) on delete restrict,
     name text not null check (name <> ''),
     check (left(code, 5) = regency_code)
   )`,
  `create index districts_regency_idx on districts (regency_code)`,

  `create table villages (
     code text primary key check (code ~ '^[0-9]{2}\\.[0-9]{2}\\.[0-9]{2}\\.[0-9]{4}$'),
     district_code text not null references districts(code) on delete restrict,
     name text not null check (name <> ''),
     postal_code text check (postal_code ~ '^[0-9]{5}$'),
     check (left(code, 8) = district_code)
   )`,
  `create index villages_district_idx on villages (district_code)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of STATEMENTS) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['villages', 'districts', 'regencies', 'provinces', 'countries']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
