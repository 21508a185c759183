import { countInput, idInput, ID_PATTERN, messageCodes, textInput, translate } from '@kilau/domain';
import {
  AdminRedemptionSchema,
  REDEMPTION_STATUSES,
  redemptionCancelSchema,
  redemptionFulfilSchema,
  redemptionNumber,
  REWARD_LIMITS,
  rewardCostText,
} from '@kilau/domain/rewards';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, respond } from '../../lib/envelope';
import { staffActor } from '../../lib/staff-request';
import type { AdminRedemptionsService } from './admin-redemptions.service';

const ListQuery = z.object({
  status: z.enum(REDEMPTION_STATUSES, { error: 'option_invalid' }).optional(),
  prize_id: idInput('partner_prize_not_found').optional(),
  /** A member's id, or part of their e-mail. */
  user: textInput().trim().max(REWARD_LIMITS.memberSearch).optional(),
  skip: countInput(0, 1_000_000).default(0),
  limit: countInput(1, 100).default(20),
});
const IdParams = z.object({ id: idInput('redemption_not_found') });

const MOVE_HELP =
  'Only a requested redemption moves, once: the conditional update (`status = requested`) is ' +
  'its row lock, first in the transaction, so of parallel clicks one moves it and the others ' +
  'answer 409 `redemption_not_requested` (message: already sent / already cancelled, ' +
  '`data.current` the redemption as it is). 404 `redemption_not_found`. The audit row and the ' +
  "member's mail (in the language they redeemed in) are written in the same transaction. " +
  'Answers the redemption as the list does.';

/**
 * The back office's redemption queue (prefix `/api/admin`; docs/design/rewards.md "The
 * redemption queue"): read with `customers.read`, moved with `customers.write` (support handles
 * members' balances).
 */
export const adminRedemptionsRoutes: FastifyPluginAsyncZod<{
  redemptions: AdminRedemptionsService;
}> = async (app, { redemptions }) => {
  const reads = app.requireStaff('customers.read');
  const writes = app.requireStaff('customers.write');

  app.get(
    '/reward-redemptions',
    {
      onRequest: reads,
      schema: {
        tags: ['admin'],
        summary: 'Partner-prize redemptions, newest first: who waits for what',
        description:
          '`status` requested | fulfilled | cancelled (default: every one), `prize_id`, `user` ' +
          "(a member's id, or part of their e-mail), `skip`, `limit` (20 by default, at most " +
          '100). Each row: id and `number` (`RW-{id}`), member (id, name, email), prize (id, ' +
          'name as redeemed, kind, partner_name), cost and balance_kind, phone_no, status, ' +
          'created_at, fulfilled_at, cancelled_at, reference, cancel_reason, handled_by; ' +
          'meta.total.',
        querystring: ListQuery,
        response: { 200: envelopeOf(z.array(AdminRedemptionSchema)) },
      },
    },
    async (request, reply) => {
      const { status, prize_id: prizeId, user, skip, limit } = request.query;
      const { list, total } = await redemptions.list({
        status,
        prizeId,
        member: !user ? undefined : ID_PATTERN.test(user) ? { id: Number(user) } : { email: user },
        skip,
        limit,
      });
      return respond(reply, list, { total, skip, limit });
    },
  );

  app.post(
    '/reward-redemptions/:id/fulfil',
    {
      onRequest: writes,
      schema: {
        tags: ['admin'],
        summary: 'Mark a requested redemption sent (the pulsa, the balance, the voucher went out)',
        description:
          `Body { reference? (the partner's transaction number, ≤ ${REWARD_LIMITS.partnerReference} ` +
          'characters, no control characters) }. The redemption is `fulfilled`; the member gets ' +
          `the \`reward_fulfilled\` mail. Audited (\`reward_redemption.fulfil\`). ${MOVE_HELP}`,
        params: IdParams,
        body: redemptionFulfilSchema(messageCodes),
        response: { 200: envelopeOf(AdminRedemptionSchema) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const redemption = await redemptions.fulfil(id, request.body, await staffActor(request));
      return respond(reply, redemption, {
        message: translate('redemption_fulfilled', request.locale, {
          number: redemptionNumber(id),
        }),
      });
    },
  );

  app.post(
    '/reward-redemptions/:id/cancel',
    {
      onRequest: writes,
      schema: {
        tags: ['admin'],
        summary: 'Cancel a requested redemption: its cost goes back, a limited prize is restocked',
        description:
          `Body { reason (1–${REWARD_LIMITS.cancelReason} characters; the member reads it) }. ` +
          'One transaction: the redemption `cancelled`, the cost credited back to the balance it ' +
          'was paid from (`point_ledger` `reward_redemption_refund` or `token_ledger` ' +
          '`redemption_refund`), a prize with limited stock gets its one back, the ' +
          `\`reward_cancelled\` mail. Audited (\`reward_redemption.cancel\`). ${MOVE_HELP}`,
        params: IdParams,
        body: redemptionCancelSchema(messageCodes),
        response: { 200: envelopeOf(AdminRedemptionSchema) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const redemption = await redemptions.cancel(id, request.body, await staffActor(request));
      return respond(reply, redemption, {
        message: translate('redemption_cancelled', request.locale, {
          number: redemptionNumber(id),
          cost: rewardCostText(redemption.cost, redemption.balance_kind, request.locale),
        }),
      });
    },
  );
};
