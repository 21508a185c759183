import { formatDate, formatRupiah } from '@kilau/domain/shared';
import type { Locale } from '@kilau/domain';
import type { CartVoucher, VoucherReason } from './types';
import { bagText } from '~/features/bag/text/index';

/** What a voucher gives, in a few words: `Potongan Rp50.000`, `Diskon 10% s.d. Rp25.000`, … */
export function voucherBenefit(voucher: CartVoucher, locale: Locale): string {
  const info = voucher.discount_info;
  const amount = info.amount ?? 0;
  const cap = info.max_discount ?? 0;
  switch (voucher.discount_type) {
    case 'amount':
      return amount > 0
        ? bagText('orderVoucherAmountOff', locale, { amount: formatRupiah(amount) })
        : '';
    case 'percentage': {
      const percent = info.percentage ?? 0;
      if (percent <= 0) return '';
      return cap > 0
        ? bagText('orderVoucherPercentCap', locale, { percent, amount: formatRupiah(cap) })
        : bagText('orderVoucherPercentOff', locale, { percent });
    }
    case 'free_shipping': {
      const shippingCap = info.shipping_fee_discount ?? cap;
      return shippingCap > 0
        ? bagText('orderVoucherFreeShippingCap', locale, { amount: formatRupiah(shippingCap) })
        : bagText('orderVoucherFreeShippingType', locale);
    }
    case 'free_product':
      return bagText('orderVoucherFreeProductType', locale);
    default:
      return '';
  }
}

/** The voucher's conditions and dates as short facts. */
export function voucherFacts(voucher: CartVoucher, locale: Locale): string[] {
  const minAmount = voucher.rules.order.min_amount;
  return [
    minAmount > 0
      ? bagText('orderVoucherMinOrder', locale, { amount: formatRupiah(minAmount) })
      : null,
    voucher.to_date
      ? bagText('orderVoucherValidUntil', locale, { date: formatDate(voucher.to_date, locale) })
      : null,
    typeof voucher.available_quota === 'number' && voucher.available_quota > 0
      ? bagText('orderVoucherQuota', locale, { count: voucher.available_quota })
      : null,
  ].filter((fact): fact is string => fact !== null);
}

/** Why a voucher cannot be used, as the API says it; the page's own words when it says nothing. */
export function voucherReasonText(reason: VoucherReason, locale: Locale): string {
  if (reason?.trim()) return reason;
  return bagText('orderVoucherNotEligible', locale);
}

/** `?promo=<code>`: where a voucher's detail link goes (the promo detail modal). */
export const promoDetailSearch = (code: string): string =>
  `?${new URLSearchParams({ promo: code }).toString()}`;
