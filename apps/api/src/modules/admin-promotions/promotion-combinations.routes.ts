import { promotionCombinationsQuerySchema, PromotionCombinationSchema } from '@kilau/domain/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, respond } from '../../lib/envelope';
import type { PromotionCombinationsService } from './promotion-combinations.service';

/** The promotion forms' combination picker (prefix `/api/admin`, permission `promotions.write`). */
export const promotionCombinationRoutes: FastifyPluginAsyncZod<{
  combinations: PromotionCombinationsService;
}> = async (app, { combinations }) => {
  app.get(
    '/promotion-combinations',
    {
      schema: {
        tags: ['admin'],
        summary: 'Combinations a special price or flash sale may name',
        description:
          '`q` finds a product name, brand or SKU (any part; sold ones first, `limit` ≤ 50); ' +
          '`ids` (comma-separated, ≤ 200) describes those combinations. Each with its shade or ' +
          'size (`label`), the shop’s price after discount (`regular_price`), stock and whether ' +
          'it is sold (`is_active`: it and its product active).',
        querystring: promotionCombinationsQuerySchema,
        response: { 200: envelopeOf(z.array(PromotionCombinationSchema)) },
      },
      onRequest: app.requireStaff('promotions.write'),
    },
    async (request, reply) => respond(reply, await combinations.find(request.query)),
  );
};
