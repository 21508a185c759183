import { useMemo } from 'react';
import { Link } from 'react-router';
import { createColumnHelper } from '@tanstack/react-table';
import { formatRupiah } from '@kilau/domain/shared';
import { useAdminText } from '../text';
import type { AdminBankPromotion } from '../types';
import { PromotionStatusBadge, PromotionWindow } from './promotion-status-badge';
import { PromotionTable } from './promotion-table';

const column = createColumnHelper<AdminBankPromotion>();

/** "10% up to Rp50.000" or "Rp30.000", from a minimum order. */
export function BankDiscount({ promotion: p }: { promotion: AdminBankPromotion }) {
  const text = useAdminText();
  return (
    <span>
      <span className="font-semibold">
        {p.discount_type === 'percentage'
          ? text('discountPercentShort', { percentage: p.discount_value })
          : formatRupiah(p.discount_value)}
      </span>
      {p.max_discount !== null ? (
        <span className="block text-xs text-plum-600">
          {text('discountCapShort', { cap: formatRupiah(p.max_discount) })}
        </span>
      ) : null}
    </span>
  );
}

/** The bank promotions' page: bank, title, discount, window, status, orders and discount given. */
export function BankPromotionTable({ promotions }: { promotions: AdminBankPromotion[] }) {
  const text = useAdminText();
  const columns = useMemo(
    () => [
      column.accessor('title', {
        header: text('colTitle'),
        cell: (info) => (
          <Link
            to={`/admin/bank-promotions/${info.row.original.id}`}
            aria-label={text('editBankPromotionOf', { title: info.getValue() })}
            className="font-semibold text-plum-900 underline underline-offset-4"
          >
            {info.getValue()}
          </Link>
        ),
      }),
      column.accessor('bank_name', { header: text('colBank') }),
      column.accessor('discount_value', {
        header: text('colDiscount'),
        cell: ({ row: { original: p } }) => <BankDiscount promotion={p} />,
      }),
      column.accessor('starts_at', {
        header: text('colWindow'),
        cell: ({ row: { original: p } }) => <PromotionWindow {...p} />,
      }),
      column.accessor('status', {
        header: text('colStatus'),
        cell: (info) => <PromotionStatusBadge status={info.getValue()} />,
      }),
      column.accessor((p) => p.usage.orders, { id: 'orders', header: text('colOrders') }),
      column.accessor((p) => p.usage.discount_given, {
        id: 'given',
        header: text('colGiven'),
        cell: (info) => formatRupiah(info.getValue()),
      }),
    ],
    [text],
  );
  return (
    <PromotionTable
      rows={promotions}
      columns={columns}
      caption={text('bankPromotionsTableLabel')}
      empty={text('bankPromotionsEmpty')}
    />
  );
}
