import { Form, Link, useNavigation } from 'react-router';
import type { AdminAuthenticityBatch } from '@kilau/domain/authenticity';
import { formatDateTime } from '@kilau/domain/shared';
import { BUTTON_CLASS, FormMessage } from '~/components/ui/form-field';
import { useLocale } from '~/lib/i18n';
import { ADMIN_API } from '../api/admin-paths';
import { AUTHENTICITY_INTENTS } from '../authenticity-forms';
import { useAdminText, type AdminTextKey } from '../text';
import { batchProductName } from './authenticity-batches';

/** One batch: its product and days, the codes checked, the printer's file and "printed". */
export function AuthenticityBatchDetail({
  batch,
  answer,
}: {
  batch: AdminAuthenticityBatch;
  answer: { ok: boolean; message?: string } | undefined;
}) {
  const text = useAdminText();
  const locale = useLocale();
  const busy = useNavigation().state === 'submitting';
  const counts: Array<[AdminTextKey, number]> = [
    ['authenticityColCodes', batch.code_count],
    ['authenticityColChecked', batch.checked_count],
    ['authenticityColRepeated', batch.repeated_count],
    ['authenticityColUnchecked', batch.unchecked_count],
  ];
  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <header>
        <Link to="/admin/authenticity" className="text-sm font-semibold text-plum-700 underline">
          {text('authenticityBackToList')}
        </Link>
        <h1 className="mt-2 font-display text-3xl font-semibold text-plum-900">
          {text('authenticityBatchTitle', { batch: batch.batch_number })}
        </h1>
        <p className="mt-1 text-plum-700">
          {batch.product.brand} · {batchProductName(batch)}
        </p>
        <p className="text-sm text-plum-700">
          {text('authenticityFieldProduced')}: {batch.produced_on} ·{' '}
          {text('authenticityFieldExpires')}: {batch.expires_on}
        </p>
        <p className="text-sm text-plum-600">
          {text('authenticityCreatedBy', {
            who: batch.created_by ?? '—',
            date: formatDateTime(batch.created_at, locale),
          })}
        </p>
      </header>
      {answer?.message ? (
        <FormMessage tone={answer.ok ? 'success' : 'error'}>{answer.message}</FormMessage>
      ) : null}
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {counts.map(([label, value]) => (
          <div key={label} className="rounded-2xl border border-blush-200 bg-white p-4">
            <dt className="text-sm text-plum-700">{text(label)}</dt>
            <dd className="mt-1 font-display text-2xl font-semibold text-plum-900">{value}</dd>
          </div>
        ))}
      </dl>
      <section
        aria-labelledby="authenticity-print"
        className="rounded-2xl border border-blush-200 bg-white p-5"
      >
        <h2 id="authenticity-print" className="text-lg font-semibold text-plum-900">
          {text('authenticityColPrinted')}
        </h2>
        {batch.printed_at ? (
          <p className="mt-2 text-sm text-plum-800">
            {text('authenticityPrintedOn', { date: formatDateTime(batch.printed_at, locale) })}
          </p>
        ) : (
          <div className="mt-3 flex flex-col gap-4">
            <div>
              <a
                href={ADMIN_API.authenticityCodes(batch.id)}
                download
                className={BUTTON_CLASS.primary}
              >
                {text('authenticityDownload')}
              </a>
              <p className="mt-2 text-sm text-plum-700">{text('authenticityDownloadHelp')}</p>
            </div>
            <Form method="post">
              <input type="hidden" name="intent" value={AUTHENTICITY_INTENTS.printed} />
              <button type="submit" disabled={busy} className={BUTTON_CLASS.secondary}>
                {text('authenticityMarkPrinted')}
              </button>
              <p className="mt-2 text-sm text-plum-700">{text('authenticityMarkPrintedHelp')}</p>
            </Form>
          </div>
        )}
      </section>
    </div>
  );
}
