import type { Database } from '@kilau/db';
import { OvoPhoneSchema } from '@kilau/domain/payment';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { respond } from '../../lib/envelope';
import { ordersRepository } from './orders.repository';
import type { createOvoRetry } from './ovo-retry';
import { placedOrderView } from './place-order';

const memberId = async (request: FastifyRequest) => {
  const member = await request.member();
  if (!member) throw new AppError(401, 'unauthorized', 'login_required');
  return member.userId;
};

const IdOrderSchema = z
  .union(
    [
      z.number().int().positive(),
      z
        .string()
        .trim()
        .regex(/^[1-9][0-9]{0,15}$/),
    ],
    {
      error: 'id_invalid',
    },
  )
  .transform(Number);

/**
 * The order's payment calls under the payment host (prefix `/api/payment`; 000 §7): the payment
 * detail of an order, and a new OVO push.
 */
export const orderPaymentRoutes: FastifyPluginAsyncZod<{
  db: Kysely<Database>;
  retryOvo: ReturnType<typeof createOvoRetry>;
}> = async (app, { db, retryOvo }) => {
  app.post(
    '/payment-detail',
    {
      schema: {
        tags: ['payment'],
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
      const userId = await memberId(request);
      const orders = ordersRepository(db);
      const order = await orders.byId(request.body.id_order);
      if (!order || order.user_id !== userId) {
        throw new AppError(404, 'order_not_found', 'order_not_found');
      }
      return respond(reply, placedOrderView(order, await orders.stateName(order.state_id)));
    },
  );

  app.post(
    '/payments',
    {
      schema: {
        tags: ['payment'],
        summary: 'A new OVO push for an order awaiting payment (body { id_order, phone_no })',
        description:
          'Cancels the attempt in force and sends the push to `phone_no`; answers the order as ' +
          'placement does. 422 `payment_method_unavailable` for a method other than OVO; 409 ' +
          '`order_not_awaiting_payment` once its payment ended (paid, declined, expired).',
        body: z.object({ id_order: IdOrderSchema, phone_no: OvoPhoneSchema }),
      },
      onRequest: app.requireMember,
    },
    async (request, reply) => {
      const order = await retryOvo(
        await memberId(request),
        request.body.id_order,
        request.body.phone_no,
      );
      const name = await ordersRepository(db).stateName(order.state_id);
      return respond(reply, placedOrderView(order, name));
    },
  );
};
