import { idInput, messageCodes } from '@kilau/domain';
import {
  AdminBankPromotionSchema,
  bankPromotionCreateSchema,
  bankPromotionListQuerySchema,
  BankPromotionMethodSchema,
  bankPromotionUpdateSchema,
} from '@kilau/domain/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, respond } from '../../lib/envelope';
import { staffActor as actorOf } from '../../lib/staff-request';
import type { AdminBankPromotionsService } from './admin-bank-promotions.service';

const IdParams = z.object({ id: idInput('admin_bank_promotion_not_found') });

/** Bank promotions in the back office (prefix `/api/admin`, permission `promotions.write`). */
export const adminBankPromotionRoutes: FastifyPluginAsyncZod<{
  promotions: AdminBankPromotionsService;
}> = async (app, { promotions }) => {
  const guard = app.requireStaff('promotions.write');

  app.get(
    '/bank-promotions',
    {
      schema: {
        tags: ['admin'],
        summary: 'Bank promotions with their orders so far',
        description:
          'Newest window first. Filters: `q` (bank or title), `status`, skip, limit (≤ 100). ' +
          '`usage`: orders placed with it (not given back) and the sum of their ' +
          '`bank_promotion_discount`.',
        querystring: bankPromotionListQuerySchema,
        response: { 200: envelopeOf(z.array(AdminBankPromotionSchema)) },
      },
      onRequest: guard,
    },
    async (request, reply) => {
      const { promotions: list, total } = await promotions.list(request.query);
      return respond(reply, list, { total, skip: request.query.skip, limit: request.query.limit });
    },
  );

  app.get(
    '/bank-promotion-methods',
    {
      schema: {
        tags: ['admin'],
        summary: 'The payment methods a bank promotion may name',
        response: { 200: envelopeOf(z.array(BankPromotionMethodSchema)) },
      },
      onRequest: guard,
    },
    async (_request, reply) => respond(reply, await promotions.methods()),
  );

  app.post(
    '/bank-promotions',
    {
      schema: {
        tags: ['admin'],
        summary: 'Create a bank promotion',
        description:
          '`bank_name`, `title`, `description`, `discount_type` (percentage 1–100 or amount), ' +
          '`discount_value`, `max_discount` (a percentage’s cap), `min_order`, `card_bins` ' +
          '(4–8 digits each; empty: any card), `payment_methods` (codes that exist; empty: any ' +
          'method), `starts_at` < `ends_at`, `is_active`, `position`. Audited ' +
          '(`bank_promotion.create`).',
        body: bankPromotionCreateSchema(messageCodes),
        response: { 200: envelopeOf(AdminBankPromotionSchema) },
      },
      onRequest: guard,
    },
    async (request, reply) =>
      respond(reply, await promotions.create(await actorOf(request), request.body, request.locale)),
  );

  app.get(
    '/bank-promotions/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'One bank promotion',
        params: IdParams,
        response: { 200: envelopeOf(AdminBankPromotionSchema) },
      },
      onRequest: guard,
    },
    async (request, reply) => respond(reply, await promotions.get(request.params.id)),
  );

  app.patch(
    '/bank-promotions/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Change a bank promotion, or switch it off',
        description:
          'Names the `version` it was read at: a stale one answers 409 ' +
          '`changed_by_someone_else` with `data.current`. The rules are checked on the result. ' +
          'Audited (`bank_promotion.update`).',
        params: IdParams,
        body: bankPromotionUpdateSchema(messageCodes),
        response: { 200: envelopeOf(AdminBankPromotionSchema) },
      },
      onRequest: guard,
    },
    async (request, reply) =>
      respond(
        reply,
        await promotions.update(
          await actorOf(request),
          request.params.id,
          request.body,
          request.locale,
        ),
      ),
  );
};
