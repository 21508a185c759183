import { idReference } from '@kilau/domain';
import { PlacedOrderSchema } from '@kilau/domain/orders';
import { OvoPhoneSchema } from '@kilau/domain/payment';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, respond } from '../../lib/envelope';
import { requireMember } from '../../plugins/auth';
import type { OrderDetailService } from './order-detail.service';
import type { RetryPaymentService } from './retry-payment.service';

/** An order id sent as a number or a numeric string. */
const IdOrderSchema = idReference().transform(Number);

/**
 * The order's payment calls under the payment host (prefix `/api/payment`; 000 §7): the payment
 * detail of an order, and a new OVO push.
 */
export const orderPaymentRoutes: FastifyPluginAsyncZod<{
  details: OrderDetailService;
  retryPayment: RetryPaymentService;
}> = async (app, { details, retryPayment }) => {
  app.post(
    '/payment-detail',
    {
      schema: {
        tags: ['payment'],
        response: { 200: envelopeOf(PlacedOrderSchema) },
        summary: "The payment of one of the member's orders: as placement answers it",
        description:
          'Body { id_order, phone_no? }. Answers { _id, reference_code, state, payment_method, ' +
          'payment_status, totals, payment_due_at, redirect_url, payment } (VA numbers, payment ' +
          'code, actions). 404 `order_not_found` for an order not the member’s.',
        body: z.object({ id_order: IdOrderSchema, phone_no: OvoPhoneSchema.optional() }),
      },
      onRequest: app.requireMember,
    },
    async (request, reply) => {
      const member = await requireMember(request);
      return respond(reply, await details.placedById(member.userId, request.body.id_order));
    },
  );

  app.post(
    '/payments',
    {
      schema: {
        tags: ['payment'],
        response: { 200: envelopeOf(PlacedOrderSchema) },
        summary: 'Retry an OVO payment: a new push (body { id_order, phone_no }; 000 §4, §7)',
        description:
          'Allowed while the order is at most 30 minutes old (server clock; later 409 ' +
          '`retry_window_closed` with `data.retry_until`). A pending payment gets a new attempt ' +
          '(the one in force is cancelled at the gateway) pushed to `phone_no`; an order ' +
          'released after a failure, expiry or cancellation takes its stock, quotas, voucher ' +
          'and points again — or 409 `out_of_stock` (`data.reason`) and nothing changes — and ' +
          'returns to “Order created”. A retry within 30 s of the previous one is 409 ' +
          '`retry_too_soon`. Answers the order as placement does. 422 ' +
          '`payment_method_unavailable` for a method other than OVO; 409 ' +
          '`order_not_awaiting_payment` once paid; 404 for an order not the member’s.',
        body: z.object({ id_order: IdOrderSchema, phone_no: OvoPhoneSchema }),
      },
      onRequest: app.requireMember,
    },
    async (request, reply) => {
      const member = await requireMember(request);
      const order = await retryPayment.retry(member.userId, request.body.id_order, {
        wallet: 'ovo',
        phoneNo: request.body.phone_no,
      });
      return respond(reply, await details.placed(order));
    },
  );
};
