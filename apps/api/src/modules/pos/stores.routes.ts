import { countInput, idInput } from '@kilau/domain';
import { STORES_LIMIT, StoreSchema } from '@kilau/domain/stores';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, respond } from '../../lib/envelope';
import type { StoresService } from './stores.service';

const StoresQuery = z.object({
  limit: countInput(1, STORES_LIMIT).default(STORES_LIMIT),
  /** One store (the spec's `filter _id`). */
  'filter[_id]': idInput('id_invalid').optional(),
});

/** The point-of-sale's stores (prefix `/api/pos`; 001 §7 `GET {pos}/stores`). */
export const storesRoutes: FastifyPluginAsyncZod<{ stores: StoresService }> = async (
  app,
  { stores },
) => {
  app.get(
    '/stores',
    {
      schema: {
        tags: ['pos'],
        summary: "The shop's offline stores, with today's hours and whether each is open now",
        description:
          `\`limit\` 1–${STORES_LIMIT} (${STORES_LIMIT} by default), \`filter[_id]\` one store's ` +
          "id. Each store: _id, id, value (its code), name, address, city, phone, the week's " +
          "hours (Monday first, WIB, null when closed), today's, `open_now` in WIB, lat, lng " +
          'and `is_default` (store 5).',
        querystring: StoresQuery,
        response: { 200: envelopeOf(z.array(StoreSchema)) },
      },
    },
    async (request, reply) => {
      const { limit } = request.query;
      const list = await stores.list({ id: request.query['filter[_id]'], limit });
      return respond(reply, list, { total: list.length, skip: 0, limit });
    },
  );
};
