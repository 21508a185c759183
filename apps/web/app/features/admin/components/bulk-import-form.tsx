import { useRef, useState, type FormEvent } from 'react';
import { Form, useNavigation } from 'react-router';
import type { BulkKind } from '@kilau/domain/admin';
import { useLocale } from '~/lib/i18n';
import { importCsvWithProgress, type BulkImportStep } from '../api/bulk-calls';
import type { BulkImportOutcome } from '../lib/bulk-answer';
import { useAdminText } from '../text';
import { BulkReport } from './bulk-report';

const button =
  'rounded-full px-5 py-2 font-semibold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-500 disabled:cursor-not-allowed disabled:opacity-50';

const KINDS: BulkKind[] = ['combinations', 'products'];

/**
 * The import's form: what to import (combinations or products), the file, "Uji coba" (dry run)
 * and "Impor" (offered once the dry run of that kind and file is clean). With JavaScript the file
 * goes up from the browser, so a `<progress>` can tell the bytes sent and then the server's rows
 * checked and written (the import's streamed progress lines); without it, the form posts to the
 * route's action and the bar only says that the request runs.
 */
export function BulkImportForm({ outcome: posted }: { outcome: BulkImportOutcome | null }) {
  const text = useAdminText();
  const locale = useLocale();
  const navigation = useNavigation();
  const [kind, setKind] = useState<BulkKind>('combinations');
  // The file in the input: the import is offered for the file whose dry run was clean.
  const [chosen, setChosen] = useState<{ name: string; size: number } | null>(null);
  const [sent, setSent] = useState<BulkImportOutcome | null>(null);
  const [step, setStep] = useState<BulkImportStep | null>(null);
  const intent = useRef<'dry-run' | 'import'>('dry-run');
  const fileInput = useRef<HTMLInputElement>(null);
  const outcome = sent ?? posted;
  const posting = navigation.state === 'submitting';
  const working = posting || step !== null;
  const report = outcome?.report ?? null;
  const cleanDryRun =
    report !== null &&
    report.dry_run &&
    report.problem_count === 0 &&
    chosen !== null &&
    outcome?.file?.kind === kind &&
    outcome.file.name === chosen.name &&
    outcome.file.size === chosen.size;

  async function submit(event: FormEvent<HTMLFormElement>) {
    const file = fileInput.current?.files?.[0];
    if (!file) return; // the browser asks for the file (`required`) or the action answers
    event.preventDefault();
    setStep({ phase: 'upload', share: 0 });
    const answer = await importCsvWithProgress(kind, file, intent.current !== 'import', {
      locale,
      onStep: setStep,
    });
    setStep(null);
    setSent(answer);
  }

  const percent = step ? Math.round(step.share * 100) : 0;
  const stepLabel = !step
    ? text('bulkWorking')
    : step.phase === 'upload'
      ? text('bulkProgressUpload', { percent })
      : text(step.phase === 'check' ? 'bulkProgressCheck' : 'bulkProgressWrite', {
          done: step.done ?? 0,
          total: step.total ?? 0,
          percent,
        });

  return (
    <>
      <Form
        method="post"
        encType="multipart/form-data"
        onSubmit={(event) => void submit(event)}
        className="mt-4 flex flex-col gap-4"
      >
        <fieldset className="flex flex-col gap-1">
          <legend className="font-semibold text-plum-900">{text('bulkKind')}</legend>
          <div className="flex flex-wrap gap-4">
            {KINDS.map((value) => (
              <label key={value} className="flex items-center gap-2 text-plum-900">
                <input
                  type="radio"
                  name="kind"
                  value={value}
                  checked={kind === value}
                  onChange={() => setKind(value)}
                  className="accent-rose-600"
                />
                {text(value === 'products' ? 'bulkKindProducts' : 'bulkKindCombinations')}
              </label>
            ))}
          </div>
          <p id="bulk-import-help" className="text-sm text-plum-700">
            {text(kind === 'products' ? 'bulkImportHelpProducts' : 'bulkImportHelp')}
          </p>
        </fieldset>
        <div className="flex flex-col gap-1">
          <label htmlFor="bulk-file" className="font-semibold text-plum-900">
            {text('bulkFile')}
          </label>
          <input
            ref={fileInput}
            id="bulk-file"
            name="file"
            type="file"
            accept=".csv,text/csv"
            required
            aria-describedby={
              outcome?.fileError ? 'bulk-file-error bulk-import-help' : 'bulk-import-help'
            }
            aria-invalid={outcome?.fileError ? true : undefined}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              setChosen(file ? { name: file.name, size: file.size } : null);
            }}
            className="text-plum-900"
          />
          {outcome?.fileError ? (
            <p id="bulk-file-error" className="text-sm font-semibold text-rose-700">
              {outcome.fileError}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="submit"
            name="intent"
            value="dry-run"
            disabled={working}
            onClick={() => (intent.current = 'dry-run')}
            className={`${button} border border-plum-900 text-plum-900`}
          >
            {text('bulkDryRun')}
          </button>
          <button
            type="submit"
            name="intent"
            value="import"
            disabled={working || !cleanDryRun}
            onClick={() => (intent.current = 'import')}
            aria-describedby="bulk-import-needs"
            className={`${button} bg-plum-900 text-cream-50`}
          >
            {text('bulkImport')}
          </button>
          <span id="bulk-import-needs" className="text-sm text-plum-700">
            {cleanDryRun ? '' : text('bulkImportNeedsDryRun')}
          </span>
        </div>
        {working ? (
          <div className="flex flex-col gap-1">
            <label htmlFor="bulk-progress" className="text-sm text-plum-700">
              {stepLabel}
            </label>
            {step ? (
              <progress
                id="bulk-progress"
                max={100}
                value={percent}
                className="h-2 w-full accent-rose-600"
              />
            ) : (
              <progress id="bulk-progress" className="h-2 w-full accent-rose-600" />
            )}
          </div>
        ) : null}
      </Form>
      <div role="status" className="mt-4">
        {outcome?.message && !outcome.fileError ? (
          <p className="font-semibold text-plum-900">{outcome.message}</p>
        ) : null}
      </div>
      {report ? (
        <div className="mt-2">
          <BulkReport report={report} />
        </div>
      ) : null}
    </>
  );
}
