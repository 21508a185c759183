import type { BulkImportReport, BulkKind } from '@kilau/domain/admin';
import type { ApiResult } from '~/lib/api-envelope';

/** What `/admin/bulk` shows after a dry run or an import, from its action or the browser. */
export type BulkImportOutcome = {
  report: BulkImportReport | null;
  message: string | null;
  /** The kind and the file (name and size) the report is for: the import is offered for them. */
  file: { name: string; size: number; kind: BulkKind } | null;
  fileError: string | null;
};

const isReport = (value: unknown): value is BulkImportReport =>
  typeof value === 'object' && value !== null && 'problems' in value;

/**
 * The import's answer as the page shows it: the report (a refused import carries one too), the
 * API's message, and a refusal of the file itself (too large, missing) on the file field.
 */
export function bulkImportOutcome(
  result: ApiResult<BulkImportReport>,
  file: { name: string; size: number; kind: BulkKind },
): BulkImportOutcome {
  if (result.ok) {
    return { report: result.data, message: result.message ?? null, file, fileError: null };
  }
  const report = isReport(result.data) ? result.data : null;
  const fields = (result.data as { fields?: Record<string, string> } | null | undefined)?.fields;
  return {
    report,
    message: result.message ?? null,
    file,
    fileError: report ? null : (fields?.file ?? result.message ?? null),
  };
}
