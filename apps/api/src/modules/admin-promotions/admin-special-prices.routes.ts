import { idInput, messageCodes } from '@kilau/domain';
import {
  AdminSpecialPriceSchema,
  specialPriceCreateSchema,
  specialPriceListQuerySchema,
  specialPriceUpdateSchema,
} from '@kilau/domain/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, respond } from '../../lib/envelope';
import { staffActor as actorOf } from '../../lib/staff-request';
import type { AdminSpecialPricesService } from './admin-special-prices.service';

const IdParams = z.object({ id: idInput('admin_special_price_not_found') });

/** Special prices in the back office (prefix `/api/admin`, permission `promotions.write`). */
export const adminSpecialPriceRoutes: FastifyPluginAsyncZod<{
  prices: AdminSpecialPricesService;
}> = async (app, { prices }) => {
  const guard = app.requireStaff('promotions.write');

  app.get(
    '/special-prices',
    {
      schema: {
        tags: ['admin'],
        summary: 'Special prices with what sold at them',
        description:
          'Newest first. Filters: `q` (code or product), `status`, skip, limit (≤ 100). ' +
          '`usage` counts the orders and quantity sold at the special price.',
        querystring: specialPriceListQuerySchema,
        response: { 200: envelopeOf(z.array(AdminSpecialPriceSchema)) },
      },
      onRequest: guard,
    },
    async (request, reply) => {
      const { prices: list, total } = await prices.list(request.query);
      return respond(reply, list, { total, skip: request.query.skip, limit: request.query.limit });
    },
  );

  app.post(
    '/special-prices',
    {
      schema: {
        tags: ['admin'],
        summary: 'Create a special price',
        description:
          'A combination at `price` for the code, with quota per member, minimum amount and ' +
          'quantity over the in-scope lines (`scope` any, brand, category, product with ' +
          '`scope_ids`) and a window. 409 `admin_special_price_code_taken`. Audited ' +
          '(`special_price.create`).',
        body: specialPriceCreateSchema(messageCodes),
        response: { 200: envelopeOf(AdminSpecialPriceSchema) },
      },
      onRequest: guard,
    },
    async (request, reply) =>
      respond(reply, await prices.create(await actorOf(request), request.body, request.locale)),
  );

  app.get(
    '/special-prices/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'One special price',
        params: IdParams,
        response: { 200: envelopeOf(AdminSpecialPriceSchema) },
      },
      onRequest: guard,
    },
    async (request, reply) => respond(reply, await prices.get(request.params.id)),
  );

  app.patch(
    '/special-prices/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Change a special price, or switch it off',
        description:
          'Names the `version` it was read at: a stale one answers 409 ' +
          '`changed_by_someone_else` with `data.current`. Audited (`special_price.update`).',
        params: IdParams,
        body: specialPriceUpdateSchema(messageCodes),
        response: { 200: envelopeOf(AdminSpecialPriceSchema) },
      },
      onRequest: guard,
    },
    async (request, reply) =>
      respond(
        reply,
        await prices.update(
          await actorOf(request),
          request.params.id,
          request.body,
          request.locale,
        ),
      ),
  );
};
