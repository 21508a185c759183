import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatVariantLabel } from '@kilau/domain/catalog';
import { ORDER_PATHS } from '@kilau/domain/checkout';
import { formatRupiah } from '@kilau/domain/shared';
import { Image } from '~/components/ui/image';
import { useLocale } from '~/lib/i18n';
import { checkoutTotal } from '../lib/shipping-choice';
import type { CheckoutBag, ShippingMethod } from '../types';
import { GiftLine } from './gift-line';
import { useCheckoutText } from '~/features/checkout/text';

/** A bank promotion taken off the goods (the payment step). */
export type SummaryBankPromo = { bank: string; discount: number };

const minus = (amount: number) => `−${formatRupiah(amount)}`;

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
    muted: 'text-xs italic text-plum-600',
  }[tone];
  return (
    <div className="flex items-baseline justify-between gap-4 py-1.5">
      <dt className="text-plum-700">{label}</dt>
      <dd className={`text-right tabular-nums ${valueClass}`}>{value}</dd>
    </div>
  );
}

function SummaryLines({ bag }: { bag: CheckoutBag }) {
  const text = useCheckoutText();
  const locale = useLocale();
  const lines = bag.products.filter((line) => line.is_available);
  return (
    <ul className="divide-y divide-blush-200/70">
      {lines.map((line) => {
        const variant =
          formatVariantLabel(line.combination?.attributes, locale) || line.combination_name || '';
        return (
          <li key={line._id ?? `${line.id}-${line.combination_id}`} className="flex gap-3 py-3">
            <Image
              src={line.image}
              alt=""
              width={56}
              height={56}
              loading="lazy"
              className="size-14 shrink-0 rounded-xl bg-cream-100 object-cover ring-1 ring-blush-200/70"
            />
            <div className="min-w-0 flex-1 text-sm">
              <p className="truncate text-[0.7rem] font-bold uppercase tracking-[0.08em] text-plum-700">
                {line.brand.name}
              </p>
              <p className="line-clamp-2 font-medium text-plum-900">{line.name}</p>
              <p className="mt-0.5 flex flex-wrap items-baseline justify-between gap-x-3 text-xs text-plum-700">
                <span>
                  {variant ? `${variant} · ` : ''}
                  {text('checkoutQuantity', { count: line.quantity })}
                </span>
                <span className="font-semibold tabular-nums text-plum-900">
                  {formatRupiah(line.total_price)}
                </span>
              </p>
            </div>
          </li>
        );
      })}
      {bag.free_products.map((gift) => (
        <GiftLine key={`free-${gift.combination_id}`} gift={gift} />
      ))}
    </ul>
  );
}

/**
 * The bag at checkout: its lines, the bag's discounts, the chosen shipping (or a prompt to
 * choose), a bank promotion when one is applied, and the total the order will be placed for —
 * worked out as placement does. `children` is the step's call to action.
 */
export function CheckoutSummary({
  bag,
  shipping,
  bankPromo = null,
  busy = false,
  storePickup = false,
  children,
}: {
  bag: CheckoutBag;
  shipping: ShippingMethod | null;
  /** A self-checkout order is collected in the store: no shipping row (issue 23). */
  storePickup?: boolean;
  bankPromo?: SummaryBankPromo | null;
  busy?: boolean;
  children?: ReactNode;
}) {
  const text = useCheckoutText();
  const totals = bag.totals;
  const count = bag.products.reduce((sum, line) => sum + line.quantity, 0);
  const other = Math.max(0, totals.discount - totals.voucher_discount - totals.points_discount);
  const bankDiscount = bankPromo?.discount ?? 0;
  const total = checkoutTotal(bag, shipping, bankDiscount);
  const saved = totals.discount + (shipping?.discount ?? 0) + bankDiscount;
  return (
    <section
      aria-labelledby="checkout-summary-title"
      className="rounded-3xl bg-white p-5 ring-1 ring-blush-200/70 dt:sticky dt:top-32"
    >
      <div className="mb-1 flex items-baseline justify-between gap-3">
        <h2
          id="checkout-summary-title"
          className="font-display text-lg font-semibold text-plum-900"
        >
          {text('checkoutSummaryTitle')}
        </h2>
        <Link
          to={ORDER_PATHS.bag}
          className="text-xs font-semibold text-rose-700 underline-offset-4 hover:underline"
        >
          {text('checkoutEditBag')}
        </Link>
      </div>
      <p className="text-xs text-plum-700">{text('checkoutItems', { count })}</p>
      <div className="mt-2 max-h-80 overflow-y-auto pr-1 dt:max-h-72">
        <SummaryLines bag={bag} />
      </div>
      <dl
        aria-busy={busy || undefined}
        className={`mt-3 border-t border-blush-200 pt-3 text-sm transition-opacity ${busy ? 'opacity-60' : ''}`}
      >
        <Row label={text('checkoutSubtotal')} value={formatRupiah(totals.total_amount)} />
        {totals.voucher_discount > 0 ? (
          <Row
            label={
              <>
                {text('checkoutVoucher')}
                {bag.voucher_code ? (
                  <span className="ml-1.5 rounded bg-blush-100 px-1.5 py-0.5 text-[0.7rem] font-bold text-rose-700">
                    {bag.voucher_code}
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
            label={text('checkoutPoints', { points: totals.point_applied || bag.point_applied })}
            value={minus(totals.points_discount)}
            tone="discount"
          />
        ) : null}
        {other > 0 ? (
          <Row label={text('checkoutOtherDiscount')} value={minus(other)} tone="discount" />
        ) : null}
        {bankPromo && bankDiscount > 0 ? (
          <Row
            label={text('checkoutBankPromo', { bank: bankPromo.bank })}
            value={minus(bankDiscount)}
            tone="discount"
          />
        ) : null}
        {storePickup ? null : shipping ? (
          <Row
            label={text('checkoutShipping')}
            value={
              <>
                {shipping.discount > 0 ? (
                  <s className="mr-1.5 text-xs font-normal text-plum-600">
                    {formatRupiah(shipping.fee)}
                  </s>
                ) : null}
                {shipping.fee_after_discount === 0 ? (
                  <span className="text-leaf-700">{text('checkoutShippingFree')}</span>
                ) : (
                  formatRupiah(shipping.fee_after_discount)
                )}
              </>
            }
          />
        ) : (
          <Row
            label={text('checkoutShipping')}
            value={text('checkoutShippingPending')}
            tone="muted"
          />
        )}
        <div className="mt-2 flex items-baseline justify-between gap-4 border-t border-dashed border-blush-300 pt-3">
          <dt className="font-display text-lg font-semibold text-plum-900">
            {text('checkoutTotal')}
          </dt>
          <dd className="text-xl font-bold tabular-nums text-plum-900" data-testid="checkout-total">
            {formatRupiah(total)}
          </dd>
        </div>
      </dl>
      {saved > 0 ? (
        <p className="mt-1 text-right text-xs font-semibold text-leaf-700">
          {text('checkoutYouSave', { amount: formatRupiah(saved) })}
        </p>
      ) : null}
      {children ? <div className="mt-5 hidden dt:block">{children}</div> : null}
    </section>
  );
}
