import type { Database, ShipmentPlace } from '@kilau/db';
import type { Kysely } from 'kysely';
import { createOpsRepository, type OpsRepository } from './ops.repository';

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

type PlaceReads = Pick<OpsRepository, 'regionNames' | 'warehouse'>;

const regionNames = (ops: PlaceReads, districtCode: string | null) =>
  districtCode ? ops.regionNames(districtCode) : Promise.resolve(null);

/** Where the shop's parcels leave from: the active warehouse (docs/design/checkout-and-payment.md, shipping tables). */
export async function warehousePlaceFrom(ops: PlaceReads): Promise<ShipmentPlace> {
  const warehouse = await ops.warehouse();
  const names = await regionNames(ops, warehouse.district_code);
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
export async function destinationPlaceFrom(
  ops: PlaceReads,
  address: Record<string, unknown>,
): Promise<ShipmentPlace> {
  const text = (key: string) =>
    typeof address[key] === 'string' ? (address[key] as string) : null;
  const names = await regionNames(ops, text('district_code'));
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

/** The same places read with `db` (the demo order seed). */
export const warehousePlace = (db: Kysely<Database>) => warehousePlaceFrom(createOpsRepository(db));
export const destinationPlace = (db: Kysely<Database>, address: Record<string, unknown>) =>
  destinationPlaceFrom(createOpsRepository(db), address);
