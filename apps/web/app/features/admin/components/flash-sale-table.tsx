import { useMemo } from 'react';
import { Link } from 'react-router';
import { createColumnHelper } from '@tanstack/react-table';
import { formatRupiah } from '@kilau/domain/shared';
import { useAdminText } from '../text';
import type { AdminFlashSaleSummary } from '../types';
import { PromotionStatusBadge, PromotionWindow } from './promotion-status-badge';
import { PromotionTable } from './promotion-table';

const column = createColumnHelper<AdminFlashSaleSummary>();

/** The flash sales' page: name, window, status, items, sold of the quota, revenue. */
export function FlashSaleTable({ sales }: { sales: AdminFlashSaleSummary[] }) {
  const text = useAdminText();
  const columns = useMemo(
    () => [
      column.accessor('name', {
        header: text('colName'),
        cell: (info) => (
          <Link
            to={`/admin/flash-sales/${info.row.original.id}`}
            aria-label={text('editFlashSaleOf', { name: info.getValue() })}
            className="font-semibold text-plum-900 underline underline-offset-4"
          >
            {info.getValue()}
          </Link>
        ),
      }),
      column.accessor('starts_at', {
        header: text('colWindow'),
        cell: ({ row: { original: s } }) => <PromotionWindow {...s} />,
      }),
      column.accessor('status', {
        header: text('colStatus'),
        cell: (info) => <PromotionStatusBadge status={info.getValue()} />,
      }),
      column.accessor('item_count', { header: text('colItems') }),
      column.accessor((s) => s.usage.sold, {
        id: 'sold',
        header: text('colSold'),
        cell: ({ row: { original: s } }) =>
          text('soldOfQuota', { sold: s.usage.sold, quota: s.usage.quota }),
      }),
      column.accessor((s) => s.usage.revenue, {
        id: 'revenue',
        header: text('colRevenue'),
        cell: (info) => formatRupiah(info.getValue()),
      }),
    ],
    [text],
  );
  return (
    <PromotionTable
      rows={sales}
      columns={columns}
      caption={text('flashSalesTableLabel')}
      empty={text('flashSalesEmpty')}
    />
  );
}
