import type { ShipmentMilestone, ShipmentPlace } from '@kilau/db';

export type { ShipmentMilestone, ShipmentPlace };

/** What the shop asks a carrier to collect (an order at the Shipped step). */
export type ShipmentBooking = {
  /** The order's reference code: the carrier's order id, so booking twice books once. */
  reference: string;
  carrierCode: string;
  serviceCode: string;
  weightGrams: number;
  /** Rupiah value of the goods (insurance, cash on delivery). */
  goodsValue: number;
  origin: ShipmentPlace;
  destination: ShipmentPlace;
  items: Array<{ name: string; quantity: number }>;
};

/** A parcel as the shop keeps it (`order_shipments`), what `track` is asked about. */
export type Shipment = {
  carrierCode: string;
  carrierName: string;
  service: string;
  trackingNumber: string;
  origin: ShipmentPlace;
  destination: ShipmentPlace;
  shippedAt: Date;
  /** The hand-overs the shop recorded, oldest first (`shipped` first). */
  milestones: ShipmentMilestone[];
};

export type TrackingEventCode =
  | 'manifested'
  | 'picked_up'
  | 'origin_hub'
  | 'departed'
  | 'destination_hub'
  | 'out_for_delivery'
  | 'delivery_failed'
  | 'redelivery'
  | 'delivered'
  | 'returned';

/**
 * One scan of the parcel. `code` and `params` name a catalogue message (`tracking_<code>`), so
 * the shop words it in the member's language; a carrier that only gives its own words puts them
 * in `note`.
 */
export type TrackingEvent = {
  at: Date;
  code: TrackingEventCode;
  location: string;
  params: Record<string, string>;
  note?: string;
};

/**
 * A carrier (ARCHITECTURE §4; design/order-life-after-payment.md): books a parcel and answers its tracking. The sandbox
 * (default) simulates the Indonesian carriers in process; a real adapter speaks a carrier's or an
 * aggregator's HTTP API with the same shapes.
 */
export interface CarrierPort {
  readonly kind: string;
  createShipment(booking: ShipmentBooking): Promise<{ tracking_number: string }>;
  /** The parcel's scans up to `now`, oldest first. */
  track(shipment: Shipment, now: Date): Promise<TrackingEvent[]>;
}
