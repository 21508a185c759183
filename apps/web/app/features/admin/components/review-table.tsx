import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import {
  createColumnHelper,
  getCoreRowModel,
  getSortedRowModel,
  type SortingState,
} from '@tanstack/react-table';
import { formatDateTime } from '@kilau/domain/shared';
import { useLocale } from '~/lib/i18n';
import { useAdminText } from '../text';
import { useAdminTable } from '../hooks/use-admin-table';
import { reviewsHref, type ReviewFilters } from '../lib/review-filters';
import { holdReasonLabel, REPORT_REASON_LABEL } from '../lib/review-words';
import type { AdminReviewRow } from '../types';
import { ROW_BUTTON_CLASS } from './confirm-button';
import { DataTable } from './data-table';

const column = createColumnHelper<AdminReviewRow>();

/** A review's hold reasons as small badges, in words. */
export function HoldReasons({ reasons }: { reasons: string[] }) {
  const text = useAdminText();
  if (reasons.length === 0) return <>{text('reviewsNone')}</>;
  return (
    <ul className="flex flex-wrap gap-1">
      {reasons.map((reason) => {
        const label = holdReasonLabel(reason);
        return (
          <li
            key={reason}
            className="inline-flex rounded-full bg-cream-200 px-2.5 py-1 text-xs font-semibold text-plum-800"
          >
            {label ? text(label) : reason}
          </li>
        );
      })}
    </ul>
  );
}

/** A page of reviews: product and variant, author, rating, excerpt, why held, reports, photos. */
export function ReviewTable({
  rows,
  filters,
  skip,
}: {
  rows: AdminReviewRow[];
  filters: ReviewFilters;
  skip: number;
}) {
  const text = useAdminText();
  const locale = useLocale();
  const [sorting, setSorting] = useState<SortingState>([]);
  const columns = useMemo(
    () => [
      column.accessor((row) => row.product.name, {
        id: 'product',
        header: text('reviewsProduct'),
        cell: (info) => (
          <span className="flex flex-col">
            <span className="font-semibold text-plum-900">{info.getValue()}</span>
            {info.row.original.variant ? (
              <span className="text-xs text-plum-700">{info.row.original.variant}</span>
            ) : null}
          </span>
        ),
      }),
      column.accessor((row) => row.author.user_name, {
        id: 'author',
        header: text('reviewsAuthor'),
      }),
      column.accessor('average_rating', {
        header: text('reviewsRating'),
        cell: (info) => <span className="tabular-nums">★ {info.getValue().toFixed(1)}</span>,
      }),
      column.accessor('excerpt', {
        header: text('reviewsExcerpt'),
        enableSorting: false,
        cell: (info) => <p className="max-w-md text-plum-800">{info.getValue()}</p>,
      }),
      column.display({
        id: 'hold',
        header: text('reviewsHoldReasons'),
        cell: ({ row }) => <HoldReasons reasons={row.original.hold_reasons} />,
      }),
      column.accessor('report_count', {
        header: text('reviewsReports'),
        cell: (info) =>
          info.getValue() === 0 ? (
            text('reviewsNone')
          ) : (
            <span className="flex flex-col">
              <span className="font-semibold tabular-nums">{info.getValue()}</span>
              <span className="text-xs text-plum-700">
                {info.row.original.report_reasons
                  .map((entry) => `${text(REPORT_REASON_LABEL[entry.reason])} (${entry.count})`)
                  .join(', ')}
              </span>
            </span>
          ),
      }),
      column.accessor((row) => row.photos.length, {
        id: 'photos',
        header: text('reviewsPhotos'),
        cell: (info) => <span className="tabular-nums">{info.getValue()}</span>,
      }),
      column.accessor('created_at', {
        header: text('reviewsSent'),
        cell: (info) => (
          <time dateTime={info.getValue()} className="whitespace-nowrap">
            {formatDateTime(info.getValue(), locale)}
          </time>
        ),
      }),
      column.display({
        id: 'actions',
        header: text('reviewsActions'),
        cell: ({ row }) => (
          <Link
            to={reviewsHref(filters, skip, row.original.id)}
            className={ROW_BUTTON_CLASS}
            aria-label={text('reviewsOpenFor', {
              author: row.original.author.user_name,
              product: row.original.product.name,
            })}
            preventScrollReset
          >
            {text('reviewsOpen')}
          </Link>
        ),
      }),
    ],
    [text, locale, filters, skip],
  );
  const table = useAdminTable({
    data: rows,
    columns,
    state: { sorting },
    onSortingChange: setSorting,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getRowId: (row) => `review-${row.id}`,
  });
  return (
    <DataTable
      table={table}
      caption={text('reviewsTableLabel')}
      empty={text(filters.status === 'held' && !filters.q ? 'reviewsEmptyQueue' : 'reviewsEmpty')}
      rowHeader
    />
  );
}
