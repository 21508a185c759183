import type { ReactNode } from 'react';
import { Form, Link } from 'react-router';
import { BUTTON_CLASS, SelectField, TextField } from '~/components/ui/form-field';
import { promotionListHref, STATUS_FILTERS, type StatusFilter } from '../lib/promotion-list-query';
import { STATUS_LABEL } from '../lib/voucher-words';
import { useAdminText, type AdminTextKey } from '../text';

const STATUS_WORD = { all: 'statusAll', ...STATUS_LABEL } as const;

/**
 * A promotion list's page (vouchers, special prices, flash sales, bank promotions): title, the
 * "new" link, the search and status filter (a GET form: the address is the filter), the table
 * and the previous/next links.
 */
export function PromotionListPage({
  path,
  words,
  filters,
  shown,
  total,
  children,
}: {
  /** `/admin/<kind>`. */
  path: string;
  words: {
    title: AdminTextKey;
    intro: AdminTextKey;
    newLink: AdminTextKey;
    filters: AdminTextKey;
    search: AdminTextKey;
    paging: AdminTextKey;
    count?: AdminTextKey;
  };
  filters: { q: string; status: StatusFilter; skip: number; limit: number };
  /** Rows on this page. */
  shown: number;
  total: number | null;
  /** The table. */
  children: ReactNode;
}) {
  const text = useAdminText();
  const { q, status, skip, limit } = filters;
  const hasMore = total !== null ? skip + shown < total : shown === limit;
  return (
    <div className="flex flex-col gap-5">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-2xl">
          <h1 className="font-display text-3xl font-semibold text-plum-900">{text(words.title)}</h1>
          <p className="mt-1 text-plum-700">{text(words.intro)}</p>
          {total !== null ? (
            <p className="mt-1 text-sm text-plum-600">
              {text(words.count ?? 'promotionCount', { count: total })}
            </p>
          ) : null}
        </div>
        <Link to={`${path}/new`} className={BUTTON_CLASS.primary}>
          {text(words.newLink)}
        </Link>
      </header>
      <Form
        method="get"
        key={`${q}|${status}`}
        role="search"
        aria-label={text(words.filters)}
        className="grid gap-4 rounded-2xl border border-blush-200 bg-white p-4 dt:grid-cols-[2fr_1fr_auto] dt:items-end"
      >
        <TextField
          name="q"
          type="search"
          maxLength={60}
          label={text(words.search)}
          defaultValue={q}
        />
        <SelectField name="status" label={text('vouchersStatusFilter')} defaultValue={status}>
          {STATUS_FILTERS.map((value) => (
            <option key={value} value={value}>
              {text(STATUS_WORD[value])}
            </option>
          ))}
        </SelectField>
        <div className="flex items-center gap-3">
          <button type="submit" className={BUTTON_CLASS.primary}>
            {text('vouchersApply')}
          </button>
          <Link
            to={path}
            className="text-sm font-semibold text-plum-800 underline underline-offset-4"
          >
            {text('vouchersClear')}
          </Link>
        </div>
      </Form>
      {children}
      {skip > 0 || hasMore ? (
        <nav aria-label={text(words.paging)} className="flex justify-end gap-2">
          {skip > 0 ? (
            <Link
              to={promotionListHref(path, filters, Math.max(0, skip - limit))}
              className={BUTTON_CLASS.secondary}
            >
              {text('vouchersPrev')}
            </Link>
          ) : null}
          {hasMore ? (
            <Link
              to={promotionListHref(path, filters, skip + limit)}
              className={BUTTON_CLASS.secondary}
            >
              {text('vouchersNext')}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
