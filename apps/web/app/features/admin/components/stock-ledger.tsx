import { Link } from 'react-router';
import { formatDateTime } from '@kilau/domain/shared';
import { useLocale } from '~/lib/i18n';
import { REASON_LABEL } from '../lib/stock-words';
import { useAdminText } from '../text';
import type { StockMovement } from '../types';
import { ROW_BUTTON_CLASS } from './confirm-button';

/** A combination's ledger, newest first: the change, the stock after it, why and who. */
export function StockLedger({
  item,
  movements,
  closeHref,
}: {
  item: string;
  movements: StockMovement[];
  closeHref: string;
}) {
  const text = useAdminText();
  const locale = useLocale();
  return (
    <section
      aria-labelledby="stock-ledger-title"
      className="flex flex-col gap-3 rounded-2xl border border-blush-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="stock-ledger-title" className="text-lg font-semibold text-plum-900">
          {text('stockLedgerTitle', { item })}
        </h2>
        <Link to={closeHref} className={ROW_BUTTON_CLASS} preventScrollReset>
          {text('stockLedgerClose')}
        </Link>
      </div>
      {movements.length === 0 ? (
        <p className="text-plum-700">{text('stockLedgerEmpty')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <caption className="sr-only">{text('stockLedgerTable', { item })}</caption>
            <thead className="bg-cream-100 text-plum-800">
              <tr>
                {(
                  [
                    'stockLedgerAt',
                    'stockLedgerReason',
                    'stockLedgerDelta',
                    'stockLedgerBalance',
                    'stockLedgerWho',
                    'stockLedgerNote',
                  ] as const
                ).map((key) => (
                  <th key={key} scope="col" className="px-3 py-2 font-semibold">
                    {text(key)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {movements.map((movement) => (
                <tr key={movement.id} className="border-t border-blush-200 align-top">
                  <td className="whitespace-nowrap px-3 py-2">
                    <time dateTime={movement.at}>{formatDateTime(movement.at, locale)}</time>
                  </td>
                  <td className="px-3 py-2">
                    {text(REASON_LABEL[movement.reason])}
                    {movement.order_reference ? ` · ${movement.order_reference}` : ''}
                  </td>
                  <td
                    className={`px-3 py-2 font-semibold tabular-nums ${movement.delta < 0 ? 'text-berry-700' : 'text-leaf-700'}`}
                  >
                    {movement.delta > 0 ? `+${movement.delta}` : `−${Math.abs(movement.delta)}`}
                  </td>
                  <td className="px-3 py-2 tabular-nums">{movement.balance}</td>
                  <td className="px-3 py-2">{movement.staff_name ?? text('stockLedgerShop')}</td>
                  <td className="px-3 py-2">{movement.note || '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
