import { idInput, messageCodes } from '@kilau/domain';
import {
  AdminFlashSaleSchema,
  AdminFlashSaleSummarySchema,
  flashSaleCreateSchema,
  flashSaleListQuerySchema,
  flashSaleUpdateSchema,
} from '@kilau/domain/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, respond } from '../../lib/envelope';
import { staffActor as actorOf } from '../../lib/staff-request';
import type { AdminFlashSalesService } from './admin-flash-sales.service';

const IdParams = z.object({ id: idInput('admin_flash_sale_not_found') });

/** Flash sales in the back office (prefix `/api/admin`, permission `promotions.write`). */
export const adminFlashSaleRoutes: FastifyPluginAsyncZod<{
  sales: AdminFlashSalesService;
}> = async (app, { sales }) => {
  const guard = app.requireStaff('promotions.write');

  app.get(
    '/flash-sales',
    {
      schema: {
        tags: ['admin'],
        summary: 'Flash sales with what sold in them',
        description:
          'Newest window first. Filters: `q` (name), `status`, skip, limit (≤ 100). `usage`: ' +
          'sold and quota over the items, the orders and rupiah of their flash-priced lines ' +
          '(orders not given back).',
        querystring: flashSaleListQuerySchema,
        response: { 200: envelopeOf(z.array(AdminFlashSaleSummarySchema)) },
      },
      onRequest: guard,
    },
    async (request, reply) => {
      const { sales: list, total } = await sales.list(request.query);
      return respond(reply, list, { total, skip: request.query.skip, limit: request.query.limit });
    },
  );

  app.post(
    '/flash-sales',
    {
      schema: {
        tags: ['admin'],
        summary: 'Create a flash sale',
        description:
          '`name`, `starts_at` < `ends_at`, `is_active`, `items` [{ combination_id, price ' +
          '(below the shop’s price after discount), quota, position? }]. One active sale at a ' +
          'time (422 on `starts_at`). Audited (`flash_sale.create`).',
        body: flashSaleCreateSchema(messageCodes),
        response: { 200: envelopeOf(AdminFlashSaleSchema) },
      },
      onRequest: guard,
    },
    async (request, reply) =>
      respond(reply, await sales.create(await actorOf(request), request.body, request.locale)),
  );

  app.get(
    '/flash-sales/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'One flash sale with its items, sold and revenue each',
        params: IdParams,
        response: { 200: envelopeOf(AdminFlashSaleSchema) },
      },
      onRequest: guard,
    },
    async (request, reply) => respond(reply, await sales.get(request.params.id)),
  );

  app.patch(
    '/flash-sales/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Change a flash sale, its items, or switch it off',
        description:
          'Names the `version` it was read at (stale: 409 `changed_by_someone_else` with ' +
          '`data.current`). `items`, when given, is the whole list: under the sale’s row lock ' +
          'a quota below `sold` is 422 on `items.N.quota`, and removing an item that sold is ' +
          '422 on `items`. Audited (`flash_sale.update`).',
        params: IdParams,
        body: flashSaleUpdateSchema(messageCodes),
        response: { 200: envelopeOf(AdminFlashSaleSchema) },
      },
      onRequest: guard,
    },
    async (request, reply) =>
      respond(
        reply,
        await sales.update(await actorOf(request), request.params.id, request.body, request.locale),
      ),
  );
};
