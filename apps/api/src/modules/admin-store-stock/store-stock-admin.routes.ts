import { countInput, idInput, textInput } from '@kilau/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, respond } from '../../lib/envelope';
import { staffActor as actorOf } from '../../lib/staff-request';
import type { StoreStockAdminService } from './store-stock-admin.service';

const StoreParams = z.object({ storeId: idInput('store_not_found') });
const RowParams = StoreParams.extend({
  combinationId: idInput('store_stock_combination_not_found'),
});
const ListQuery = z.object({
  q: textInput().trim().max(100).optional(),
  skip: countInput(0, 1_000_000).default(0),
  limit: countInput(1, 100).default(50),
});
const Units = z
  .number({ error: 'store_stock_delta_or_quantity' })
  .int()
  .min(-1_000_000)
  .max(1_000_000);
const AdjustBody = z.object({
  delta: Units.optional(),
  quantity: Units.min(0, { error: 'store_stock_below_zero' }).optional(),
  reason: textInput({ error: 'store_stock_reason_required' })
    .trim()
    .min(1, { error: 'store_stock_reason_required' })
    .max(200, { error: 'store_stock_reason_required' }),
});
const StoreStockRow = z.object({
  combination_id: z.number(),
  product_id: z.number(),
  product_name: z.string(),
  sku: z.string(),
  barcode: z.string().nullable(),
  quantity: z.number(),
});

/** A store's own stock in the back office (prefix `/api/admin`; permission `stock.write`). */
export const storeStockAdminRoutes: FastifyPluginAsyncZod<{
  storeStock: StoreStockAdminService;
}> = async (app, { storeStock }) => {
  app.get(
    '/stores/:storeId/stock',
    {
      schema: {
        tags: ['admin'],
        summary: "A store's own stock of every combination (none: 0)",
        description:
          'Search `q` (product name, or a barcode exactly), skip, limit (≤ 100). By product name. ' +
          'An unknown or closed store is 404 `store_not_found`.',
        params: StoreParams,
        querystring: ListQuery,
        response: { 200: envelopeOf(z.array(StoreStockRow)) },
      },
      onRequest: app.requireStaff('stock.write'),
    },
    async (request, reply) => {
      const { skip, limit } = request.query;
      const { items, total } = await storeStock.list(request.params.storeId, request.query);
      return respond(reply, items, { total, skip, limit });
    },
  );

  app.post(
    '/stores/:storeId/stock/:combinationId/adjust',
    {
      schema: {
        tags: ['admin'],
        summary: "Adjust a store's stock of a combination with a reason (audited)",
        description:
          'Exactly one of `delta` (a change, + or -) and `quantity` (the figure counted), and a ' +
          '`reason`. Under the row lock a self-checkout order takes; below 0 answers 422 ' +
          '`store_stock_below_zero`.',
        params: RowParams,
        body: AdjustBody,
        response: { 200: envelopeOf(StoreStockRow) },
      },
      onRequest: app.requireStaff('stock.write'),
    },
    async (request, reply) => {
      const { storeId, combinationId } = request.params;
      const row = await storeStock.adjust(
        await actorOf(request),
        storeId,
        combinationId,
        request.body,
        request.locale,
      );
      return respond(reply, row);
    },
  );
};
