import type { ReactNode } from 'react';
import { formatRupiah } from '@kilau/domain/shared';
import type { Cart } from '~/lib/cart-api';
import { useBagText } from '~/features/bag/text/index';

/** Items in the bag: the sum of the lines' quantities. */
export const itemCount = (cart: Pick<Cart, 'products'>): number =>
  cart.products.reduce((sum, line) => sum + line.quantity, 0);

function Row({
  label,
  value,
  tone = 'plain',
}: {
  label: ReactNode;
  value: ReactNode;
  tone?: 'plain' | 'discount' | 'muted';
}) {
  const valueClass = {
    plain: 'font-semibold text-plum-900',
    discount: 'font-semibold text-leaf-700',
    muted: 'text-right text-xs italic text-plum-600',
  }[tone];
  return (
    <div className="flex items-baseline justify-between gap-4 py-1.5">
      <dt className="text-plum-700">{label}</dt>
      <dd className={`tabular-nums ${valueClass}`}>{value}</dd>
    </div>
  );
}

/**
 * The bag's totals as the API computed them (000 §3 Totals): subtotal, the voucher and points
 * discounts, other discounts and extra charges when there are any, shipping (worked out at the
 * next step, issue 7) and the total. Rupiah with dot thousands; discounts in green with a minus.
 */
export function BagTotals({ cart, busy = false }: { cart: Cart; busy?: boolean }) {
  const text = useBagText();
  const totals = cart.totals;
  const other = Math.max(0, totals.discount - totals.voucher_discount - totals.points_discount);
  const minus = (amount: number) => `−${formatRupiah(amount)}`;
  return (
    <div aria-busy={busy || undefined}>
      <dl className={`text-sm transition-opacity ${busy ? 'opacity-60' : ''}`}>
        <Row
          label={text('orderSubtotal', { count: itemCount(cart) })}
          value={formatRupiah(totals.total_amount)}
        />
        {totals.voucher_discount > 0 ? (
          <Row
            label={
              <>
                {text('orderVoucherDiscount')}
                {cart.voucher_code ? (
                  <span className="ml-1.5 rounded bg-blush-100 px-1.5 py-0.5 text-[0.7rem] font-bold text-rose-700">
                    {cart.voucher_code}
                  </span>
                ) : null}
              </>
            }
            value={minus(totals.voucher_discount)}
            tone="discount"
          />
        ) : null}
        {totals.points_discount > 0 ? (
          <Row
            label={text('orderPointsDiscount', {
              points: totals.point_applied || cart.point_applied,
            })}
            value={minus(totals.points_discount)}
            tone="discount"
          />
        ) : null}
        {other > 0 ? (
          <Row label={text('orderOtherDiscount')} value={minus(other)} tone="discount" />
        ) : null}
        {totals.total_extra_charge > 0 ? (
          <Row label={text('orderExtraCharge')} value={formatRupiah(totals.total_extra_charge)} />
        ) : null}
        <Row label={text('orderShipping')} value={text('orderShippingLater')} tone="muted" />
        <div className="mt-2 flex items-baseline justify-between gap-4 border-t border-dashed border-blush-300 pt-3">
          <dt className="font-display text-lg font-semibold text-plum-900">{text('orderTotal')}</dt>
          <dd className="text-xl font-bold tabular-nums text-plum-900" data-testid="order-total">
            {formatRupiah(totals.total_amount_after_extra)}
          </dd>
        </div>
      </dl>
      {totals.discount > 0 ? (
        <p className="mt-1 text-right text-xs font-semibold text-leaf-700">
          {text('orderYouSave', { amount: formatRupiah(totals.discount) })}
        </p>
      ) : null}
      <p className="sr-only" aria-live="polite">
        {busy ? text('orderTotalsUpdating') : ''}
      </p>
    </div>
  );
}
