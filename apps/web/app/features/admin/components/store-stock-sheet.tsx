import { Form, Link, useNavigation } from 'react-router';
import { STORE_STOCK_REASON_MAX } from '@kilau/domain/admin';
import { BUTTON_CLASS, CONTROL_CLASS, TextField } from '~/components/ui/form-field';
import type { StoreStockRow } from '../api/store-stock-admin.server';
import { useAdminText } from '../text';
import { StorePicker } from './store-picker';
import { ROW_BUTTON_CLASS } from './confirm-button';

export const STORE_STOCK_INTENT = 'count-store-stock';

/** What the page's action answers for one row: the row it was about, and its message or fields. */
export type StoreStockAnswer = {
  id?: number;
  ok: boolean;
  message?: string;
  fields?: Record<string, string>;
};

const CELL_INPUT = `${CONTROL_CLASS} border-blush-300 min-h-10 text-sm`;

/**
 * `/admin/store-stock` (docs/design/store-stock.md): one store's own stock, searched by product
 * name or barcode, paged, and each row counted again with a reason. The store's figure is never
 * the online warehouse's; a self-checkout order in the store takes from it.
 */
export function StoreStockSheet({
  stores,
  storeId,
  q,
  rows,
  total,
  skip,
  limit,
  answer,
}: {
  stores: ReadonlyArray<{ id: number; name: string }>;
  storeId: number;
  q: string;
  rows: StoreStockRow[];
  total: number | null;
  skip: number;
  limit: number;
  answer: StoreStockAnswer | undefined;
}) {
  const text = useAdminText();
  const busy = useNavigation().state !== 'idle';
  const pageLink = (from: number) => {
    const params = new URLSearchParams({ store: String(storeId) });
    if (q) params.set('q', q);
    if (from > 0) params.set('skip', String(from));
    return `?${params}`;
  };
  const shown = total ?? skip + rows.length;
  return (
    <section aria-labelledby="store-stock-title" className="p-6">
      <h1 id="store-stock-title" className="text-xl font-bold text-plum-900">
        {text('storeStockTitle')}
      </h1>
      <p className="mt-1 max-w-3xl text-sm text-plum-700">{text('storeStockIntro')}</p>
      {stores.length === 0 ? (
        <p className="mt-4 text-sm text-plum-700">{text('storeStockNoStores')}</p>
      ) : (
        <Form method="get" className="mt-4 flex flex-wrap items-end gap-3">
          <StorePicker stores={stores} storeId={storeId} />
          <TextField
            label={text('storeStockSearch')}
            name="q"
            type="search"
            defaultValue={q}
            maxLength={100}
            className="min-w-72 flex-1"
          />
          <button type="submit" className={BUTTON_CLASS.secondary}>
            {text('storeStockShow')}
          </button>
        </Form>
      )}
      {rows.length === 0 ? (
        <p className="mt-6 text-sm text-plum-700">{text('storeStockNone')}</p>
      ) : (
        <table className="mt-6 w-full border-collapse text-left text-sm">
          <thead>
            <tr className="border-b border-plum-900/10 text-plum-700">
              <th scope="col" className="py-2 pr-3 font-semibold">
                {text('storeStockProduct')}
              </th>
              <th scope="col" className="py-2 pr-3 font-semibold">
                {text('storeStockBarcode')}
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-semibold">
                {text('storeStockQuantity')}
              </th>
              <th scope="col" className="py-2 font-semibold">
                {text('storeStockCount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const item = `${row.product_name} (${row.sku})`;
              const mine = answer?.id === row.combination_id ? answer : undefined;
              const countId = `count-${row.combination_id}`;
              const reasonId = `reason-${row.combination_id}`;
              const messageId = `answer-${row.combination_id}`;
              return (
                <tr key={row.combination_id} className="border-b border-plum-900/10 align-top">
                  <td className="py-3 pr-3">
                    <span className="font-semibold text-plum-900">{row.product_name}</span>
                    <span className="block text-xs text-plum-600">{row.sku}</span>
                  </td>
                  <td className="py-3 pr-3 font-mono text-xs">{row.barcode ?? '—'}</td>
                  <td className="py-3 pr-3 text-right font-semibold tabular-nums">
                    {row.quantity}
                  </td>
                  <td className="py-3">
                    <Form method="post" className="flex flex-wrap items-start gap-2">
                      <input type="hidden" name="intent" value={STORE_STOCK_INTENT} />
                      <input type="hidden" name="store_id" value={storeId} />
                      <input type="hidden" name="combination_id" value={row.combination_id} />
                      <input type="hidden" name="item" value={item} />
                      <input
                        id={countId}
                        name="quantity"
                        type="number"
                        inputMode="numeric"
                        min={0}
                        step={1}
                        required
                        defaultValue={row.quantity}
                        aria-label={text('storeStockCountOf', { item })}
                        aria-invalid={mine?.fields?.quantity ? true : undefined}
                        aria-describedby={mine ? messageId : undefined}
                        className={`${CELL_INPUT} w-24!`}
                      />
                      <input
                        id={reasonId}
                        name="reason"
                        required
                        maxLength={STORE_STOCK_REASON_MAX}
                        placeholder={text('storeStockReason')}
                        aria-label={text('storeStockReasonOf', { item })}
                        aria-invalid={mine?.fields?.reason ? true : undefined}
                        aria-describedby={mine ? messageId : undefined}
                        className={`${CELL_INPUT} w-56!`}
                      />
                      <button
                        type="submit"
                        disabled={busy}
                        aria-label={text('storeStockSaveOf', { item })}
                        className={ROW_BUTTON_CLASS}
                      >
                        {text('storeStockSave')}
                      </button>
                      {mine ? (
                        <p
                          id={messageId}
                          role={mine.ok ? 'status' : 'alert'}
                          className={`w-full text-xs font-medium ${mine.ok ? 'text-leaf-700' : 'text-berry-700'}`}
                        >
                          {mine.message ?? Object.values(mine.fields ?? {}).join(' ')}
                        </p>
                      ) : null}
                    </Form>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {rows.length > 0 ? (
        <nav aria-label={text('storeStockTitle')} className="mt-4 flex items-center gap-4 text-sm">
          <span className="text-plum-700">
            {text('storeStockRange', { from: skip + 1, to: skip + rows.length, total: shown })}
          </span>
          {skip > 0 ? (
            <Link to={pageLink(Math.max(0, skip - limit))} className="font-semibold underline">
              {text('storeStockPrevious')}
            </Link>
          ) : null}
          {skip + rows.length < shown ? (
            <Link to={pageLink(skip + limit)} className="font-semibold underline">
              {text('storeStockNext')}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}
