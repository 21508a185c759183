import { staffActor as actorOf } from '../../lib/staff-request';
import { idInput, messageCodes } from '@kilau/domain';
import {
  AdminVoucherSchema,
  PromotionTargetsSchema,
  voucherAssignSchema,
  voucherCreateSchema,
  voucherListQuerySchema,
  voucherUpdateSchema,
} from '@kilau/domain/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, respond } from '../../lib/envelope';
import type { AdminVouchersService } from './admin-vouchers.service';

const IdParams = z.object({ id: idInput('admin_voucher_not_found') });

/** Vouchers in the back office (prefix `/api/admin`, permission `promotions.write`). */
export const adminVoucherRoutes: FastifyPluginAsyncZod<{ vouchers: AdminVouchersService }> = async (
  app,
  { vouchers },
) => {
  const guard = app.requireStaff('promotions.write');

  app.get(
    '/vouchers',
    {
      schema: {
        tags: ['admin'],
        summary: 'Vouchers with their uses so far',
        description:
          'Newest first. Filters: `q` (code or name), `status` (active, scheduled, expired, ' +
          'inactive, all), skip, limit (≤ 100). `usage.used` counts orders that used the voucher, ' +
          '`usage.held` bags holding it now, `usage.discount_given` the rupiah its orders took off.',
        querystring: voucherListQuerySchema,
        response: { 200: envelopeOf(z.array(AdminVoucherSchema)) },
      },
      onRequest: guard,
    },
    async (request, reply) => {
      const { vouchers: list, total } = await vouchers.list(request.query);
      return respond(reply, list, { total, skip: request.query.skip, limit: request.query.limit });
    },
  );

  app.post(
    '/vouchers',
    {
      schema: {
        tags: ['admin'],
        summary: 'Create a voucher',
        description:
          'Every rule the bag redeems by: the discount (amount, percentage with a cap, free ' +
          'shipping with a cap on the fee, a free product), minimum order, window, quotas overall ' +
          'and per member, assigned members only, paper bag, product/brand/category targets. ' +
          '422 on the field; 409 `admin_voucher_code_taken`. Audited (`voucher.create`).',
        body: voucherCreateSchema(messageCodes),
        response: { 200: envelopeOf(AdminVoucherSchema) },
      },
      onRequest: guard,
    },
    async (request, reply) =>
      respond(reply, await vouchers.create(await actorOf(request), request.body, request.locale)),
  );

  app.get(
    '/vouchers/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'One voucher with its rules and uses',
        params: IdParams,
        response: { 200: envelopeOf(AdminVoucherSchema) },
      },
      onRequest: guard,
    },
    async (request, reply) => respond(reply, await vouchers.get(request.params.id)),
  );

  app.patch(
    '/vouchers/:id',
    {
      schema: {
        tags: ['admin'],
        summary: "Change a voucher's rules, or switch it off",
        description:
          'Names the `version` it was read at: a stale one answers 409 `changed_by_someone_else` ' +
          'with `data.current`. The rules are checked on the voucher as it would be; the quota ' +
          'cannot go below the uses and holds so far. `is_active: false` deactivates. The code ' +
          'and kind do not change. Audited (`voucher.update`).',
        params: IdParams,
        body: voucherUpdateSchema(messageCodes),
        response: { 200: envelopeOf(AdminVoucherSchema) },
      },
      onRequest: guard,
    },
    async (request, reply) =>
      respond(
        reply,
        await vouchers.update(
          await actorOf(request),
          request.params.id,
          request.body,
          request.locale,
        ),
      ),
  );

  app.post(
    '/vouchers/:id/assign',
    {
      schema: {
        tags: ['admin'],
        summary: 'Give a voucher to members by email (assigned-only vouchers: `rules.users`)',
        description:
          'Each member once; the assignment expires `valid_days` after today when set. An ' +
          'unknown email refuses the list (422 on `emails`). Audited (`voucher.assign`).',
        params: IdParams,
        body: voucherAssignSchema(messageCodes),
        response: { 200: envelopeOf(AdminVoucherSchema) },
      },
      onRequest: guard,
    },
    async (request, reply) =>
      respond(
        reply,
        await vouchers.assign(
          await actorOf(request),
          request.params.id,
          request.body,
          request.locale,
        ),
      ),
  );

  app.get(
    '/promotion-targets',
    {
      schema: {
        tags: ['admin'],
        summary: "What a promotion's rules may name: products, brands, categories",
        response: { 200: envelopeOf(PromotionTargetsSchema) },
      },
      onRequest: guard,
    },
    async (_request, reply) => respond(reply, await vouchers.targetOptions()),
  );
};
