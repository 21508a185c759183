import type { DataExportList, DataExportRequest } from '@kilau/domain/accounts';
import { formatDateTime } from '@kilau/domain/shared';
import { useActionData, useFetcher } from 'react-router';
import { BUTTON_CLASS } from '~/components/ui/form-field';
import { useLocale } from '~/lib/i18n';
import { useAccountText } from '~/features/account/text';
import {
  DATA_EXPORT_INTENT,
  dataExportDownloadPath,
  isDataRightsAnswer,
} from '../data-rights-forms';
import { FormCard, useAnswerToast } from './form-card';

/**
 * "Unduh data saya" (docs/design/data-rights.md): ask for an export, and the member's requests
 * with their status; a ready one has its download link (the same zip the e-mail links to).
 */
export function DataExportCard({ exports }: { exports: DataExportList | null }) {
  const text = useAccountText();
  const fetcher = useFetcher({ key: DATA_EXPORT_INTENT });
  const actionData = useActionData();
  const answer = [fetcher.data, actionData].find((value) =>
    isDataRightsAnswer(value, DATA_EXPORT_INTENT),
  );
  useAnswerToast(answer);
  const busy = fetcher.state !== 'idle';

  return (
    <FormCard title={text('exportTitle')} intro={text('exportIntro')} answer={answer}>
      <fetcher.Form method="post" className="mb-6">
        <input type="hidden" name="intent" value={DATA_EXPORT_INTENT} />
        <button
          type="submit"
          disabled={busy || exports?.can_request === false}
          className={BUTTON_CLASS.secondary}
        >
          {busy ? text('exportRequesting') : text('exportRequest')}
        </button>
      </fetcher.Form>
      {exports === null ? (
        <p className="text-sm text-plum-700">{text('exportUnavailable')}</p>
      ) : exports.requests.length === 0 ? (
        <p className="text-sm text-plum-700">{text('exportNone')}</p>
      ) : (
        <ul className="grid gap-3" aria-label={text('exportTitle')}>
          {exports.requests.map((request) => (
            <ExportRow key={request.id} request={request} />
          ))}
        </ul>
      )}
    </FormCard>
  );
}

function ExportRow({ request }: { request: DataExportRequest }) {
  const text = useAccountText();
  const locale = useLocale();
  const status =
    request.status === 'ready'
      ? text('exportStatusReady', { date: formatDateTime(request.expires_at, locale) })
      : request.status === 'requested'
        ? text('exportStatusRequested')
        : request.status === 'failed'
          ? text('exportStatusFailed')
          : text('exportStatusExpired');
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-cream-50 p-4 text-sm">
      <span>
        <span className="block font-semibold text-plum-900">
          {text('exportRequestedAt', { date: formatDateTime(request.requested_at, locale) })}
        </span>
        <span className="text-plum-700" data-status={request.status}>
          {status}
        </span>
      </span>
      {request.status === 'ready' ? (
        <a
          href={dataExportDownloadPath(request.id)}
          download
          className={BUTTON_CLASS.primary}
          data-testid="data-export-download"
        >
          {text('exportDownload')}
        </a>
      ) : null}
    </li>
  );
}
