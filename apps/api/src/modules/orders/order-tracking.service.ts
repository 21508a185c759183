import { translate, type Locale } from '@kilau/domain';
import { shipmentOf, type CarrierPort } from '../../adapters/carrier';
import { AppError } from '../../lib/app-error';
import type { OrdersRepository } from './orders.repository';

/**
 * The track modal's answer (000 §2 "track", §4 Shipped: TRACK ORDER;
 * docs/design/order-life-after-payment.md): the member's parcel and the carrier's scans up to
 * now, newest first, worded in the member's language.
 */
export function createOrderTrackingService(deps: {
  orders: Pick<OrdersRepository, 'trackable' | 'shipment'>;
  carrier: CarrierPort;
  clock: () => Date;
}) {
  const { orders, carrier, clock } = deps;
  return {
    async track(userId: number, orderId: number, locale: Locale) {
      const order = await orders.trackable(orderId);
      if (!order || order.user_id !== userId) {
        throw new AppError(404, 'order_not_found', 'order_not_found');
      }
      const row = await orders.shipment(order.id);
      if (!row) throw new AppError(409, 'order_not_trackable', 'order_not_trackable');
      const events = await carrier.track(shipmentOf(row), clock());
      return {
        carrier: { code: row.carrier_code, name: row.carrier_name },
        service: row.service,
        tracking_number: row.tracking_number,
        can_track_order: (order.shipping as { can_track_order?: boolean }).can_track_order === true,
        shipped_at: new Date(row.shipped_at).toISOString(),
        delivered_at: row.delivered_at === null ? null : new Date(row.delivered_at).toISOString(),
        events: [...events]
          .sort((a, b) => b.at.getTime() - a.at.getTime())
          .map((event) => ({
            at: event.at.toISOString(),
            code: event.code,
            description: event.note ?? translate(`tracking_${event.code}`, locale, event.params),
            location: event.location,
          })),
      };
    },
  };
}

export type OrderTrackingService = ReturnType<typeof createOrderTrackingService>;
