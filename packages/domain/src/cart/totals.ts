import type { CartLine } from './types';

export type TotalsInput = {
  lines: readonly Pick<CartLine, 'quantity' | 'unit_price'>[];
  /** Voucher discount in rupiah (not free shipping). */
  voucherDiscount?: number;
  /** Rupiah value of the beauty points applied. */
  pointsDiscount?: number;
  bankPromoDiscount?: number;
  shippingFee?: number;
  shippingDiscount?: number;
  extraCharge?: number;
};

/** The bag's totals with the server's field names (000 §3 "Totals"); integer rupiah, never < 0. */
export type CartTotals = {
  total_amount: number;
  discount: number;
  total_amount_after_discount: number;
  total_extra_charge: number;
  total_amount_after_extra: number;
  shipping: number;
  total_price_after_shipping: number;
};

const rupiah = (value: number | undefined): number =>
  Number.isFinite(value) ? Math.max(0, Math.round(value ?? 0)) : 0;

export function lineTotal(line: Pick<CartLine, 'quantity' | 'unit_price'>): number {
  return rupiah(line.unit_price) * Math.max(0, Math.floor(line.quantity));
}

/**
 * Subtotal, discounts (voucher + points + bank promo, never more than the subtotal), extra
 * charge, shipping (fee less its discount, never below zero) and the grand total.
 */
export function computeCartTotals(input: TotalsInput): CartTotals {
  const totalAmount = input.lines.reduce((sum, line) => sum + lineTotal(line), 0);
  const wanted =
    rupiah(input.voucherDiscount) + rupiah(input.pointsDiscount) + rupiah(input.bankPromoDiscount);
  const discount = Math.min(wanted, totalAmount);
  const afterDiscount = totalAmount - discount;
  const extra = rupiah(input.extraCharge);
  const shipping = Math.max(0, rupiah(input.shippingFee) - rupiah(input.shippingDiscount));
  return {
    total_amount: totalAmount,
    discount,
    total_amount_after_discount: afterDiscount,
    total_extra_charge: extra,
    total_amount_after_extra: afterDiscount + extra,
    shipping,
    total_price_after_shipping: afterDiscount + extra + shipping,
  };
}
