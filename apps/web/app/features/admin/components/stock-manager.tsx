import { useCallback, useState } from 'react';
import { Form, Link } from 'react-router';
import { BUTTON_CLASS, FormMessage, TextField } from '~/components/ui/form-field';
import { LOW_STOCK_THRESHOLD, itemName } from '../lib/stock-words';
import { STOCK_SEARCH_MAX, stockHref, type StockFilters } from '../lib/stock-filters';
import { STOCK_INTENTS, type StockActionData } from '../stock-forms';
import { useAdminText } from '../text';
import type { StockMovement, StockRow } from '../types';
import { ROW_BUTTON_CLASS } from './confirm-button';
import { StockAdjustDialog } from './stock-adjust-dialog';
import { StockLedger } from './stock-ledger';
import { StockTable } from './stock-table';

/** The stock page's filters: a GET form, so the address is the page's state. */
function StockFiltersForm({ filters }: { filters: StockFilters }) {
  const text = useAdminText();
  const box = 'size-4 rounded border-plum-900/30 text-plum-900 focus:ring-rose-500';
  return (
    <Form
      method="get"
      key={JSON.stringify(filters)}
      role="search"
      aria-label={text('stockFilters')}
      className="flex flex-wrap items-end gap-4 rounded-2xl border border-blush-200 bg-white p-4"
    >
      <TextField
        name="q"
        type="search"
        label={text('stockSearch')}
        maxLength={STOCK_SEARCH_MAX}
        defaultValue={filters.q}
        className="min-w-[16rem] flex-1"
      />
      <label className="flex min-h-12 items-center gap-2 text-sm text-plum-900">
        <input type="checkbox" name="low" value="1" defaultChecked={filters.low} className={box} />
        {text('stockLowOnly', { max: LOW_STOCK_THRESHOLD })}
      </label>
      <label className="flex min-h-12 items-center gap-2 text-sm text-plum-900">
        <input type="checkbox" name="out" value="1" defaultChecked={filters.out} className={box} />
        {text('stockOutOnly')}
      </label>
      <div className="flex gap-2">
        <button type="submit" className={BUTTON_CLASS.primary}>
          {text('stockApply')}
        </button>
        <Link to="/admin/stock" className={BUTTON_CLASS.secondary}>
          {text('stockClear')}
        </Link>
      </div>
    </Form>
  );
}

/** /admin/stock: filters, the table of combinations, the adjust dialog and the open ledger. */
export function StockManager({
  rows,
  total,
  filters,
  skip,
  limit,
  ledger,
  answer,
}: {
  rows: StockRow[];
  total: number | null;
  filters: StockFilters;
  skip: number;
  limit: number;
  ledger: { id: number; movements: StockMovement[] } | null;
  answer: StockActionData | undefined;
}) {
  const text = useAdminText();
  const mine = answer?.intent === STOCK_INTENTS.adjust ? answer : undefined;
  // The row being adjusted, and the answer shown when it was opened (a newer success closes it).
  const [adjusting, setAdjusting] = useState<{
    row: StockRow;
    answer: StockActionData | undefined;
  } | null>(null);
  const open = adjusting !== null && !(mine?.ok && mine !== adjusting.answer);
  const onAdjust = useCallback((row: StockRow) => setAdjusting({ row, answer: mine }), [mine]);
  const current = adjusting
    ? (rows.find((row) => row.combination_id === adjusting.row.combination_id) ?? adjusting.row)
    : null;
  const ledgerRow = ledger ? rows.find((row) => row.combination_id === ledger.id) : undefined;
  const said = mine?.ok ? mine : null;
  const last = skip + rows.length;
  const hasMore = total !== null ? last < total : rows.length === limit;
  return (
    <div className="flex flex-col gap-5">
      <header className="max-w-3xl">
        <h1 className="font-display text-3xl font-semibold text-plum-900">{text('stockTitle')}</h1>
        <p className="mt-1 text-plum-700">{text('stockIntro')}</p>
      </header>
      <StockFiltersForm filters={filters} />
      {said?.message ? <FormMessage tone="success">{said.message}</FormMessage> : null}
      {ledger ? (
        <StockLedger
          item={ledgerRow ? itemName(ledgerRow) : `#${ledger.id}`}
          movements={ledger.movements}
          closeHref={stockHref(filters, skip)}
        />
      ) : null}
      <StockTable rows={rows} filters={filters} skip={skip} onAdjust={onAdjust} />
      {rows.length > 0 || skip > 0 ? (
        <nav
          aria-label={text('stockPaging')}
          className="flex flex-wrap items-center justify-between gap-3"
        >
          <p className="text-sm text-plum-700">
            {total !== null && rows.length > 0
              ? text('stockRange', { first: skip + 1, last, total })
              : null}
          </p>
          <div className="flex gap-2">
            {skip > 0 ? (
              <Link to={stockHref(filters, Math.max(0, skip - limit))} className={ROW_BUTTON_CLASS}>
                {text('stockPrevious')}
              </Link>
            ) : null}
            {hasMore ? (
              <Link to={stockHref(filters, skip + limit)} className={ROW_BUTTON_CLASS}>
                {text('stockNext')}
              </Link>
            ) : null}
          </div>
        </nav>
      ) : null}
      <StockAdjustDialog
        row={open ? current : null}
        answer={mine && !mine.ok && mine !== adjusting?.answer ? mine : undefined}
        onClose={() => setAdjusting(null)}
      />
    </div>
  );
}
