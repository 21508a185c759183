import { Link } from 'react-router';
import { groupOrderStatus } from '@kilau/domain/orders';
import { formatDateTime } from '@kilau/domain/shared';
import { useLocale } from '~/lib/i18n';
import { isReturnOpen } from '../lib/return-view';
import type { HistoryEntry, OrderReturn } from '../types';
import { ReturnCard } from './return-card';
import { useOrderReturns } from './use-order-returns';
import { useOrdersText } from '~/features/orders/text';

/** Where a delivered order's return form is. */
export const returnFormPath = (reference: string) =>
  `/my-orders/${encodeURIComponent(reference)}/return`;

/** An order that was delivered once (it may be in Return or Refund now) may have returns. */
export function mayHaveReturns(entry: Pick<HistoryEntry, 'state' | 'state_histories'>): boolean {
  const names = [
    entry.state.name,
    ...(entry.state_histories ?? []).map((row) => row.to_status.name),
  ];
  return names.some((name) => groupOrderStatus(name ?? '').group === 'delivered');
}

/**
 * The order detail's "Pengembalian" (docs/design/returns.md): while the order may be returned,
 * the way to the return form with the window's end in WIB; then each return's card, newest
 * first. Shown for an order delivered once; nothing while there is nothing to say.
 */
export function OrderReturns({ entry }: { entry: HistoryEntry }) {
  const text = useOrdersText();
  const locale = useLocale();
  const enabled = mayHaveReturns(entry);
  const { read, replace, reload } = useOrderReturns(entry.reference_code, enabled);
  if (!enabled) return null;
  if (read.status === 'loading') {
    return (
      <p role="status" className="text-sm text-plum-700">
        {text('returnsLoading')}
      </p>
    );
  }
  if (read.status === 'error') {
    return (
      <p role="alert" className="text-sm font-semibold text-berry-700">
        {text('returnsLoadFailed')}
      </p>
    );
  }
  const { options, returns } = read;
  const open = returns.some((ret: OrderReturn) => isReturnOpen(ret.status));
  // Why it may not be returned, as the API words it (an open return's card says it already).
  const refusal = open || options?.eligible ? null : (options?.refusal_message ?? null);
  if (!options?.eligible && returns.length === 0 && !refusal) return null;

  return (
    <section aria-labelledby={`returns-${entry._id}`} className="border-t border-blush-200/70 pt-5">
      <h3
        id={`returns-${entry._id}`}
        className="mb-3 text-xs font-bold uppercase tracking-[0.12em] text-plum-700"
      >
        {text('returnsSection')}
      </h3>
      <div className="space-y-3">
        {options?.eligible && !open ? (
          <div className="flex flex-col gap-3 rounded-2xl bg-blush-50 p-4 ring-1 ring-blush-200 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0">
              <p className="text-sm text-plum-800">{text('returnsIntro')}</p>
              {options.window_ends_at ? (
                <p className="mt-1 text-xs font-semibold text-rose-700">
                  {text('returnsWindow', { date: formatDateTime(options.window_ends_at, locale) })}
                </p>
              ) : null}
            </div>
            <Link
              to={returnFormPath(entry.reference_code)}
              aria-label={text('returnsRequestFor', { reference: entry.reference_code })}
              className="inline-flex min-h-11 shrink-0 items-center justify-center rounded-full bg-plum-900 px-5 text-xs font-bold tracking-[0.08em] text-cream-50 transition hover:bg-plum-800"
            >
              {text('returnsRequest')}
            </Link>
          </div>
        ) : refusal ? (
          <p className="text-sm text-plum-700">{refusal}</p>
        ) : null}
        {returns.map((ret) => (
          <ReturnCard
            key={ret.reference}
            orderId={entry._id}
            ret={ret}
            onChange={replace}
            onWithdrawn={(withdrawn) => {
              replace(withdrawn);
              reload();
            }}
          />
        ))}
      </div>
    </section>
  );
}
