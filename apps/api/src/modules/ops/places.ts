import type { Database, ShipmentPlace } from '@kilau/db';
import type { Kysely } from 'kysely';

const KEEP_UPPER = new Set(['DKI', 'DI', 'RT', 'RW']);

/** 'KOTA ADMINISTRASI JAKARTA SELATAN' → 'Jakarta Selatan'; 'KABUPATEN BOGOR' → 'Kab. Bogor'. */
export function placeName(official: string): string {
  const regency = official.trim().replace(/\s+/g, ' ');
  const kabupaten = /^KAB(UPATEN|\.)\s+/i.test(regency);
  const bare = regency.replace(
    /^(KOTA ADMINISTRASI|KABUPATEN ADMINISTRASI|KOTA|KABUPATEN|KAB\.)\s+/i,
    '',
  );
  const titled = bare
    .split(' ')
    .map((word) =>
      KEEP_UPPER.has(word.toUpperCase())
        ? word.toUpperCase()
        : word.charAt(0).toUpperCase() + word.slice(1).toLowerCase(),
    )
    .join(' ');
  return kabupaten ? `Kab. ${titled}` : titled;
}

async function regionNames(db: Kysely<Database>, districtCode: string | null) {
  if (!districtCode) return null;
  return db
    .selectFrom('districts')
    .innerJoin('regencies', 'regencies.code', 'districts.regency_code')
    .innerJoin('provinces', 'provinces.code', 'regencies.province_code')
    .select([
      'districts.name as district',
      'regencies.code as regency_code',
      'regencies.name as regency',
      'provinces.name as province',
    ])
    .where('districts.code', '=', districtCode)
    .executeTakeFirst();
}

/** Where the shop's parcels leave from: the active warehouse (ADR 0012 shipping tables). */
export async function warehousePlace(db: Kysely<Database>): Promise<ShipmentPlace> {
  const warehouse = await db
    .selectFrom('shipping_warehouses')
    .select(['name', 'address', 'district_code'])
    .where('is_active', '=', true)
    .executeTakeFirstOrThrow();
  const names = await regionNames(db, warehouse.district_code);
  return {
    name: warehouse.name,
    phone: null,
    street: warehouse.address,
    city: names ? placeName(names.regency) : 'Jakarta',
    district: names?.district ?? null,
    province: names ? placeName(names.province) : null,
    regency_code: names?.regency_code ?? warehouse.district_code.slice(0, 5),
    zipcode: null,
  };
}

/** An order's delivery address snapshot (as placement keeps it) as a place a parcel goes to. */
export async function destinationPlace(
  db: Kysely<Database>,
  address: Record<string, unknown>,
): Promise<ShipmentPlace> {
  const text = (key: string) =>
    typeof address[key] === 'string' ? (address[key] as string) : null;
  const names = await regionNames(db, text('district_code'));
  return {
    name: text('contact') ?? '-',
    phone: text('phone'),
    street: text('street1') ?? text('street2'),
    city: names ? placeName(names.regency) : '-',
    district: names?.district ?? null,
    province: names ? placeName(names.province) : null,
    regency_code: names?.regency_code ?? text('regency_code'),
    zipcode: text('zipcode'),
  };
}
