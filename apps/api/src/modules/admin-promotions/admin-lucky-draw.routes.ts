import { idInput, messageCodes } from '@kilau/domain';
import {
  AdminLuckyDrawPrizeSchema,
  AdminLuckyDrawSchema,
  luckyDrawPrizeCreateSchema,
  luckyDrawPrizeUpdateSchema,
} from '@kilau/domain/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, respond } from '../../lib/envelope';
import { staffActor as actorOf } from '../../lib/staff-request';
import type { AdminLuckyDrawService } from './admin-lucky-draw.service';

const IdParams = z.object({ id: idInput('lucky_draw_prize_not_found') });

/**
 * The lucky draw's prizes in the back office (prefix `/api/admin`, permission
 * `promotions.write`; docs/design/lucky-draw.md).
 */
export const adminLuckyDrawRoutes: FastifyPluginAsyncZod<{
  prizes: AdminLuckyDrawService;
}> = async (app, { prizes }) => {
  const guard = app.requireStaff('promotions.write');

  app.get(
    '/lucky-draw/prizes',
    {
      schema: {
        tags: ['admin'],
        summary: "The lucky draw's prizes, with what was claimed and what is left",
        description:
          '`prizes` in their order, `claims` (members who claimed), `remaining` (prizes left ' +
          'over all prizes).',
        response: { 200: envelopeOf(AdminLuckyDrawSchema) },
      },
      onRequest: guard,
    },
    async (_request, reply) => respond(reply, await prizes.list()),
  );

  app.post(
    '/lucky-draw/prizes',
    {
      schema: {
        tags: ['admin'],
        summary: 'Add a prize to the lucky draw',
        description:
          '`code` (a new voucher code), `name`, `discount_type` (amount, percentage, ' +
          'free_shipping) with `amount` / `percentage` / `max_discount` (a cap, not for an ' +
          'amount), `min_amount`, `valid_days` (once won; 30 by default), `quota`, `weight` ' +
          '(the odds among the prizes left), `is_active`. Audited (`lucky_draw_prize.create`).',
        body: luckyDrawPrizeCreateSchema(messageCodes),
        response: { 200: envelopeOf(AdminLuckyDrawPrizeSchema) },
      },
      onRequest: guard,
    },
    async (request, reply) =>
      respond(reply, await prizes.create(await actorOf(request), request.body, request.locale)),
  );

  app.get(
    '/lucky-draw/prizes/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'One lucky-draw prize',
        params: IdParams,
        response: { 200: envelopeOf(AdminLuckyDrawPrizeSchema) },
      },
      onRequest: guard,
    },
    async (request, reply) => respond(reply, await prizes.get(request.params.id)),
  );

  app.patch(
    '/lucky-draw/prizes/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Change a lucky-draw prize: its value, quota, odds, or switch it off',
        description:
          'Names the `version` it was read at: a stale one answers 409 ' +
          '`changed_by_someone_else` with `data.current`. A new `quota` keeps what was claimed ' +
          '(below it: 422). Audited (`lucky_draw_prize.update`).',
        params: IdParams,
        body: luckyDrawPrizeUpdateSchema(messageCodes),
        response: { 200: envelopeOf(AdminLuckyDrawPrizeSchema) },
      },
      onRequest: guard,
    },
    async (request, reply) =>
      respond(
        reply,
        await prizes.update(
          await actorOf(request),
          request.params.id,
          request.body,
          request.locale,
        ),
      ),
  );
};
