import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import {
  createColumnHelper,
  getCoreRowModel,
  getSortedRowModel,
  type SortingState,
} from '@tanstack/react-table';
import { formatRupiah } from '@kilau/domain/shared';
import { useAdminTable } from '../hooks/use-admin-table';
import { DISCOUNT_LABEL } from '../lib/voucher-words';
import { useAdminText } from '../text';
import type { AdminVoucher } from '../types';
import { DataTable } from './data-table';
import { PromotionStatusBadge, PromotionWindow } from './promotion-status-badge';

const column = createColumnHelper<AdminVoucher>();

/** The vouchers' page: code (a link to the voucher), discount, window, status and usage. */
export function VoucherTable({ vouchers }: { vouchers: AdminVoucher[] }) {
  const text = useAdminText();
  const [sorting, setSorting] = useState<SortingState>([]);
  const columns = useMemo(
    () => [
      column.accessor('code', {
        header: text('colCode'),
        cell: (info) => (
          <Link
            to={`/admin/vouchers/${info.row.original.id}`}
            aria-label={text('editVoucherOf', { code: info.getValue() })}
            className="font-mono font-semibold text-plum-900 underline underline-offset-4"
          >
            {info.getValue()}
          </Link>
        ),
      }),
      column.accessor('name', { header: text('colName') }),
      column.accessor('discount_type', {
        header: text('colDiscount'),
        cell: ({ row: { original: v } }) => {
          const kind = text(DISCOUNT_LABEL[v.discount_type]);
          const worth =
            v.discount_type === 'amount' && v.amount !== null
              ? formatRupiah(v.amount)
              : v.discount_type === 'percentage' && v.percentage !== null
                ? text('discountPercentShort', { percentage: v.percentage })
                : null;
          const cap =
            v.max_discount !== null
              ? text('discountCapShort', { cap: formatRupiah(v.max_discount) })
              : null;
          return (
            <span>
              {kind}
              {worth ? <span className="block font-semibold">{worth}</span> : null}
              {cap ? <span className="block text-xs text-plum-600">{cap}</span> : null}
            </span>
          );
        },
      }),
      column.accessor((v) => v.ends_at ?? '', {
        id: 'window',
        header: text('colWindow'),
        cell: ({ row: { original: v } }) => <PromotionWindow {...v} />,
      }),
      column.accessor('status', {
        header: text('colStatus'),
        cell: (info) => <PromotionStatusBadge status={info.getValue()} />,
      }),
      column.accessor((v) => v.usage.used, {
        id: 'used',
        header: text('colUsed'),
        cell: ({ row: { original: v } }) => (
          <span>
            {text('usedOf', {
              used: v.usage.used,
              quota: v.quota_total === null ? text('unlimited') : v.quota_total,
            })}
            {v.usage.held > 0 ? (
              <span className="block text-xs text-plum-600">
                {text('usedHeld', { held: v.usage.held })}
              </span>
            ) : null}
          </span>
        ),
      }),
      column.accessor((v) => v.usage.discount_given, {
        id: 'given',
        header: text('colGiven'),
        cell: (info) => formatRupiah(info.getValue()),
      }),
    ],
    [text],
  );
  const table = useAdminTable({
    data: vouchers,
    columns,
    state: { sorting },
    onSortingChange: setSorting,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getRowId: (row) => `voucher-${row.id}`,
  });
  return (
    <DataTable
      table={table}
      caption={text('vouchersTableLabel')}
      empty={text('vouchersEmpty')}
      rowHeader
    />
  );
}
