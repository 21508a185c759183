import multipart from '@fastify/multipart';
import { textInput, translate } from '@kilau/domain';
import {
  BULK_IMPORT_MAX_BYTES,
  BULK_KINDS,
  BulkImportReportSchema,
  roleMay,
} from '@kilau/domain/admin';
import { formatIsoDay } from '@kilau/domain/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Readable } from 'node:stream';
import { z } from 'zod';
import { singleUpload } from '../../lib/file-upload';
import { AppError } from '../../lib/app-error';
import { envelopeOf, respond } from '../../lib/envelope';
import { guardedStaff } from '../../lib/staff-request';
import type { BulkService } from './bulk.service';

const MAX_MB = BULK_IMPORT_MAX_BYTES / (1024 * 1024);

const ExportQuery = z.object({
  kind: z.enum(BULK_KINDS, { error: 'validation_failed' }),
});
const ImportQuery = z.object({
  kind: z.enum(['combinations'], { error: 'validation_failed' }),
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
      schema: {
        tags: ['admin'],
        summary: 'Import combinations from CSV (catalogue.write; stock needs stock.write)',
        description:
          '`multipart/form-data` with the CSV as `file` (at most 2 MB, 20,000 rows; over 2 MB ' +
          '413 `file_too_large`). Rows are matched by `sku`; price, discount (rupiah or `N%`), ' +
          'active and stock (needs `stock.write`; recorded in the stock ledger as `import`) are ' +
          'updated; other known columns are read only. `dry_run=1` checks every row and writes ' +
          'nothing: the report lists each problem (row, column, message). A real run writes all ' +
          'rows in one transaction or none: with any problem 422 `bulk_import_has_problems` and ' +
          'the report as `data`. Audited as `bulk.import` with the counts.',
        querystring: ImportQuery,
        consumes: ['multipart/form-data'],
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
      const report = await bulk.importCombinations({
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
      });
      const code = report.dry_run ? 'bulk_dry_run_done' : 'bulk_import_done';
      return respond(reply, report, {
        message: translate(code, request.locale, { count: report.changed }),
      });
    },
  );
};
