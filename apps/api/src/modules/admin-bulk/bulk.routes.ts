import multipart from '@fastify/multipart';
import { textInput, translate } from '@kilau/domain';
import {
  BULK_IMPORT_MAX_BYTES,
  BULK_IMPORT_STREAM_TYPE,
  BULK_KINDS,
  BulkImportReportSchema,
  roleMay,
} from '@kilau/domain/admin';
import { formatIsoDay } from '@kilau/domain/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PassThrough, Readable } from 'node:stream';
import { z } from 'zod';
import { singleUpload } from '../../lib/file-upload';
import { AppError } from '../../lib/app-error';
import { envelopeOf, failure, respond } from '../../lib/envelope';
import { guardedStaff } from '../../lib/staff-request';
import type { BulkService, ImportRequest } from './bulk.service';

const MAX_MB = BULK_IMPORT_MAX_BYTES / (1024 * 1024);

const ExportQuery = z.object({
  kind: z.enum(BULK_KINDS, { error: 'validation_failed' }),
});
const ImportQuery = z.object({
  kind: z.enum(BULK_KINDS, { error: 'validation_failed' }),
  dry_run: textInput()
    .regex(/^[01]$/, { error: 'validation_failed' })
    .optional()
    .transform((value) => value === '1'),
});

const tooLarge = () => new AppError(413, 'file_too_large', 'bulk_file_too_large', { max: MAX_MB });

/** CSV export and import (prefix `/api/admin`; docs/design/back-office.md, ADR 0041). */
export const bulkRoutes: FastifyPluginAsyncZod<{
  bulk: BulkService;
  clock: () => Date;
}> = async (app, { bulk, clock }) => {
  await app.register(multipart, {
    // One byte more than allowed, so "too large" is told apart from "exactly the limit".
    limits: { fileSize: BULK_IMPORT_MAX_BYTES + 1, files: 1, fields: 4, parts: 5 },
  });

  app.get(
    '/bulk/export.csv',
    {
      schema: {
        tags: ['admin'],
        summary: 'Export products or combinations as CSV (catalogue.write)',
        description:
          '`kind=products`: product_slug, name, brand_slug, category_slug, flags (`new|sale`…), ' +
          'active (1/0). `kind=combinations`: sku, product_slug, shade_name, hex, price, discount ' +
          '(rupiah, or `10%`), stock (only with `stock.write`), active. Streamed as ' +
          '`text/csv; charset=utf-8` with a byte order mark; cells a spreadsheet would run as a ' +
          'formula are escaped. The combinations file imports back unchanged.',
        querystring: ExportQuery,
        produces: ['text/csv'],
      },
      onRequest: app.requireStaff('catalogue.write'),
    },
    async (request, reply) => {
      const staff = await guardedStaff(request);
      const { kind } = request.query;
      const withStock = roleMay(staff.role, 'stock.write');
      const name = `kilau-${kind}-${formatIsoDay(clock())}.csv`;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(bulk.export(kind, withStock)));
    },
  );

  app.post(
    '/bulk/import',
    {
      // Progress lines must leave as they are written, not wait in a compressor's buffer.
      compress: false,
      schema: {
        tags: ['admin'],
        summary: 'Import products or combinations from CSV (catalogue.write)',
        description:
          '`multipart/form-data` with the CSV as `file` (at most 2 MB, 20,000 rows; over 2 MB ' +
          '413 `file_too_large`). `kind=combinations`: rows are matched by `sku`; price, discount ' +
          '(rupiah or `N%`), active and stock (needs `stock.write`; recorded in the stock ledger ' +
          'as `import`) are updated; other known columns are read only. `kind=products`: rows ' +
          'are matched by `product_slug`; an existing product gets the name, brand_slug, ' +
          'category_slug, flags and active the file has; a new slug creates a product (name, ' +
          'brand and category required) as a draft, inactive until it has a combination. ' +
          '`dry_run=1` checks every row and writes nothing: the report lists each problem (row, ' +
          'column, message). A real run writes all rows in one transaction or none: with any ' +
          'problem 422 `bulk_import_has_problems` and the report as `data`. Audited as ' +
          '`bulk.import` with the counts. With `Accept: application/x-ndjson` the answer streams ' +
          'one JSON object per line: `{ "progress": { phase: check|write, done, total } }` as ' +
          'the rows are checked and written, then the envelope below (its `meta.code` is the ' +
          'status, the HTTP status being 200 once the stream has started).',
        querystring: ImportQuery,
        consumes: ['multipart/form-data'],
        produces: ['application/json', BULK_IMPORT_STREAM_TYPE],
        response: { 200: envelopeOf(BulkImportReportSchema) },
      },
      onRequest: app.requireStaff('catalogue.write'),
    },
    async (request, reply) => {
      const staff = await guardedStaff(request);
      const { bytes: upload } = await singleUpload(request, {
        field: 'file',
        maxBytes: BULK_IMPORT_MAX_BYTES,
        tooLarge: () => tooLarge(),
        missing: 'bulk_file_required',
      });
      const input: ImportRequest = {
        kind: request.query.kind,
        actor: {
          staffId: staff.staffId,
          email: staff.email,
          ip: request.ip,
          requestId: request.id,
        },
        text: upload.toString('utf8'),
        dryRun: request.query.dry_run,
        rights: { stock: roleMay(staff.role, 'stock.write') },
        locale: request.locale,
      };
      const doneMessage = (report: { dry_run: boolean; changed: number }) =>
        translate(report.dry_run ? 'bulk_dry_run_done' : 'bulk_import_done', request.locale, {
          count: report.changed,
        });
      if (!wantsStream(request.headers.accept)) {
        const report = await bulk.import(input);
        return respond(reply, report, { message: doneMessage(report) });
      }

      // The streamed answer: progress lines as the import goes, then the envelope.
      const lines = new PassThrough();
      const line = (value: unknown) => lines.write(`${JSON.stringify(value)}\n`);
      void reply
        .type(`${BULK_IMPORT_STREAM_TYPE}; charset=utf-8`)
        .header('cache-control', 'no-store')
        .header('x-accel-buffering', 'no')
        // A stream is sent as it is: the response schema (the plain answer's) does not apply.
        .send(lines as never);
      try {
        const report = await bulk.import({
          ...input,
          // A turn of the event loop after each line lets the socket send it now, however fast
          // the database answers (an in-process one never yields to I/O on its own).
          progress: async (step) => {
            line({ progress: step });
            await new Promise((resolve) => setImmediate(resolve));
          },
        });
        line({ success: true, data: report, message: doneMessage(report), meta: { code: 200 } });
      } catch (error) {
        if (error instanceof AppError) {
          const message = translate(error.messageCode, request.locale, error.params);
          line(failure(error.status, error.errorCode, message, error.data ?? null));
        } else {
          request.log.error({ err: error, requestId: request.id }, 'unhandled error');
          line(failure(500, 'internal_error', translate('generic_retry', request.locale)));
        }
      } finally {
        lines.end();
      }
      return reply;
    },
  );
};

/** Whether the caller asked for the streamed answer (progress lines, then the envelope). */
const wantsStream = (accept: string | undefined) =>
  accept !== undefined &&
  accept.split(',').some((part) => part.trim().startsWith(BULK_IMPORT_STREAM_TYPE));
