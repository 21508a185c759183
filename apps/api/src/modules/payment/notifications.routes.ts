import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { respond } from '../../lib/envelope';
import { requireMember } from '../../plugins/auth';
import type { NotificationService } from './notifications.service';
import { CallbackBodySchema, NotificationBodySchema } from './payment.schemas';

/**
 * The gateway's notifications and the shopper's callback (prefix `/api/payment`;
 * design/checkout-and-payment.md).
 */
export const notificationRoutes: FastifyPluginAsyncZod<{
  notifications: NotificationService;
}> = async (app, { notifications }) => {
  app.post(
    '/notifications',
    {
      schema: {
        tags: ['payment'],
        summary: "The gateway's HTTP notification (Midtrans' format)",
        description:
          'A trigger, never the truth. Verified by `signature_key` = SHA-512(order_id + ' +
          'status_code + gross_amount + server key), compared in constant time: a bad one is 401 ' +
          '`payment_notification_signature_invalid` and nothing is recorded. A `transaction_status` ' +
          'that does not go with its signed `status_code` (200 done, 201 pending or challenged, ' +
          '202 denied or failed, 407 expired) is 422 `payment_notification_status_mismatch`. Then ' +
          "the gateway is asked for the transaction's status (`GET /v2/{transaction_id}/status`) " +
          'and only its answer is applied, when it is about the same order; a gateway that does ' +
          'not answer is 503 `payment_gateway_unavailable` and nothing is recorded, so the gateway ' +
          'sends the notification again. An unknown transaction or one of another order is 200 ' +
          'rejected (`transaction_not_found`, `transaction_mismatch`). What was applied is applied ' +
          'once: the same again answers 200 with `replayed: true` and changes nothing; a refused ' +
          'or ignored report never blocks a later one. data { order_id, transaction_status (the ' +
          "gateway's), outcome (applied | ignored | rejected | null on a replay), reason " +
          '(`paid_after_cancellation` when money came for an order that had ended: a refund is ' +
          'owed), replayed }.',
        body: NotificationBodySchema,
      },
      config: { rateLimit: false },
    },
    async (request, reply) => respond(reply, await notifications.receive(request.body)),
  );

  app.post(
    '/callback',
    {
      schema: {
        tags: ['payment'],
        summary: 'Back from a payment page: ask the gateway for the order’s payment',
        description:
          'Body { id_order }. The gateway is asked for the status and its answer applied as a ' +
          'notification would be. data { order_id, transaction_status, state, outcome, reason, ' +
          "replayed }. 404 `payment_not_found` unless the order is the member's and has a " +
          'payment; 503 `payment_gateway_unavailable` when the gateway does not answer.',
        body: CallbackBodySchema,
      },
      onRequest: app.requireMember,
    },
    async (request, reply) => {
      const member = await requireMember(request);
      return respond(reply, await notifications.callback(member.userId, request.body.id_order));
    },
  );
};
