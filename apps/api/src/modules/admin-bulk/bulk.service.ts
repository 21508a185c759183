import type { Database } from '@kilau/db';
import {
  BULK_REPORT_MAX_PROBLEMS,
  type BulkImportReport,
  type BulkKind,
} from '@kilau/domain/admin';
import { translate, type Locale } from '@kilau/domain';
import type { Kysely } from 'kysely';
import { AppError } from '../../lib/app-error';
import { inTransaction } from '../../lib/transaction';
import { createBulkRepository, type BulkRepository } from './bulk.repository';
import { parseCsv, planCombinationsImport, skusOf, type ImportRights } from './combinations-import';
import { csvExport } from './csv-export';

/** Who imports, from where (the audit row's actor). */
export interface BulkActor {
  staffId: number;
  email: string;
  ip: string | null;
  requestId: string | null;
}

/** Writes the import's audit row in its transaction (the admin module's `recordAudit`). */
export type BulkAudit = (
  tx: Kysely<Database>,
  actor: BulkActor,
  entry: {
    action: string;
    entity: string;
    entityId: string;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
  },
) => Promise<void>;

/** Rolls a planned import back when the locked rows turned out to have problems. */
class ImportRefused extends Error {
  constructor(readonly report: BulkImportReport) {
    super('bulk_import_has_problems');
  }
}

/**
 * CSV export and import of the catalogue (docs/design/back-office.md "CSV import and export").
 * A dry run checks every row and writes nothing; a real run checks again on the rows locked for
 * the write and writes all of them in one transaction, or none, with one `bulk.import` audit row.
 */
export function createBulkService(deps: {
  db: Kysely<Database>;
  audit: BulkAudit;
  /** Tells the shop's caches which products changed (after commit). */
  changed: (products: number[]) => Promise<void>;
}) {
  const bulk = createBulkRepository(deps.db);

  async function plan(
    repo: BulkRepository,
    text: string,
    rights: ImportRights,
    locale: Locale,
    forUpdate: boolean,
  ) {
    const csv = parseCsv(text);
    if (!csv) {
      return {
        problems: [{ row: 1, column: null, message: translate('bulk_file_unreadable', locale) }],
        changes: [],
        unchanged: 0,
        rows: 0,
      };
    }
    const found = await repo.combinationsBySku(skusOf(csv), forUpdate);
    const bySku = new Map(found.map((row) => [row.sku, row]));
    return { ...planCombinationsImport(csv, bySku, rights, locale), rows: csv.rows.length };
  }

  const reportOf = (
    planned: Awaited<ReturnType<typeof plan>>,
    dryRun: boolean,
    written: boolean,
  ): BulkImportReport => ({
    kind: 'combinations',
    dry_run: dryRun,
    rows: planned.rows,
    changed: planned.changes.length,
    created: 0,
    unchanged: planned.unchanged,
    problem_count: planned.problems.length,
    problems: planned.problems.slice(0, BULK_REPORT_MAX_PROBLEMS),
    written,
  });

  return {
    export: (kind: BulkKind, withStock: boolean) => csvExport(bulk, kind, withStock),

    /** Imports combinations by SKU; a dry run only reports. */
    async importCombinations(input: {
      actor: BulkActor;
      text: string;
      dryRun: boolean;
      rights: ImportRights;
      locale: Locale;
    }): Promise<BulkImportReport> {
      const { actor, text, dryRun, rights, locale } = input;
      if (dryRun) return reportOf(await plan(bulk, text, rights, locale, false), true, false);
      try {
        const { report, products } = await inTransaction(deps.db, async (tx) => {
          const repo = createBulkRepository(tx);
          const planned = await plan(repo, text, rights, locale, true);
          if (planned.problems.length > 0) throw new ImportRefused(reportOf(planned, false, false));
          if (planned.changes.some((change) => change.next.stock !== change.current.stock)) {
            await repo.nameStockChange('import', actor.staffId);
          }
          for (const change of planned.changes) {
            await repo.updateCombination(change.current.id, change.next);
          }
          const report = reportOf(planned, false, true);
          await deps.audit(tx, actor, {
            action: 'bulk.import',
            entity: 'combinations',
            entityId: 'csv',
            before: null,
            after: {
              rows: report.rows,
              changed: report.changed,
              unchanged: report.unchanged,
              skus: planned.changes.slice(0, 50).map((change) => change.current.sku),
            },
          });
          return {
            report,
            products: [...new Set(planned.changes.map((change) => change.current.product_id))],
          };
        });
        if (products.length > 0) await deps.changed(products);
        return report;
      } catch (error) {
        if (error instanceof ImportRefused) {
          throw new AppError(
            422,
            'bulk_import_has_problems',
            'bulk_import_has_problems',
            { count: error.report.problem_count },
            error.report,
          );
        }
        throw error;
      }
    },
  };
}

export type BulkService = ReturnType<typeof createBulkService>;
