import { translate } from '@kilau/domain';
import {
  LuckyDrawEmailRequestSchema,
  LuckyDrawEmailSchema,
  LuckyDrawVoucherSchema,
} from '@kilau/domain/engagement';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, respond } from '../../lib/envelope';
import { requireMember } from '../../plugins/auth';
import type { LuckyDrawService } from './lucky-draw.service';

/** The lucky draw's member calls (prefix `/api`; 001 §7, docs/design/lucky-draw.md). */
export const luckyDrawRoutes: FastifyPluginAsyncZod<{ luckyDraw: LuckyDrawService }> = async (
  app,
  { luckyDraw },
) => {
  app.post(
    '/users/me/claim-reward/lucky-draw',
    {
      schema: {
        tags: ['lucky-draw'],
        response: { 200: envelopeOf(LuckyDrawVoucherSchema) },
        summary: "Claim the member's lucky-draw prize (no body)",
        description:
          'One claim per member per campaign: the prize is drawn by the configured odds among ' +
          'the prizes left and becomes a voucher in the member’s vouchers. A repeated claim ' +
          'answers the same voucher (200). Refusals: 404 `lucky_draw_not_running`, 409 ' +
          '`lucky_draw_out_of_prizes`.',
      },
      preValidation: app.requireMember,
    },
    async (request, reply) => {
      const member = await requireMember(request);
      return respond(reply, await luckyDraw.claim(member.userId));
    },
  );

  app.get(
    '/users/me/claim-reward/lucky-draw',
    {
      schema: {
        tags: ['lucky-draw'],
        response: { 200: envelopeOf(LuckyDrawVoucherSchema.nullable()) },
        summary: "The member's claimed lucky-draw voucher, or null (001 §7 claimedVoucher)",
      },
      preHandler: app.requireMember,
    },
    async (request, reply) => {
      const member = await requireMember(request);
      return respond(reply, await luckyDraw.claimedVoucher(member.userId));
    },
  );

  app.post(
    '/users/me/claim-reward/lucky-draw/email',
    {
      schema: {
        tags: ['lucky-draw'],
        response: { 200: envelopeOf(LuckyDrawEmailSchema) },
        summary: "E-mail the member's lucky-draw voucher",
        description:
          'Body { voucher_id }: the claimed voucher’s `_id`. Queues the `lucky_draw_voucher` ' +
          "mail; 'Voucher berhasil dikirim ke email'. Not the member's lucky-draw voucher: 404 " +
          '`lucky_draw_voucher_not_found`. Again within a minute: ok, no second mail.',
        body: LuckyDrawEmailRequestSchema,
      },
      preValidation: app.requireMember,
    },
    async (request, reply) => {
      const member = await requireMember(request);
      const sent = await luckyDraw.email(
        member.userId,
        Number(request.body.voucher_id),
        request.locale,
      );
      return respond(reply, sent, {
        message: translate('lucky_draw_email_sent', request.locale),
      });
    },
  );
};
