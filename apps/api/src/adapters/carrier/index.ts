import type { Database } from '@kilau/db';
import type { Selectable } from 'kysely';
import { sandboxCarrier } from './sandbox';
import type { CarrierPort, Shipment } from './port';

export type * from './port';
export { sandboxCarrier, sandboxTimeline, sandboxTrackingNumber } from './sandbox';

declare module 'fastify' {
  interface FastifyInstance {
    /** The carrier port (design/order-life-after-payment.md): books parcels and answers their tracking. */
    carrier: CarrierPort;
  }
}

/**
 * The carrier the shop uses. Only the sandbox exists so far (no carrier account is configured);
 * a real adapter plugs in here, chosen by configuration, with the same port.
 */
export function createCarrier(): CarrierPort {
  return sandboxCarrier();
}

/** A stored parcel (`order_shipments`) as the carrier port reads it. */
export function shipmentOf(row: Selectable<Database['order_shipments']>): Shipment {
  return {
    carrierCode: row.carrier_code,
    carrierName: row.carrier_name,
    service: row.service,
    trackingNumber: row.tracking_number,
    origin: row.origin,
    destination: row.destination,
    shippedAt: new Date(row.shipped_at),
    milestones: row.milestones,
  };
}
