import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from './foundation';

/** A jsonb column: read as the value, written as its JSON text. */
type Json<T> = ColumnType<T, string, string>;

/** What happened to a parcel, as the shop recorded it (migration 0020). */
export type ShipmentMilestoneKind =
  | 'shipped'
  | 'undelivered'
  | 'reshipped'
  | 'delivered'
  | 'returned';
export type ShipmentMilestone = { kind: ShipmentMilestoneKind; at: string };

/** A place a parcel leaves from or goes to, as it was when the parcel was booked. */
export type ShipmentPlace = {
  name: string;
  phone: string | null;
  street: string | null;
  city: string;
  district: string | null;
  province: string | null;
  regency_code: string | null;
  zipcode: string | null;
};

/** The parcel an order became when it shipped (migration 0020; design/order-life-after-payment.md). */
export interface OrderShipmentsTable {
  id: Generated<number>;
  order_id: number;
  carrier_code: string;
  carrier_name: string;
  service: string;
  tracking_number: string;
  origin: Json<ShipmentPlace>;
  destination: Json<ShipmentPlace>;
  milestones: ColumnType<ShipmentMilestone[], string | undefined, string>;
  shipped_at: Timestamp;
  delivered_at: Timestamp | null;
  undelivered_at: Timestamp | null;
  returned_at: Timestamp | null;
}
