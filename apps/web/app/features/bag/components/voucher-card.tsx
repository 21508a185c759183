import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useLocale, useMessage } from '~/lib/i18n';
import type { CartVoucher } from '../types';
import {
  promoDetailSearch,
  voucherBenefit,
  voucherFacts,
  voucherReasonText,
} from '../voucher-view';
import { useBagText } from '~/features/bag/text/index';

/**
 * A voucher as a ticket: its header, name, what it gives, conditions and dates, why it cannot
 * be used on this bag (when it cannot), a link to its detail (`?promo=<code>`) and an action.
 */
export function VoucherCard({
  voucher,
  applied,
  action,
  onDetail,
}: {
  voucher: CartVoucher;
  applied: boolean;
  /** The apply button (or nothing when the voucher cannot be used). */
  action?: ReactNode;
  /** Called when the detail link is followed (the list closes first). */
  onDetail?: () => void;
}) {
  const text = useBagText();
  const message = useMessage();
  const locale = useLocale();
  const benefit = voucherBenefit(voucher, locale);
  const facts = voucherFacts(voucher, locale);
  const nameId = `voucher-${voucher._id}-name`;
  return (
    <article
      aria-labelledby={nameId}
      className={`relative flex overflow-hidden rounded-2xl bg-white ring-1 ${applied ? 'ring-2 ring-rose-500' : 'ring-blush-200'} ${voucher.is_eligible || applied ? '' : 'bg-cream-100/60'}`}
    >
      <div
        aria-hidden="true"
        className={`flex w-3 shrink-0 flex-col justify-around ${voucher.is_eligible || applied ? 'bg-gradient-to-b from-rose-500 to-plum-800' : 'bg-plum-500/30'}`}
      >
        {Array.from({ length: 5 }, (_, index) => (
          <span key={index} className="-ml-1 block size-2 rounded-full bg-cream-50" />
        ))}
      </div>
      <div className="min-w-0 flex-1 p-3.5">
        {voucher.voucher_info?.header ? (
          <p className="text-[0.65rem] font-bold uppercase tracking-[0.12em] text-rose-700">
            {voucher.voucher_info.header}
          </p>
        ) : null}
        <h3 id={nameId} className="font-semibold leading-snug text-plum-900">
          {voucher.name}
        </h3>
        {benefit ? <p className="text-sm font-medium text-rose-700">{benefit}</p> : null}
        <p className="mt-1 flex flex-wrap gap-x-3 gap-y-0.5 text-xs text-plum-700">
          <span>
            {text('orderPromoCode')}:{' '}
            <span className="font-mono font-semibold">{voucher.code}</span>
          </span>
          {facts.map((fact) => (
            <span key={fact}>{fact}</span>
          ))}
        </p>
        {!voucher.is_eligible && !applied ? (
          <p className="mt-2 text-xs font-medium text-berry-700">
            {voucherReasonText(voucher.reason, locale)}
          </p>
        ) : null}
        <div className="mt-3 flex items-center justify-between gap-3">
          <Link
            to={promoDetailSearch(voucher.code)}
            preventScrollReset
            onClick={onDetail}
            aria-label={text('orderVoucherDetailOf', { name: voucher.name })}
            className="text-xs font-bold text-plum-800 underline decoration-plum-900/30 underline-offset-4 hover:text-rose-700"
          >
            {text('orderVoucherDetail')}
          </Link>
          {applied ? (
            <span className="rounded-full bg-leaf-700/10 px-3 py-1 text-xs font-bold text-leaf-700">
              {message('label_applied')}
            </span>
          ) : (
            action
          )}
        </div>
      </div>
    </article>
  );
}
