import { sql, type Kysely } from 'kysely';

/**
 * Shipping (000 §3 Shipping method, §4, §7; issue 7; design/checkout-and-payment.md): carriers and their services, the
 * shop's warehouse (the origin of every parcel), destination zones and a rate table, and the
 * service a member chose for a bag.
 *
 * - `shipping_zone_areas` map official region codes to a zone: a province ('32'), a regency/city
 *   ('32.75') or a district ('32.75.01'). An address belongs to the zone of its longest matching
 *   code, so Bekasi (32.75) is Greater Jakarta while the rest of West Java (32) is not. Region
 *   rows are reference data written after the migrations (`seedRegions`), so these codes are
 *   checked for shape here and against the regions by the API's tests, not by foreign keys.
 * - `shipping_rates`: warehouse × zone × service → first-kg price, next-kg price and the
 *   delivery time in days. A rate applies from `valid_from` until `valid_until` (open when null);
 *   the newest row in force wins, so a price change is a new row and a stop is a `valid_until`.
 *   No row in force: the service does not serve that zone (same-day serves Greater Jakarta only).
 * - `shipping_warehouses`: at most one is active; moving the origin is a data change (and its
 *   rates) — the code reads no configuration for it.
 * - `cart_shippings`: the member's choice for a bag, with the price shown when it was chosen;
 *   checkout re-prices it (a price that moved is `price_mismatch`).
 *
 * The rates are the shop's reference data (carriers' 2026 retail rates from a Jakarta warehouse,
 * rounded to Rp 500), inserted here so that every database — `npm start`, the tests' template,
 * production — has them without a seed step.
 */
const STATEMENTS = [
  `create table shipping_carriers (
     code text primary key check (code ~ '^[a-z][a-z0-9_]{1,31}$'),
     name text not null check (name <> ''),
     logo_url text check (logo_url is null or logo_url <> ''),
     brand_color text not null check (brand_color ~ '^#[0-9a-f]{6}$'),
     can_track boolean not null default true,
     is_active boolean not null default true,
     position smallint not null default 0
   )`,

  `create table shipping_services (
     code text primary key check (code ~ '^[a-z][a-z0-9_]{1,31}$'),
     carrier_code text not null references shipping_carriers(code) on delete restrict,
     name text not null check (name <> ''),
     shipping_type text not null check (shipping_type in ('regular', 'express', 'same_day')),
     max_weight_grams integer not null check (max_weight_grams > 0),
     -- Paid after this hour (WIB) the parcel leaves the next day; null: no cut-off.
     cutoff_hour smallint check (cutoff_hour between 1 and 23),
     is_active boolean not null default true,
     position smallint not null default 0
   )`,
  `create index shipping_services_carrier_idx on shipping_services (carrier_code)`,

  `create table shipping_zones (
     code text primary key check (code ~ '^[a-z][a-z0-9_]{1,39}$'),
     name text not null check (name <> '')
   )`,
  `create table shipping_zone_areas (
     region_code text primary key
       check (region_code ~ '^[0-9]{2}(\\.[0-9]{2}(\\.[0-9]{2})?)?$'),
     zone_code text not null references shipping_zones(code) on delete cascade
   )`,
  `create index shipping_zone_areas_zone_idx on shipping_zone_areas (zone_code)`,

  `create table shipping_warehouses (
     code text primary key check (code ~ '^[a-z][a-z0-9_]{1,31}$'),
     name text not null check (name <> ''),
     address text not null check (address <> ''),
     district_code text not null check (district_code ~ '^[0-9]{2}\\.[0-9]{2}\\.[0-9]{2}$'),
     is_active boolean not null default false
   )`,
  `create unique index shipping_warehouses_one_active on shipping_warehouses (is_active) where is_active`,

  `create table shipping_rates (
     warehouse_code text not null references shipping_warehouses(code) on delete cascade,
     zone_code text not null references shipping_zones(code) on delete cascade,
     service_code text not null references shipping_services(code) on delete cascade,
     valid_from timestamptz not null,
     valid_until timestamptz,
     first_kg_price integer not null check (first_kg_price >= 0),
     next_kg_price integer not null check (next_kg_price >= 0),
     eta_min_days smallint not null check (eta_min_days >= 0),
     eta_max_days smallint not null check (eta_max_days >= eta_min_days),
     primary key (warehouse_code, zone_code, service_code, valid_from),
     check (valid_until is null or valid_until > valid_from)
   )`,

  `create table cart_shippings (
     cart_id bigint primary key references carts(id) on delete cascade,
     address_id bigint not null references addresses(id) on delete cascade,
     service_code text not null references shipping_services(code) on delete restrict,
     weight_grams integer not null check (weight_grams >= 0),
     billed_weight_kg integer not null check (billed_weight_kg >= 1),
     fee integer not null check (fee >= 0),
     discount integer not null check (discount between 0 and fee),
     eta_min_days smallint not null check (eta_min_days >= 0),
     eta_max_days smallint not null check (eta_max_days >= eta_min_days),
     chosen_at timestamptz not null
   )`,
  `create index cart_shippings_address_idx on cart_shippings (address_id)`,
];

/** Carriers: code, name, brand colour (for the generated logo badge), order. */
const CARRIERS: [string, string, string, number][] = [
  ['jne', 'JNE', '#00529c', 1],
  ['sicepat', 'SiCepat', '#c8102e', 2],
  ['jnt', 'J&T Express', '#e3001b', 3],
  ['anteraja', 'AnterAja', '#e6007e', 4],
  ['gosend', 'GoSend', '#00aa13', 5],
];

/** Services: code, carrier, name, type, maximum parcel (g), cut-off hour WIB, order. */
const SERVICES: [string, string, string, string, number, number, number][] = [
  ['jne_reg', 'jne', 'REG', 'regular', 50_000, 15, 1],
  ['jne_yes', 'jne', 'YES', 'express', 30_000, 15, 2],
  ['sicepat_reg', 'sicepat', 'REG', 'regular', 50_000, 15, 3],
  ['jnt_ez', 'jnt', 'EZ', 'regular', 50_000, 15, 4],
  ['anteraja_reg', 'anteraja', 'Reguler', 'regular', 50_000, 15, 5],
  ['same_day', 'gosend', 'Same Day', 'same_day', 20_000, 13, 6],
];

/**
 * Zones from the Jakarta warehouse: code, name, region codes, JNE REG price per kg and its
 * delivery days. Java is cheapest and fastest; Papua and Maluku dearest and slowest.
 */
const ZONES: [string, string, string[], number, number, number][] = [
  [
    'greater_jakarta',
    'Jabodetabek',
    ['31', '32.01', '32.71', '32.76', '32.16', '32.75', '36.03', '36.71', '36.74'],
    10_000,
    1,
    2,
  ],
  ['kepulauan_seribu', 'Kepulauan Seribu', ['31.01'], 24_000, 3, 5],
  ['banten', 'Banten', ['36'], 12_000, 1, 2],
  ['jawa_barat', 'Jawa Barat', ['32'], 14_000, 2, 3],
  ['jawa_tengah', 'Jawa Tengah', ['33'], 18_000, 2, 3],
  ['di_yogyakarta', 'DI Yogyakarta', ['34'], 19_000, 2, 3],
  ['jawa_timur', 'Jawa Timur', ['35'], 20_000, 2, 4],
  ['bali', 'Bali', ['51'], 29_000, 2, 4],
  ['lampung', 'Lampung', ['18'], 21_000, 2, 4],
  ['sumatera_selatan', 'Sumatera Selatan', ['16'], 25_000, 3, 4],
  ['bengkulu', 'Bengkulu', ['17'], 28_000, 3, 5],
  ['jambi', 'Jambi', ['15'], 27_000, 3, 5],
  ['bangka_belitung', 'Kepulauan Bangka Belitung', ['19'], 29_000, 3, 5],
  ['riau', 'Riau', ['14'], 30_000, 3, 5],
  ['kepulauan_riau', 'Kepulauan Riau', ['21'], 33_000, 3, 5],
  ['sumatera_barat', 'Sumatera Barat', ['13'], 30_000, 3, 5],
  ['sumatera_utara', 'Sumatera Utara', ['12'], 34_000, 3, 5],
  ['aceh', 'Aceh', ['11'], 40_000, 4, 6],
  ['nusa_tenggara_barat', 'Nusa Tenggara Barat', ['52'], 35_000, 3, 5],
  ['nusa_tenggara_timur', 'Nusa Tenggara Timur', ['53'], 55_000, 4, 7],
  ['kalimantan_barat', 'Kalimantan Barat', ['61'], 38_000, 3, 5],
  ['kalimantan_tengah', 'Kalimantan Tengah', ['62'], 44_000, 4, 6],
  ['kalimantan_selatan', 'Kalimantan Selatan', ['63'], 38_000, 3, 5],
  ['kalimantan_timur', 'Kalimantan Timur', ['64'], 42_000, 3, 5],
  ['kalimantan_utara', 'Kalimantan Utara', ['65'], 52_000, 4, 7],
  ['sulawesi_utara', 'Sulawesi Utara', ['71'], 52_000, 4, 6],
  ['sulawesi_tengah', 'Sulawesi Tengah', ['72'], 52_000, 4, 7],
  ['sulawesi_selatan', 'Sulawesi Selatan', ['73'], 42_000, 3, 5],
  ['sulawesi_tenggara', 'Sulawesi Tenggara', ['74'], 50_000, 4, 6],
  ['gorontalo', 'Gorontalo', ['75'], 54_000, 4, 7],
  ['sulawesi_barat', 'Sulawesi Barat', ['76'], 50_000, 4, 6],
  ['maluku', 'Maluku', ['81'], 65_000, 5, 8],
  ['maluku_utara', 'Maluku Utara', ['82'], 68_000, 5, 8],
  ['papua', 'Papua', ['91'], 95_000, 5, 9],
  ['papua_barat', 'Papua Barat', ['92'], 90_000, 5, 9],
  ['papua_selatan', 'Papua Selatan', ['93'], 105_000, 6, 10],
  ['papua_tengah', 'Papua Tengah', ['94'], 115_000, 6, 11],
  ['papua_pegunungan', 'Papua Pegunungan', ['95'], 150_000, 7, 14],
  ['papua_barat_daya', 'Papua Barat Daya', ['96'], 88_000, 5, 8],
];

const WAREHOUSE = {
  code: 'jakarta_cakung',
  name: 'Gudang Kilau Jakarta',
  address: 'Jl. Raya Bekasi KM 22, Cakung, Jakarta Timur 13910',
  district_code: '31.75.06',
};
const RATES_FROM = '2026-01-01T00:00:00+07:00';

const round500 = (value: number) => Math.round(value / 500) * 500;

type RateRow = [string, string, number, number, number, number];

/**
 * Each zone's services, from its JNE REG price and days: SiCepat and J&T a little cheaper, AnterAja
 * cheaper but a day slower and not in the remotest zones, JNE YES (next day) only where regular
 * parcels take at most five days, and the same-day courier in Greater Jakarta only.
 */
function ratesOf([zone, , , perKg, etaMin, etaMax]: (typeof ZONES)[number]): RateRow[] {
  const rows: RateRow[] = [
    [zone, 'jne_reg', perKg, perKg, etaMin, etaMax],
    [zone, 'sicepat_reg', round500(perKg * 0.95), round500(perKg * 0.95), etaMin, etaMax],
    [zone, 'jnt_ez', round500(perKg * 0.97), round500(perKg * 0.97), etaMin, etaMax],
  ];
  if (!['papua_pegunungan', 'kepulauan_seribu'].includes(zone)) {
    const price = round500(perKg * 0.9);
    rows.push([zone, 'anteraja_reg', price, price, etaMin, etaMax + 1]);
  }
  if (etaMax <= 5 && zone !== 'kepulauan_seribu') {
    const price = round500(perKg * 1.8);
    rows.push([zone, 'jne_yes', price, price, 1, etaMin <= 2 ? 1 : 2]);
  }
  if (zone === 'greater_jakarta') rows.push([zone, 'same_day', 18_000, 3_000, 0, 0]);
  return rows;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of STATEMENTS) await sql.raw(statement).execute(db);

  await sql`insert into shipping_carriers (code, name, brand_color, position) values ${sql.join(
    CARRIERS.map(([code, name, color, position]) => sql`(${code}, ${name}, ${color}, ${position})`),
  )}`.execute(db);
  await sql`insert into shipping_services
    (code, carrier_code, name, shipping_type, max_weight_grams, cutoff_hour, position)
    values ${sql.join(
      SERVICES.map(
        ([code, carrier, name, type, maxWeight, cutoff, position]) =>
          sql`(${code}, ${carrier}, ${name}, ${type}, ${maxWeight}, ${cutoff}, ${position})`,
      ),
    )}`.execute(db);
  await sql`insert into shipping_zones (code, name) values ${sql.join(
    ZONES.map(([code, name]) => sql`(${code}, ${name})`),
  )}`.execute(db);
  await sql`insert into shipping_zone_areas (region_code, zone_code) values ${sql.join(
    ZONES.flatMap(([zone, , areas]) => areas.map((area) => sql`(${area}, ${zone})`)),
  )}`.execute(db);
  await sql`insert into shipping_warehouses (code, name, address, district_code, is_active)
    values (${WAREHOUSE.code}, ${WAREHOUSE.name}, ${WAREHOUSE.address},
            ${WAREHOUSE.district_code}, true)`.execute(db);
  await sql`insert into shipping_rates (warehouse_code, zone_code, service_code, valid_from,
      first_kg_price, next_kg_price, eta_min_days, eta_max_days)
    values ${sql.join(
      ZONES.flatMap(ratesOf).map(
        ([zone, service, first, next, etaMin, etaMax]) =>
          sql`(${WAREHOUSE.code}, ${zone}, ${service}, ${RATES_FROM}::timestamptz,
               ${first}, ${next}, ${etaMin}, ${etaMax})`,
      ),
    )}`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'cart_shippings',
    'shipping_rates',
    'shipping_warehouses',
    'shipping_zone_areas',
    'shipping_zones',
    'shipping_services',
    'shipping_carriers',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
