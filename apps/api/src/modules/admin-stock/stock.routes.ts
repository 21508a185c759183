import { countInput, idInput, messageCodes, textInput } from '@kilau/domain';
import { StockMovementSchema, StockRowSchema, stockAdjustmentSchema } from '@kilau/domain/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, respond } from '../../lib/envelope';
import { staffActor as actorOf } from '../../lib/staff-request';
import type { StockService } from './stock.service';

/** A query flag: `1`, `true` or `on` (a checkbox) mean yes. */
const flag = textInput()
  .trim()
  .max(5)
  .transform((value) => ['1', 'true', 'on'].includes(value.toLowerCase()));
const StockQuery = z.object({
  q: textInput().trim().max(100).optional(),
  low: flag.optional(),
  out: flag.optional(),
  skip: countInput(0, 1_000_000).default(0),
  limit: countInput(1, 100).default(50),
});
const IdParams = z.object({ id: idInput('stock_combination_not_found') });
const Paging = z.object({
  skip: countInput(0, 1_000_000).default(0),
  limit: countInput(1, 100).default(50),
});

/** The stock ledger's API (prefix `/api/admin`; permission `stock.write`). */
export const stockRoutes: FastifyPluginAsyncZod<{ stock: StockService }> = async (
  app,
  { stock },
) => {
  app.get(
    '/stock',
    {
      schema: {
        tags: ['admin'],
        summary: "Combinations and their stock (the ledger's sums)",
        description:
          'Search `q` (product name or SKU), `low` (1 to `LOW_STOCK_THRESHOLD` left), `out` (none ' +
          'left; with `low`, both), skip, limit (≤ 100). By product name.',
        querystring: StockQuery,
        response: { 200: envelopeOf(z.array(StockRowSchema)) },
      },
      onRequest: app.requireStaff('stock.write'),
    },
    async (request, reply) => {
      const { rows, total } = await stock.list(request.query);
      return respond(reply, rows, { total, skip: request.query.skip, limit: request.query.limit });
    },
  );

  app.get(
    '/stock/:id/movements',
    {
      schema: {
        tags: ['admin'],
        summary: "A combination's stock ledger, newest first",
        description:
          'Every change of its stock: the delta, the stock after it, the reason (opening, received, ' +
          'damaged, count, order, release, import, return), the note, who and when.',
        params: IdParams,
        querystring: Paging,
        response: { 200: envelopeOf(z.array(StockMovementSchema)) },
      },
      onRequest: app.requireStaff('stock.write'),
    },
    async (request, reply) => {
      const { skip, limit } = request.query;
      const { entries, total } = await stock.movements(request.params.id, skip, limit);
      return respond(reply, entries, { total, skip, limit });
    },
  );

  app.post(
    '/stock/adjustments',
    {
      schema: {
        tags: ['admin'],
        summary: 'Adjust a combination’s stock with a reason (audited, in the ledger)',
        description:
          '`received`: `quantity` units arrived (+n); `damaged`: `quantity` units are taken off; ' +
          '`count`: `quantity` is the figure counted on the shelf. Under the same row lock orders ' +
          'take; below 0 answers 422 on `quantity`. The shop shows SOLD OUT or back in stock at once.',
        body: stockAdjustmentSchema(messageCodes),
        response: { 200: envelopeOf(StockRowSchema) },
      },
      onRequest: app.requireStaff('stock.write'),
    },
    async (request, reply) => {
      const row = await stock.adjust(await actorOf(request), request.body, request.locale);
      return respond(reply, row);
    },
  );
};
