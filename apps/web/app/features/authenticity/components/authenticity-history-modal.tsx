import { useEffect, useState } from 'react';
import type { AuthenticityHistoryItem } from '@kilau/domain/authenticity';
import { formatDateTime } from '@kilau/domain/shared';
import { Modal } from '~/components/ui/modal';
import { BUTTON_CLASS, FormMessage } from '~/components/ui/form-field';
import { useApiClient } from '~/lib/api-client';
import { useLocale } from '~/lib/i18n';
import { fetchAuthenticityHistory } from '../api/authenticity-calls';
import { useAuthenticityText, type AuthenticityTextKey } from '../text';
import { AuthenticityProductFacts } from './authenticity-result-modal';

const RESULT_WORD: Record<AuthenticityHistoryItem['result'], AuthenticityTextKey> = {
  genuine: 'authenticityResultGenuine',
  already_checked: 'authenticityResultRepeated',
  unknown: 'authenticityResultUnknown',
};
const RESULT_TONE: Record<AuthenticityHistoryItem['result'], string> = {
  genuine: 'bg-leaf-700/10 text-leaf-700',
  already_checked: 'bg-berry-700/10 text-berry-700',
  unknown: 'bg-berry-700/10 text-berry-700',
};

/** The history dialog (members): their checks, newest first, a page at a time. */
export function AuthenticityHistoryModal({
  onClose,
  onCheck,
}: {
  onClose: () => void;
  onCheck: () => void;
}) {
  const text = useAuthenticityText();
  const locale = useLocale();
  const api = useApiClient();
  const [items, setItems] = useState<AuthenticityHistoryItem[]>([]);
  const [total, setTotal] = useState<number | null>(null);
  const [busy, setBusy] = useState(true);
  const [error, setError] = useState<string | null>(null);

  async function load(skip: number) {
    setBusy(true);
    const result = await fetchAuthenticityHistory(api, skip);
    setBusy(false);
    if (!result.ok) {
      setError(result.message ?? null);
      return;
    }
    setItems((current) => (skip === 0 ? result.data : [...current, ...result.data]));
    setTotal(result.meta.total ?? result.data.length);
  }
  useEffect(() => {
    void load(0);
    // Once, when the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <Modal
      kind="authenticityHistory"
      open
      onClose={onClose}
      title={text('authenticityHistoryTitle')}
    >
      {error ? <FormMessage tone="error">{error}</FormMessage> : null}
      {total === 0 ? (
        <p className="text-sm text-plum-800">{text('authenticityHistoryEmpty')}</p>
      ) : (
        <ul className="divide-y divide-blush-200" aria-busy={busy || undefined}>
          {items.map((item) => (
            <li key={item.id} className="flex items-start justify-between gap-3 py-3">
              <div className="min-w-0">
                {item.product ? (
                  <AuthenticityProductFacts product={item.product} />
                ) : (
                  <p className="text-sm font-semibold text-plum-900">
                    {text('authenticityHistoryUnknownProduct')}
                  </p>
                )}
                <p className="mt-1 text-xs text-plum-600">
                  {formatDateTime(item.checked_at, locale)}
                  {item.batch_number
                    ? ` · ${text('authenticityBatch', { batch: item.batch_number })}`
                    : ''}
                </p>
              </div>
              <span
                className={`shrink-0 rounded-full px-3 py-1 text-xs font-semibold ${RESULT_TONE[item.result]}`}
              >
                {text(RESULT_WORD[item.result])}
              </span>
            </li>
          ))}
        </ul>
      )}
      {busy ? (
        <p role="status" className="py-2 text-sm text-plum-700">
          {text('authenticityHistoryLoading')}
        </p>
      ) : null}
      <div className="mt-4 grid gap-2">
        {total !== null && items.length < total && !busy ? (
          <button
            type="button"
            onClick={() => void load(items.length)}
            className={BUTTON_CLASS.secondary}
          >
            {text('authenticityHistoryMore')}
          </button>
        ) : null}
        <button type="button" onClick={onCheck} className={BUTTON_CLASS.primary}>
          {text('authenticityOpen')}
        </button>
      </div>
    </Modal>
  );
}
