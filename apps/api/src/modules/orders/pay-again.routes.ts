import { idText, textInput, translate } from '@kilau/domain';
import { BackToBagSchema, PlacedOrderSchema } from '@kilau/domain/orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, respond } from '../../lib/envelope';
import { requireMember } from '../../plugins/auth';
import type { OrderDetailService } from './order-detail.service';
import type { PayAgainService } from './pay-again.service';

/**
 * The failed page's calls (prefix `/api/order`; ADR 0034): pay a failed order again with
 * another method, or put it back in the bag.
 */
export const payAgainRoutes: FastifyPluginAsyncZod<{
  details: OrderDetailService;
  payAgain: PayAgainService;
}> = async (app, { details, payAgain }) => {
  app.post(
    '/orders/:id/pay-again',
    {
      schema: {
        tags: ['order'],
        response: { 200: envelopeOf(PlacedOrderSchema) },
        summary: 'Pay again, with another method, an order whose payment failed (ADR 0034)',
        description:
          'Body { payment_method }: a method paid without more input (a virtual account, ' +
          'Indomaret, QRIS, GoPay, the manual transfer). While the order’s `pay_again_until` has ' +
          'not passed, its stock, quotas, voucher and points are still held: the next payment ' +
          'attempt starts under `{reference}-{n}` and the order waits for it as placement ' +
          'leaves it; answers the order as placement does. 409 `pay_again_unavailable` (not a ' +
          'failed, held order; paid; no attempts left; a parallel call won) or ' +
          '`pay_again_window_closed`; 422 `payment_method_unavailable` for a method that needs ' +
          'its own step (a card, OVO, Kredivo, LinkAja) or is off for this total, ' +
          '`pay_again_bank_promotion` when the order’s bank promotion binds its method; 404 for ' +
          'an order not the member’s.',
        params: z.object({ id: idText() }),
        body: z.object({ payment_method: textInput().trim().min(1).max(40) }),
      },
      onRequest: app.requireMember,
    },
    async (request, reply) => {
      const member = await requireMember(request);
      const order = await payAgain.payAgain(member.userId, Number(request.params.id), {
        payment_method: request.body.payment_method,
      });
      return respond(reply, await details.placed(order));
    },
  );

  app.post(
    '/orders/:id/back-to-bag',
    {
      schema: {
        tags: ['order'],
        response: { 200: envelopeOf(BackToBagSchema) },
        summary: 'Put an order whose payment failed back in the bag (ADR 0034)',
        description:
          'No body. The order is cancelled and gives back its stock, quotas, voucher and points ' +
          '— exactly once —, then its lines are copied back into the member’s bag (what can ' +
          'still be bought; `bag.skipped` says why a line could not). 409 ' +
          '`back_to_bag_unavailable` for an order that is not a failed, held one (paid, pending, ' +
          'already back or released); 404 for an order not the member’s.',
        params: z.object({ id: idText() }),
      },
      onRequest: app.requireMember,
    },
    async (request, reply) => {
      const member = await requireMember(request);
      const { order, bag } = await payAgain.backToBag(
        member.userId,
        Number(request.params.id),
        request.locale,
      );
      return respond(
        reply,
        { order: await details.placed(order), bag },
        {
          message: translate('back_to_bag_done', request.locale, {
            reference: order.reference_code,
          }),
        },
      );
    },
  );
};
