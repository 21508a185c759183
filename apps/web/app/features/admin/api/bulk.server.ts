import type { BulkImportReport } from '@kilau/domain/admin';
import type { ApiClient } from '~/lib/api-client.server';
import { ADMIN_API } from './admin-paths';

export type BulkImportAnswer =
  | { ok: true; report: BulkImportReport; message: string | null }
  | { ok: false; report: BulkImportReport | null; message: string | null };

const isReport = (value: unknown): value is BulkImportReport =>
  typeof value === 'object' && value !== null && 'problems' in value;

/** Sends the CSV to the import (a dry run, or the real one). */
export async function importCombinations(
  api: ApiClient,
  file: File,
  dryRun: boolean,
): Promise<BulkImportAnswer> {
  const form = new FormData();
  form.set('file', file, file.name || 'import.csv');
  const result = await api.request<BulkImportReport>(ADMIN_API.bulkImport(dryRun), {
    method: 'POST',
    body: form,
  });
  if (result.ok) return { ok: true, report: result.data, message: result.message ?? null };
  return {
    ok: false,
    report: isReport(result.data) ? result.data : null,
    message: result.message ?? null,
  };
}
