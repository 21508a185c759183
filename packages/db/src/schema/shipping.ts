import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from './foundation';

/** How fast a service delivers: the `shipping_type` the shipping calls filter on. */
export type ShippingType = 'regular' | 'express' | 'same_day';

/** A delivery company (migration 0016). */
export interface ShippingCarriersTable {
  code: string;
  name: string;
  /** A configured logo; null: the API's generated badge in `brand_color`. */
  logo_url: ColumnType<string | null, string | null | undefined, string | null>;
  brand_color: string;
  can_track: Generated<boolean>;
  is_active: Generated<boolean>;
  position: Generated<number>;
}

/** One of a carrier's services ('jne_reg', 'same_day'). */
export interface ShippingServicesTable {
  code: string;
  carrier_code: string;
  name: string;
  shipping_type: ShippingType;
  max_weight_grams: number;
  /** Paid from this hour (WIB) on, the parcel leaves the next day; null: no cut-off. */
  cutoff_hour: ColumnType<number | null, number | null | undefined, number | null>;
  is_active: Generated<boolean>;
  position: Generated<number>;
}

export interface ShippingZonesTable {
  code: string;
  name: string;
}

/** A province, regency/city or district code in a zone; the longest matching code decides. */
export interface ShippingZoneAreasTable {
  region_code: string;
  zone_code: string;
}

/** Where parcels leave from; at most one is active. */
export interface ShippingWarehousesTable {
  code: string;
  name: string;
  address: string;
  district_code: string;
  is_active: Generated<boolean>;
}

/** Warehouse × zone × service price and delivery days, in force from `valid_from`. */
export interface ShippingRatesTable {
  warehouse_code: string;
  zone_code: string;
  service_code: string;
  valid_from: ColumnType<Date, Date | string, Date | string>;
  valid_until: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  first_kg_price: number;
  next_kg_price: number;
  eta_min_days: number;
  eta_max_days: number;
}

/** The service a member chose for a bag, priced as shown when chosen. */
export interface CartShippingsTable {
  cart_id: number;
  address_id: number;
  service_code: string;
  weight_grams: number;
  billed_weight_kg: number;
  fee: number;
  discount: number;
  eta_min_days: number;
  eta_max_days: number;
  chosen_at: Timestamp;
}
