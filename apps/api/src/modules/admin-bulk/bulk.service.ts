import type { Database } from '@kilau/db';
import {
  BULK_IMPORT_MAX_ROWS,
  BULK_REPORT_MAX_PROBLEMS,
  type BulkImportProgress,
  type BulkImportReport,
  type BulkKind,
} from '@kilau/domain/admin';
import { translate, type Locale } from '@kilau/domain';
import type { Kysely } from 'kysely';
import { AppError } from '../../lib/app-error';
import { inTransaction } from '../../lib/transaction';
import { createBulkRepository } from './bulk.repository';
import type { ImportRights } from './combinations-import';
import { csvExport } from './csv-export';
import { parseCsv } from './csv-read';
import { importerOf, type ImportPlan } from './import-kinds';

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

/** Rows looked up (and locked) per step of the check; a progress line follows each step. */
const CHECK_CHUNK = 1_000;
/** Rows written between two progress lines. */
const WRITE_STEP = 250;

/** An import's request: the file's text, a dry run or not, who, in which language. */
export interface ImportRequest {
  kind: BulkKind;
  actor: BulkActor;
  text: string;
  dryRun: boolean;
  rights: ImportRights;
  locale: Locale;
  /**
   * Told as the rows are checked, then written (the streamed answer's progress lines); awaited,
   * so the caller may give the event loop a turn to send the line.
   */
  progress?: (step: BulkImportProgress) => void | Promise<void>;
}

/**
 * CSV export and import of the catalogue (docs/design/back-office.md "CSV import and export").
 * A dry run checks every row and writes nothing; a real run checks again on the rows locked for
 * the write and writes all of them in one transaction, or none, with one `bulk.import` audit row.
 */
export function createBulkService(deps: {
  db: Kysely<Database>;
  audit: BulkAudit;
  clock: () => Date;
  /** Tells the shop's caches which products changed (after commit). */
  changed: (products: number[]) => Promise<void>;
}) {
  const bulk = createBulkRepository(deps.db);

  /** Reads the file, looks up what its rows name chunk by chunk, and checks every row. */
  async function check(db: Kysely<Database>, input: ImportRequest, forUpdate: boolean) {
    const { kind, text, rights, locale, progress } = input;
    const csv = parseCsv(text);
    if (!csv) {
      const problems = [
        { row: 1, column: null, message: translate('bulk_file_unreadable', locale) },
      ];
      return { rows: 0, problems, changed: 0, created: 0, unchanged: 0, importer: null };
    }
    const importer = importerOf(kind, db, { csv, forUpdate, rights, locale });
    const total = csv.rows.length;
    // A file over the limit is refused by the plan's header check: nothing to look up.
    if (total <= BULK_IMPORT_MAX_ROWS) {
      for (let start = 0; start < total; start += CHECK_CHUNK) {
        await importer.lookup(csv.rows.slice(start, start + CHECK_CHUNK));
        await progress?.({ phase: 'check', done: Math.min(start + CHECK_CHUNK, total), total });
      }
    }
    return { rows: total, ...importer.plan(), importer };
  }

  const reportOf = (
    kind: BulkKind,
    planned: ImportPlan & { rows: number },
    dryRun: boolean,
    written: boolean,
  ): BulkImportReport => ({
    kind,
    dry_run: dryRun,
    rows: planned.rows,
    changed: planned.changed,
    created: planned.created,
    unchanged: planned.unchanged,
    problem_count: planned.problems.length,
    problems: planned.problems.slice(0, BULK_REPORT_MAX_PROBLEMS),
    written,
  });

  return {
    export: (kind: BulkKind, withStock: boolean) => csvExport(bulk, kind, withStock),

    /** Imports products (by slug) or combinations (by SKU); a dry run only reports. */
    async import(input: ImportRequest): Promise<BulkImportReport> {
      const { kind, actor, dryRun, progress } = input;
      if (dryRun) return reportOf(kind, await check(deps.db, input, false), true, false);
      try {
        const { report, products } = await inTransaction(deps.db, async (tx) => {
          const planned = await check(tx, input, true);
          if (planned.problems.length > 0 || !planned.importer) {
            throw new ImportRefused(reportOf(kind, planned, false, false));
          }
          const total = planned.changed;
          let done = 0;
          const written = await planned.importer.write(actor, deps.clock(), async () => {
            done += 1;
            if (done % WRITE_STEP === 0 || done === total) {
              await progress?.({ phase: 'write', done, total });
            }
          });
          const report = reportOf(kind, planned, false, true);
          await deps.audit(tx, actor, {
            action: 'bulk.import',
            entity: kind,
            entityId: 'csv',
            before: null,
            after: {
              rows: report.rows,
              changed: report.changed,
              ...(kind === 'products' ? { created: report.created } : {}),
              unchanged: report.unchanged,
              ...written.summary,
            },
          });
          return { report, products: written.products };
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
        // Another import or the product form took a new slug meanwhile: check the file again.
        if ((error as { code?: string }).code === '23505') {
          throw new AppError(409, 'bulk_import_conflict', 'bulk_import_conflict');
        }
        throw error;
      }
    },
  };
}

export type BulkService = ReturnType<typeof createBulkService>;
