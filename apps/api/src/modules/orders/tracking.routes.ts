import { textInput, translate } from '@kilau/domain';
import type { Database } from '@kilau/db';
import { OrderTrackingSchema } from '@kilau/domain/orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { shipmentOf } from '../../adapters/carrier';
import { AppError } from '../../lib/app-error';
import { envelopeOf, respond } from '../../lib/envelope';

/**
 * The track modal's call (000 §2 "track", §4 Shipped: TRACK ORDER; ADR 0013): the member's
 * parcel and the carrier's scans up to now, newest first, worded in the member's language.
 * The carrier is the app's carrier port (`app.carrier`).
 */
export const trackingRoutes: FastifyPluginAsyncZod<{
  db: Kysely<Database>;
  clock: () => Date;
}> = async (app, { db, clock }) => {
  app.get(
    '/orders/:id/tracking',
    {
      schema: {
        tags: ['order'],
        response: { 200: envelopeOf(OrderTrackingSchema) },
        summary: "Track one of the member's shipped orders",
        description:
          'data { carrier { code, name }, service, tracking_number, can_track_order, shipped_at, ' +
          'delivered_at, events [{ at, code, description, location }] } with the newest event ' +
          'first; events the carrier has not scanned yet are not shown. 404 `order_not_found` ' +
          "for an order that is not the member's; 409 `order_not_trackable` before it ships.",
        params: z.object({ id: textInput().regex(/^[1-9][0-9]{0,15}$/, { error: 'id_invalid' }) }),
      },
      onRequest: app.requireMember,
    },
    async (request, reply) => {
      const member = await request.member();
      if (!member) throw new AppError(401, 'unauthorized', 'login_required');
      const order = await db
        .selectFrom('orders')
        .select(['id', 'user_id', 'shipping'])
        .where('id', '=', Number(request.params.id))
        .executeTakeFirst();
      if (!order || order.user_id !== member.userId) {
        throw new AppError(404, 'order_not_found', 'order_not_found');
      }
      const row = await db
        .selectFrom('order_shipments')
        .selectAll()
        .where('order_id', '=', order.id)
        .executeTakeFirst();
      if (!row) throw new AppError(409, 'order_not_trackable', 'order_not_trackable');
      const events = await app.carrier.track(shipmentOf(row), clock());
      return respond(reply, {
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
            description:
              event.note ?? translate(`tracking_${event.code}`, request.locale, event.params),
            location: event.location,
          })),
      });
    },
  );
};
