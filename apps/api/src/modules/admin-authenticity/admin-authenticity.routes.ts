import { Readable } from 'node:stream';
import { countInput, idInput, messageCodes, translate } from '@kilau/domain';
import {
  AdminAuthenticityBatchSchema,
  createAuthenticityBatchSchema,
} from '@kilau/domain/authenticity';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, respond } from '../../lib/envelope';
import { staffActor } from '../../lib/staff-request';
import type { AdminAuthenticityService } from './admin-authenticity.service';

const BatchParams = z.object({ id: idInput('authenticity_batch_not_found') });

/**
 * Authenticity batches of the back office (prefix `/api/admin`; permission
 * `authenticity.manage`; docs/design/authenticity.md).
 */
export const adminAuthenticityRoutes: FastifyPluginAsyncZod<{
  batches: AdminAuthenticityService;
}> = async (app, { batches }) => {
  const guard = app.requireStaff('authenticity.manage');

  app.get(
    '/authenticity/batches',
    {
      schema: {
        tags: ['admin'],
        summary: 'Authenticity batches, newest first, with their codes checked',
        querystring: z.object({
          skip: countInput(0, 100_000).default(0),
          limit: countInput(1, 100).default(20),
        }),
        response: { 200: envelopeOf(z.array(AdminAuthenticityBatchSchema)) },
      },
      onRequest: guard,
    },
    async (request, reply) => {
      const { skip, limit } = request.query;
      const page = await batches.list(skip, limit, request.locale);
      return respond(reply, page.items, { total: page.total, skip, limit });
    },
  );

  app.post(
    '/authenticity/batches',
    {
      schema: {
        tags: ['admin'],
        summary: 'Create a batch and its codes (audited)',
        description:
          '`combination_id` (a shade or size, naming its product) or `product_id`; ' +
          '`batch_number` once per product (409 `authenticity_batch_exists`); `produced_on` and ' +
          '`expires_on` as `YYYY-MM-DD`, expiry after production; `code_count` 1–10,000. The ' +
          'codes are downloadable from `GET …/{id}/codes.csv` until the batch is marked printed.',
        body: createAuthenticityBatchSchema(messageCodes),
        response: { 201: envelopeOf(AdminAuthenticityBatchSchema) },
      },
      onRequest: guard,
    },
    async (request, reply) => {
      const created = await batches.create(await staffActor(request), request.body, request.locale);
      return respond(reply, created, {
        status: 201,
        message: translate('authenticity_batch_created', request.locale),
      });
    },
  );

  app.get(
    '/authenticity/batches/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'One authenticity batch with its codes checked, repeated and unchecked',
        params: BatchParams,
        response: { 200: envelopeOf(AdminAuthenticityBatchSchema) },
      },
      onRequest: guard,
    },
    async (request, reply) => respond(reply, await batches.one(request.params.id, request.locale)),
  );

  app.get(
    '/authenticity/batches/:id/codes.csv',
    {
      schema: {
        tags: ['admin'],
        summary: "The batch's codes in clear for the printer (CSV, audited)",
        description:
          '`code, product, batch_number, produced_on, expires_on`, a code a row as printed ' +
          '(`XXXX-XXXX-XXXX`), `text/csv; charset=utf-8` with a byte order mark. 409 ' +
          '`authenticity_batch_printed` once the batch is marked printed (the clear codes are gone).',
        params: BatchParams,
        produces: ['text/csv'],
      },
      onRequest: guard,
    },
    async (request, reply) => {
      const { batch, csv } = await batches.exportCodes(
        await staffActor(request),
        request.params.id,
        request.locale,
      );
      const name = `kilau-keaslian-${batch.batch_number.replace(/[^A-Za-z0-9-]/g, '_')}.csv`;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(csv));
    },
  );

  app.post(
    '/authenticity/batches/:id/printed',
    {
      schema: {
        tags: ['admin'],
        summary: 'Mark a batch printed: its clear codes are deleted (audited)',
        description: '409 `authenticity_batch_printed` when it already was.',
        params: BatchParams,
        response: { 200: envelopeOf(AdminAuthenticityBatchSchema) },
      },
      onRequest: guard,
    },
    async (request, reply) => {
      const marked = await batches.markPrinted(
        await staffActor(request),
        request.params.id,
        request.locale,
      );
      return respond(reply, marked, {
        message: translate('authenticity_batch_marked_printed', request.locale),
      });
    },
  );
};
