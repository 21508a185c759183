import { ID_PATTERN, messageCodes, textInput, translate } from '@kilau/domain';
import {
  MemberRewardsSchema,
  PartnerPrizeSchema,
  RedeemAnswerSchema,
  redeemSchema,
} from '@kilau/domain/rewards';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { envelopeOf, respond } from '../../lib/envelope';
import { requireMember } from '../../plugins/auth';
import type { RewardsService } from './rewards.service';

const KeyHeaderSchema = z.object({
  'idempotency-key': textInput().trim().min(8).max(100).optional(),
});

/** `:id` is a member's id, or `me`. */
const MemberParams = z.object({
  id: textInput()
    .trim()
    .refine((value) => value === 'me' || ID_PATTERN.test(value), { error: 'profile_not_found' }),
});

/** Tokens, rewards and badges (prefix `/api`; 001 §7; docs/design/rewards.md). */
export const rewardsRoutes: FastifyPluginAsyncZod<{ rewards: RewardsService }> = async (
  app,
  { rewards },
) => {
  app.post(
    '/user/me/tokens/redeem',
    {
      schema: {
        tags: ['rewards'],
        summary: 'Redeem beauty points or campaign tokens for a partner prize',
        description:
          'Body { points (the cost shown), phone_no (an Indonesian mobile number, for phone ' +
          'credit and e-wallet prizes), kpi?, partner_id (an offered prize), tnc (must be true), ' +
          'email_banner?, prize_name?, type (`points` | `tokens`, the balance the prize takes) }. ' +
          'One transaction: the balance debited (never below zero), the stock taken, the ' +
          'redemption and its ledger row written, the confirmation e-mail queued. Refusals: 422 ' +
          '`INSUFFICIENT_POINTS` (“Mohon maaf token anda tidak mencukupi.”), 409 ' +
          '`reward_cost_changed` (data.current.cost), 409 `reward_out_of_stock`, 404 ' +
          '`reward_prize_not_found`, 422 `validation_failed` (tnc, phone_no, type). Send an ' +
          '`Idempotency-Key`: a retry answers the same redemption (200) without a second debit; ' +
          'the same key with another body is 422 `idempotency_key_reused`. Answers 201 with data ' +
          '{ redemption, points.count, total_october_campaign_tokens }.',
        body: redeemSchema(messageCodes),
        headers: KeyHeaderSchema,
        response: { 200: envelopeOf(RedeemAnswerSchema), 201: envelopeOf(RedeemAnswerSchema) },
      },
      onRequest: app.requireMember,
    },
    async (request, reply) => {
      const member = await requireMember(request);
      const { result, replay } = await rewards.redeem(
        member.userId,
        request.body,
        request.headers['idempotency-key'] ?? null,
        request.locale,
      );
      return respond(reply, result, {
        status: replay ? 200 : 201,
        message: translate('reward_redeemed', request.locale),
      });
    },
  );

  app.get(
    '/rewards',
    {
      schema: {
        tags: ['rewards'],
        summary: 'The prizes a member can redeem',
        description:
          'The offered partner prizes, in the back office’s order: data [{ id, kind, ' +
          'partner_name, name (in the request’s language), cost, type (`points` | `tokens`), ' +
          'image, stock (null = unlimited), needs_phone }]. Public.',
        response: { 200: envelopeOf(z.array(PartnerPrizeSchema)) },
      },
    },
    async (request, reply) => respond(reply, await rewards.prizes(request.locale)),
  );

  app.get(
    '/user/:id/rewards',
    {
      schema: {
        tags: ['rewards'],
        summary:
          'What a member has earned: badges, and for the member themself balances and redemptions',
        description:
          '`:id` is a member id or `me` (401 without a session). Badges (up to 100, named in ' +
          'the request’s language) are public; `points`, `total_october_campaign_tokens` and ' +
          '`redemptions` are answered only to the member themself (`own`), else null. 404 ' +
          '`profile_not_found` for an unknown member.',
        params: MemberParams,
        response: { 200: envelopeOf(MemberRewardsSchema) },
      },
    },
    async (request, reply) => {
      const viewer = await request.member();
      let id: number;
      if (request.params.id === 'me') {
        if (!viewer) throw new AppError(401, 'unauthorized', 'login_required');
        id = viewer.userId;
      } else {
        id = Number(request.params.id);
      }
      return respond(
        reply,
        await rewards.memberRewards(id, viewer?.userId ?? null, request.locale),
      );
    },
  );
};
