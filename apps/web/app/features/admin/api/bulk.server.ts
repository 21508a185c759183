import type { BulkImportReport, BulkKind } from '@kilau/domain/admin';
import type { ApiClient } from '~/lib/api-client.server';
import { bulkImportOutcome, type BulkImportOutcome } from '../lib/bulk-answer';
import { ADMIN_API } from './admin-paths';

/** Sends the CSV to the import (a dry run, or the real one): the page's form without JavaScript. */
export async function importCsvFile(
  api: ApiClient,
  kind: BulkKind,
  file: File,
  dryRun: boolean,
): Promise<BulkImportOutcome> {
  const form = new FormData();
  form.set('file', file, file.name || 'import.csv');
  const result = await api.request<BulkImportReport>(ADMIN_API.bulkImport(kind, dryRun), {
    method: 'POST',
    body: form,
  });
  return bulkImportOutcome(result, { name: file.name, size: file.size, kind });
}
