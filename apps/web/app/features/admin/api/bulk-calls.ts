import type { BulkImportProgress, BulkImportReport, BulkKind } from '@kilau/domain/admin';
import type { Locale } from '@kilau/domain';
import { uploadForm } from '~/lib/upload';
import { bulkImportOutcome, type BulkImportOutcome } from '../lib/bulk-answer';
import { ADMIN_API } from './admin-paths';

/** Where an import is: the file going up (bytes sent), then the server's rows checked and written. */
export type BulkImportStep = {
  phase: 'upload' | BulkImportProgress['phase'];
  share: number;
} & Partial<Pick<BulkImportProgress, 'done' | 'total'>>;

const isProgress = (value: unknown): value is BulkImportProgress =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as BulkImportProgress).done === 'number' &&
  typeof (value as BulkImportProgress).total === 'number';

/**
 * Sends the CSV from the browser with its progress: the upload's share of bytes sent, then the
 * import's streamed progress lines (docs/design/back-office.md "CSV import and export").
 */
export async function importCsvWithProgress(
  kind: BulkKind,
  file: File,
  dryRun: boolean,
  { locale, onStep }: { locale: Locale; onStep: (step: BulkImportStep) => void },
): Promise<BulkImportOutcome> {
  const form = new FormData();
  form.set('file', file, file.name || 'import.csv');
  const result = await uploadForm<BulkImportReport>(ADMIN_API.bulkImport(kind, dryRun), form, {
    locale,
    expectUnauthorized: true,
    onProgress: (share) => onStep({ phase: 'upload', share }),
    onStreamLine: (line) => {
      const progress = line.progress;
      if (!isProgress(progress)) return;
      const share = progress.total > 0 ? progress.done / progress.total : 1;
      onStep({ phase: progress.phase, share, done: progress.done, total: progress.total });
    },
  });
  return bulkImportOutcome(result, { name: file.name, size: file.size, kind });
}
