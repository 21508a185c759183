import type { ShipmentPlace } from '@kilau/db';
import { goodsPaid } from '@kilau/domain/orders';
import type { CarrierPort } from '../../adapters/carrier';
import { AppError } from '../../lib/app-error';
import type { OpsRepository, OrderRow } from './ops.repository';
import { destinationPlaceFrom, warehousePlaceFrom } from './shipment-places';

/** A parcel the carrier accepted, to be written with the order's move to Shipped. */
export type BookedParcel = {
  carrierCode: string;
  carrierName: string;
  canTrack: boolean;
  serviceCode: string;
  service: string;
  trackingNumber: string;
  origin: ShipmentPlace;
  destination: ShipmentPlace;
};

type OrderShippingSnapshot = {
  carrier_code?: string;
  carrier_name?: string;
  service_code?: string;
  service_name?: string;
};

/**
 * Books the order's parcel with its carrier — the one the member chose at checkout, or
 * `carrierCode` when the warehouse hands it to another — through the carrier port. Called
 * before the move's transaction, so no row lock waits on the carrier; the carrier dedupes on the
 * order's reference, so a retried move books one parcel.
 */
export async function bookParcel(
  deps: { ops: OpsRepository; carrier: CarrierPort },
  order: OrderRow,
  carrierCode: string | undefined,
): Promise<BookedParcel> {
  const repo = deps.ops;
  const chosen = order.shipping as OrderShippingSnapshot;
  const code = carrierCode ?? chosen.carrier_code;
  const carrier = code ? await repo.carrier(code) : undefined;
  if (!carrier) {
    throw new AppError(422, 'shipping_carrier_not_found', 'shipping_carrier_not_found');
  }
  const sameCarrier = carrier.code === chosen.carrier_code;
  const service = sameCarrier
    ? { code: chosen.service_code ?? 'reg', name: chosen.service_name ?? 'REG' }
    : ((await repo.firstService(carrier.code)) ?? { code: 'reg', name: 'REG' });
  const [origin, destination, lines] = await Promise.all([
    warehousePlaceFrom(repo),
    destinationPlaceFrom(repo, order.delivery_address),
    repo.lines(order.id),
  ]);
  let booked: { tracking_number: string };
  try {
    booked = await deps.carrier.createShipment({
      reference: order.reference_code,
      carrierCode: carrier.code,
      serviceCode: service.code,
      weightGrams: order.weight_grams,
      goodsValue: goodsPaid(order),
      origin,
      destination,
      items: lines.map((line) => ({
        name: String((line.detail as { name?: unknown }).name ?? line.combination_id),
        quantity: line.quantity,
      })),
    });
  } catch {
    throw new AppError(502, 'carrier_unavailable', 'carrier_unavailable');
  }
  return {
    carrierCode: carrier.code,
    carrierName: carrier.name,
    canTrack: carrier.can_track,
    serviceCode: service.code,
    service: service.name,
    trackingNumber: booked.tracking_number,
    origin,
    destination,
  };
}
