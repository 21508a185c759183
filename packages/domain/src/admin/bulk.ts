import { z } from '../shared/zod';

/**
 * CSV export and import of the catalogue (issue 18, docs/design/back-office.md "CSV import and
 * export", ADR 0041). The columns are the contract: an export imports back unchanged.
 */

export const BULK_KINDS = ['products', 'combinations'] as const;
export type BulkKind = (typeof BULK_KINDS)[number];

export const BULK_COLUMNS = {
  products: ['product_slug', 'name', 'brand_slug', 'category_slug', 'flags', 'active'],
  combinations: [
    'sku',
    'product_slug',
    'shade_name',
    'hex',
    'price',
    'discount',
    'stock',
    'active',
  ],
} as const satisfies Record<BulkKind, readonly string[]>;

/** The product flags a `flags` cell may list, separated by `|` (`new|sale`). */
export const CSV_PRODUCT_FLAGS = [
  'new',
  'exclusive',
  'limited',
  'online',
  'sale',
  'bogo',
  'academy_out_of_stock',
] as const;
export type CsvProductFlag = (typeof CSV_PRODUCT_FLAGS)[number];

/** The largest CSV file an import takes. */
export const BULK_IMPORT_MAX_BYTES = 2 * 1024 * 1024;
/** The most data rows an import takes. */
export const BULK_IMPORT_MAX_ROWS = 20_000;
/** The most problems a report lists (the count says how many there were). */
export const BULK_REPORT_MAX_PROBLEMS = 500;

/** One problem of an import: the file's row (the header is row 1), the column, the message. */
export const BulkProblemSchema = z.object({
  row: z.number(),
  column: z.string().nullable(),
  message: z.string(),
});
export type BulkProblem = z.infer<typeof BulkProblemSchema>;

/** What an import did, or would do on a dry run. */
export const BulkImportReportSchema = z.object({
  kind: z.enum(BULK_KINDS),
  dry_run: z.boolean(),
  rows: z.number(),
  /** Rows that change something (created or updated); unchanged rows are skipped. */
  changed: z.number(),
  created: z.number(),
  unchanged: z.number(),
  problem_count: z.number(),
  problems: z.array(BulkProblemSchema),
  /** True when the rows were written (a real run without problems). */
  written: z.boolean(),
});
export type BulkImportReport = z.infer<typeof BulkImportReportSchema>;

/**
 * The streamed answer of an import (`Accept: application/x-ndjson`): one JSON object per line,
 * `{ "progress": BulkImportProgress }` while the rows are checked and then written, and last the
 * envelope the plain answer would have been (its `meta.code` is the status).
 */
export const BULK_IMPORT_STREAM_TYPE = 'application/x-ndjson';

/** How far an import is: rows checked (`check`), then rows written (`write`), of `total`. */
export const BulkImportProgressSchema = z.object({
  phase: z.enum(['check', 'write']),
  done: z.number(),
  total: z.number(),
});
export type BulkImportProgress = z.infer<typeof BulkImportProgressSchema>;
