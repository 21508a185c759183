import { idInput, messageCodes, translate } from '@kilau/domain';
import {
  AdminPartnerPrizeSchema,
  partnerPrizeCreateSchema,
  partnerPrizeEditSchema,
  TokensGrantAnswerSchema,
  tokensGrantSchema,
} from '@kilau/domain/rewards';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, respond } from '../../lib/envelope';
import { staffActor } from '../../lib/staff-request';
import type { AdminRewardsService } from './admin-rewards.service';

const PrizeParams = z.object({ id: idInput('partner_prize_not_found') });
const CustomerParams = z.object({ id: idInput('customer_not_found') });

const PRIZE_FIELDS =
  'kind (`phone_credit` | `ewallet_balance` | `partner_voucher`), partner_name, name, name_en, ' +
  'cost (1–100,000,000), balance_kind (`points` | `tokens`), stock (null = unlimited), ' +
  'is_active, image_url (https or /media/…, or null), position';

/**
 * The back office's rewards (prefix `/api/admin`): partner prizes (`promotions.write`) and
 * campaign-token grants to a member (`customers.write`), all audited.
 */
export const adminRewardsRoutes: FastifyPluginAsyncZod<{ prizes: AdminRewardsService }> = async (
  app,
  { prizes },
) => {
  const promotions = app.requireStaff('promotions.write');
  const customers = app.requireStaff('customers.write');

  app.get(
    '/partner-prizes',
    {
      onRequest: promotions,
      schema: {
        tags: ['admin'],
        summary: 'Every partner prize, offered or not, with how often it was redeemed',
        response: { 200: envelopeOf(z.array(AdminPartnerPrizeSchema)) },
      },
    },
    async (_request, reply) => respond(reply, await prizes.list()),
  );

  app.get(
    '/partner-prizes/:id',
    {
      onRequest: promotions,
      schema: {
        tags: ['admin'],
        summary: 'One partner prize (404 `partner_prize_not_found`)',
        params: PrizeParams,
        response: { 200: envelopeOf(AdminPartnerPrizeSchema) },
      },
    },
    async (request, reply) => respond(reply, await prizes.show(request.params.id)),
  );

  app.post(
    '/partner-prizes',
    {
      onRequest: promotions,
      schema: {
        tags: ['admin'],
        summary: 'Add a partner prize',
        description: `Body { ${PRIZE_FIELDS} }. Audited (\`partner_prize.create\`). Answers 201 with the prize.`,
        body: partnerPrizeCreateSchema(messageCodes),
        response: { 201: envelopeOf(AdminPartnerPrizeSchema) },
      },
    },
    async (request, reply) =>
      respond(reply, await prizes.create(request.body, await staffActor(request)), {
        status: 201,
        message: translate('partner_prize_saved', request.locale),
      }),
  );

  app.patch(
    '/partner-prizes/:id',
    {
      onRequest: promotions,
      schema: {
        tags: ['admin'],
        summary: 'Edit a partner prize (its stock, whether it is offered, …) at the version read',
        description:
          `Body { version, and any of ${PRIZE_FIELDS} }. One transaction: the prize locked, ` +
          'its version checked (stale: 409 `changed_by_someone_else` with `data.current`), ' +
          'changed, audited (`partner_prize.edit`). 404 `partner_prize_not_found`.',
        params: PrizeParams,
        body: partnerPrizeEditSchema(messageCodes),
        response: { 200: envelopeOf(AdminPartnerPrizeSchema) },
      },
    },
    async (request, reply) =>
      respond(
        reply,
        await prizes.edit(request.params.id, request.body, await staffActor(request)),
        { message: translate('partner_prize_saved', request.locale) },
      ),
  );

  app.post(
    '/customers/:id/tokens',
    {
      onRequest: customers,
      schema: {
        tags: ['admin'],
        summary: "Grant (or take back) a member's campaign tokens, with a reason",
        description:
          'Body { delta (nonzero, ±1,000,000 at most), reason }. The token balance locked, a ' +
          'ledger row (`campaign_grant`, or `adjustment` when taking) and the balance together; ' +
          'below zero is 422 `tokens_below_zero` on `delta`. Audited (`customer.tokens`). 404 ' +
          '`customer_not_found`.',
        params: CustomerParams,
        body: tokensGrantSchema(messageCodes),
        response: { 200: envelopeOf(TokensGrantAnswerSchema) },
      },
    },
    async (request, reply) =>
      respond(
        reply,
        await prizes.grantTokens(
          request.params.id,
          request.body,
          await staffActor(request),
          request.locale,
        ),
        { message: translate('tokens_granted', request.locale) },
      ),
  );
};
