import type { Database } from '@kilau/db';
import type { ServiceRate, ShippingType } from '@kilau/domain/shipping';
import { sql, type Kysely } from 'kysely';

/** A destination as the rate table needs it: the address's official region codes. */
export type Destination = {
  id: number;
  user_id: number;
  province_code: string;
  regency_code: string;
  district_code: string | null;
  /** The district's name (null: the address has no district). */
  district_name: string | null;
};

/** A service's rate for a destination, with its carrier (what a quote shows). */
export type RateRow = ServiceRate & {
  serviceName: string;
  carrierCode: string;
  carrierName: string;
  carrierLogoUrl: string | null;
  canTrack: boolean;
  zoneCode: string;
};

export type SelectionRow = {
  cart_id: number;
  address_id: number;
  service_code: string;
  weight_grams: number;
  billed_weight_kg: number;
  fee: number;
  discount: number;
  eta_min_days: number;
  eta_max_days: number;
  chosen_at: Date;
};

const DESTINATION = [
  'a.id',
  'a.user_id',
  'a.province_code',
  'a.regency_code',
  'a.district_code',
  'd.name as district_name',
] as const;

/** Reads of the shipping tables and the bag's selection; `db` may be a transaction. */
export function createShippingRepository(db: Kysely<Database>) {
  return {
    /** One of the member's addresses; null when it is not theirs (or does not exist). */
    memberAddress(userId: number, addressId: number): Promise<Destination | undefined> {
      return db
        .selectFrom('addresses as a')
        .leftJoin('districts as d', 'd.code', 'a.district_code')
        .select(DESTINATION)
        .where('a.id', '=', addressId)
        .where('a.user_id', '=', userId)
        .executeTakeFirst();
    },

    /** The address a bag's selection was made for, when it is still the bag owner's. */
    cartAddress(cartId: number, addressId: number): Promise<Destination | undefined> {
      return db
        .selectFrom('addresses as a')
        .innerJoin('carts as c', 'c.user_id', 'a.user_id')
        .leftJoin('districts as d', 'd.code', 'a.district_code')
        .select(DESTINATION)
        .where('a.id', '=', addressId)
        .where('c.id', '=', cartId)
        .executeTakeFirst();
    },

    /**
     * The rates in force at `now` from the active warehouse to the destination's zone (the zone
     * of its longest matching region code), one per active service of an active carrier, in the
     * services' order. Empty when no zone or no rate covers the destination.
     */
    async ratesFor(destination: Destination, now: Date): Promise<RateRow[]> {
      const codes = [
        destination.province_code,
        destination.regency_code,
        destination.district_code,
      ].filter((code): code is string => code !== null);
      const zone = db
        .selectFrom('shipping_zone_areas')
        .select('zone_code')
        .where('region_code', 'in', codes)
        .orderBy(sql`length(region_code)`, 'desc')
        .limit(1);
      const rows = await db
        .selectFrom('shipping_rates as r')
        .innerJoin('shipping_warehouses as w', 'w.code', 'r.warehouse_code')
        .innerJoin('shipping_services as s', 's.code', 'r.service_code')
        .innerJoin('shipping_carriers as c', 'c.code', 's.carrier_code')
        .distinctOn('r.service_code')
        .select([
          'r.service_code',
          'r.zone_code',
          'r.first_kg_price',
          'r.next_kg_price',
          'r.eta_min_days',
          'r.eta_max_days',
          's.name as service_name',
          's.shipping_type',
          's.max_weight_grams',
          's.cutoff_hour',
          's.position as service_position',
          'c.code as carrier_code',
          'c.name as carrier_name',
          'c.logo_url',
          'c.can_track',
          'c.position as carrier_position',
        ])
        .where('w.is_active', '=', true)
        .where('s.is_active', '=', true)
        .where('c.is_active', '=', true)
        .where('r.zone_code', '=', zone)
        .where('r.valid_from', '<=', now)
        .where((eb) => eb.or([eb('r.valid_until', 'is', null), eb('r.valid_until', '>', now)]))
        .orderBy('r.service_code')
        .orderBy('r.valid_from', 'desc')
        .execute();
      return rows
        .sort(
          (a, b) =>
            a.service_position - b.service_position ||
            a.carrier_position - b.carrier_position ||
            a.service_code.localeCompare(b.service_code),
        )
        .map((row) => ({
          serviceCode: row.service_code,
          serviceName: row.service_name,
          shippingType: row.shipping_type as ShippingType,
          maxWeightGrams: row.max_weight_grams,
          cutoffHour: row.cutoff_hour,
          firstKgPrice: row.first_kg_price,
          nextKgPrice: row.next_kg_price,
          etaMinDays: row.eta_min_days,
          etaMaxDays: row.eta_max_days,
          carrierCode: row.carrier_code,
          carrierName: row.carrier_name,
          carrierLogoUrl: row.logo_url,
          canTrack: row.can_track,
          zoneCode: row.zone_code,
        }));
    },

    /** Row-locks the member's active bag `cartId` for the selection; null when it is not. */
    lockActiveCart(userId: number, cartId: number) {
      return db
        .selectFrom('carts')
        .select(['id', 'address_id'])
        .where('id', '=', cartId)
        .where('user_id', '=', userId)
        .where('status', '=', 'active')
        .forUpdate()
        .executeTakeFirst();
    },

    selection(cartId: number): Promise<SelectionRow | undefined> {
      return db
        .selectFrom('cart_shippings')
        .selectAll()
        .where('cart_id', '=', cartId)
        .executeTakeFirst();
    },

    /** Stores the bag's choice (replacing an earlier one) and makes its address the bag's. */
    async saveSelection(row: SelectionRow) {
      const { cart_id: _cart, ...choice } = row;
      await db
        .insertInto('cart_shippings')
        .values(row)
        .onConflict((oc) => oc.column('cart_id').doUpdateSet(choice))
        .execute();
      await db
        .updateTable('carts')
        .set({ address_id: row.address_id, updated_at: row.chosen_at })
        .where('id', '=', row.cart_id)
        .execute();
    },

    /** A carrier's name and colour (its logo badge); null when unknown or inactive. */
    carrier(code: string) {
      return db
        .selectFrom('shipping_carriers')
        .select(['code', 'name', 'brand_color'])
        .where('code', '=', code)
        .where('is_active', '=', true)
        .executeTakeFirst();
    },
  };
}

export type ShippingRepository = ReturnType<typeof createShippingRepository>;
