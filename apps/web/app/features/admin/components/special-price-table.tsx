import { useMemo } from 'react';
import { Link } from 'react-router';
import { createColumnHelper } from '@tanstack/react-table';
import { formatRupiah } from '@kilau/domain/shared';
import { useAdminText } from '../text';
import type { AdminSpecialPrice } from '../types';
import { PromotionStatusBadge, PromotionWindow } from './promotion-status-badge';
import { PromotionTable } from './promotion-table';

const column = createColumnHelper<AdminSpecialPrice>();
const LINK_CLASS = 'font-mono font-semibold text-plum-900 underline underline-offset-4';

/** The special prices' page: code, product and shade, price, window, status, sold so far. */
export function SpecialPriceTable({ prices }: { prices: AdminSpecialPrice[] }) {
  const text = useAdminText();
  const columns = useMemo(
    () => [
      column.accessor('code', {
        header: text('colCode'),
        cell: (info) => (
          <Link
            to={`/admin/special-prices/${info.row.original.id}`}
            aria-label={text('editSpecialPriceOf', { code: info.getValue() })}
            className={LINK_CLASS}
          >
            {info.getValue()}
          </Link>
        ),
      }),
      column.accessor('product_name', {
        header: text('colProduct'),
        cell: ({ row: { original: p } }) => (
          <span>
            {p.product_name}
            <span className="block text-xs text-plum-600">
              {[p.combination_label, p.brand, p.sku].filter(Boolean).join(' · ')}
            </span>
          </span>
        ),
      }),
      column.accessor('price', {
        header: text('colPrice'),
        cell: ({ row: { original: p } }) => (
          <span>
            <span className="font-semibold">{formatRupiah(p.price)}</span>
            <span className="block text-xs text-plum-600">
              {text('regularPriceShort', { price: formatRupiah(p.regular_price) })}
            </span>
          </span>
        ),
      }),
      column.accessor('ends_at', {
        header: text('colWindow'),
        cell: ({ row: { original: p } }) => <PromotionWindow {...p} />,
      }),
      column.accessor('status', {
        header: text('colStatus'),
        cell: (info) => <PromotionStatusBadge status={info.getValue()} />,
      }),
      column.accessor((p) => p.usage.quantity, {
        id: 'sold',
        header: text('colSold'),
        cell: ({ row: { original: p } }) =>
          text('soldOrders', { quantity: p.usage.quantity, orders: p.usage.orders }),
      }),
    ],
    [text],
  );
  return (
    <PromotionTable
      rows={prices}
      columns={columns}
      caption={text('specialPricesTableLabel')}
      empty={text('specialPricesEmpty')}
    />
  );
}
