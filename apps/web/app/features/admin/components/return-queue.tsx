import { useMemo, useState } from 'react';
import { Form, Link } from 'react-router';
import {
  createColumnHelper,
  getCoreRowModel,
  getSortedRowModel,
  type SortingState,
} from '@tanstack/react-table';
import { DAY_MS, formatDateTime, formatRupiah, HOUR_MS, MINUTE_MS } from '@kilau/domain/shared';
import { BUTTON_CLASS, TextField } from '~/components/ui/form-field';
import { useLocale } from '~/lib/i18n';
import { useAdminTable } from '../hooks/use-admin-table';
import {
  adminReturnPath,
  RETURNS_SEARCH_MAX,
  returnsHref,
  type ReturnFilters,
  type ReturnStatusFilter,
} from '../lib/return-filters';
import { useAdminText, type AdminTextKey } from '../text';
import type { AdminReturnRow } from '../types';
import { DataTable } from './data-table';
import { LinkTabs } from './link-tabs';
import { PagingNav } from './paging-nav';
import { ReturnStatusBadge } from './return-status-badge';

const TABS: readonly ReturnStatusFilter[] = [
  'open',
  'requested',
  'approved',
  'received',
  'refunded',
  'rejected',
  'cancelled',
  'all',
];

const column = createColumnHelper<AdminReturnRow>();
const LINK_CLASS = 'font-semibold text-plum-900 underline-offset-4 hover:underline';

/** How long ago a return was asked for: minutes, hours, then days. */
export function returnAge(createdAt: string, now: number, text: ReturnType<typeof useAdminText>) {
  const elapsed = Math.max(0, now - Date.parse(createdAt));
  if (elapsed < MINUTE_MS) return text('returnsAgeNow');
  if (elapsed < HOUR_MS) {
    return text('returnsAgeMinutes', { count: Math.floor(elapsed / MINUTE_MS) });
  }
  if (elapsed < DAY_MS) return text('returnsAgeHours', { count: Math.floor(elapsed / HOUR_MS) });
  return text('returnsAgeDays', { count: Math.floor(elapsed / DAY_MS) });
}

function ReturnTable({
  rows,
  now,
  filters,
}: {
  rows: AdminReturnRow[];
  now: number;
  filters: ReturnFilters;
}) {
  const text = useAdminText();
  const locale = useLocale();
  const [sorting, setSorting] = useState<SortingState>([]);
  const columns = useMemo(
    () => [
      column.accessor('reference', {
        header: text('returnsColumnReference'),
        cell: ({ row }) => (
          <span className="flex flex-col gap-1">
            <Link
              to={adminReturnPath(row.original.reference)}
              className={`${LINK_CLASS} whitespace-nowrap font-mono`}
            >
              {row.original.reference}
            </Link>
            <ReturnStatusBadge status={row.original.status} label={row.original.status_label} />
          </span>
        ),
      }),
      column.accessor('order_reference', {
        header: text('returnsColumnOrder'),
        cell: ({ getValue }) => (
          <Link
            to={`/admin/orders/${encodeURIComponent(getValue())}`}
            className="whitespace-nowrap font-mono text-xs text-plum-800 underline-offset-4 hover:underline"
          >
            {getValue()}
          </Link>
        ),
      }),
      column.accessor((row) => row.customer.name, {
        id: 'customer',
        header: text('returnsColumnCustomer'),
        cell: ({ row }) => (
          <span className="flex flex-col">
            <span className="font-semibold text-plum-900">{row.original.customer.name}</span>
            <span className="text-xs text-plum-700">{row.original.customer.email}</span>
          </span>
        ),
      }),
      column.accessor('reason_label', {
        header: text('returnsColumnReason'),
        cell: ({ getValue }) => <span className="text-plum-800">{getValue()}</span>,
      }),
      column.accessor('refund_amount', {
        header: text('returnsColumnAmount'),
        cell: ({ getValue }) => (
          <span className="whitespace-nowrap font-semibold tabular-nums">
            {formatRupiah(getValue())}
          </span>
        ),
      }),
      column.accessor('refund_method_label', {
        header: text('returnsColumnMethod'),
        cell: ({ getValue }) => <span className="text-plum-800">{getValue()}</span>,
      }),
      column.accessor('created_at', {
        header: text('returnsColumnAge'),
        sortingFn: 'datetime',
        cell: ({ getValue }) => (
          <time
            dateTime={getValue()}
            title={text('returnsSince', { at: formatDateTime(getValue(), locale) })}
            className="whitespace-nowrap tabular-nums"
          >
            {returnAge(getValue(), now, text)}
          </time>
        ),
      }),
    ],
    [text, locale, now],
  );
  const table = useAdminTable({
    data: rows,
    columns,
    state: { sorting },
    onSortingChange: setSorting,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
  });
  return (
    <DataTable
      table={table}
      caption={text('returnsTableLabel')}
      empty={
        filters.status === 'open' && !filters.q ? text('returnsEmptyOpen') : text('returnsEmpty')
      }
      rowHeader
    />
  );
}

/**
 * /admin/returns: the states as tabs (open ones by default), a search, the queue (oldest open
 * first, as the API orders it) and its pages.
 */
export function ReturnQueue({
  rows,
  total,
  filters,
  skip,
  limit,
  now,
}: {
  rows: AdminReturnRow[];
  total: number;
  filters: ReturnFilters;
  skip: number;
  limit: number;
  /** The loader's clock: the rows' ages are judged from it. */
  now: number;
}) {
  const text = useAdminText();
  const last = skip + rows.length;
  return (
    <div className="flex flex-col gap-5">
      <header className="max-w-3xl">
        <h1 className="font-display text-3xl font-semibold text-plum-900">
          {text('returnsTitle')}
        </h1>
        <p className="mt-1 text-plum-700">{text('returnsIntro')}</p>
      </header>
      <LinkTabs
        label={text('returnsStatusNav')}
        tabs={TABS.map((status) => ({
          key: status,
          to: returnsHref({ ...filters, status }),
          label: text(`returnsStatus_${status}` as AdminTextKey),
          current: filters.status === status,
        }))}
      />
      <Form
        method="get"
        key={JSON.stringify(filters)}
        role="search"
        aria-label={text('returnsFilters')}
        className="flex flex-wrap items-end gap-3 rounded-2xl border border-blush-200 bg-white p-4"
      >
        {filters.status === 'open' ? null : (
          <input type="hidden" name="status" value={filters.status} />
        )}
        <TextField
          name="q"
          type="search"
          label={text('returnsSearch')}
          maxLength={RETURNS_SEARCH_MAX}
          defaultValue={filters.q}
          className="min-w-[14rem] flex-1"
        />
        <div className="flex flex-wrap gap-2">
          <button type="submit" className={BUTTON_CLASS.primary}>
            {text('returnsApply')}
          </button>
          {filters.q ? (
            <Link to={returnsHref({ ...filters, q: '' })} className={BUTTON_CLASS.secondary}>
              {text('returnsClear')}
            </Link>
          ) : null}
        </div>
      </Form>
      <ReturnTable rows={rows} now={now} filters={filters} />
      {rows.length > 0 || skip > 0 ? (
        <PagingNav
          label={text('returnsPaging')}
          range={rows.length > 0 ? text('returnsRange', { first: skip + 1, last, total }) : null}
          previous={
            skip > 0
              ? {
                  href: returnsHref(filters, Math.max(0, skip - limit)),
                  label: text('returnsPrevious'),
                }
              : null
          }
          next={
            last < total
              ? { href: returnsHref(filters, skip + limit), label: text('returnsNext') }
              : null
          }
        />
      ) : null}
    </div>
  );
}
