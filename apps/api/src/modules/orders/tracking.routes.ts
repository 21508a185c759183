import { idText } from '@kilau/domain';
import { OrderTrackingSchema } from '@kilau/domain/orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, respond } from '../../lib/envelope';
import { requireMember } from '../../plugins/auth';
import type { OrderTrackingService } from './order-tracking.service';

/** The track modal's call: the member's parcel and the carrier's scans, newest first. */
export const trackingRoutes: FastifyPluginAsyncZod<{ tracking: OrderTrackingService }> = async (
  app,
  { tracking },
) => {
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
        params: z.object({ id: idText() }),
      },
      onRequest: app.requireMember,
    },
    async (request, reply) => {
      const member = await requireMember(request);
      return respond(
        reply,
        await tracking.track(member.userId, Number(request.params.id), request.locale),
      );
    },
  );
};
