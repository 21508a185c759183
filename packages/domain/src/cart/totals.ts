import { FREE_SHIPPING_LIMIT } from '../shared/constants';
import { freeShippingGap, qualifiesForFreeShipping } from './free-shipping';
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

/** The bag's Totals entity as the cart API answers it (design/the-bag.md "The contract"). */
export type CartTotalsView<FreeProduct> = CartTotals & {
  voucher_discount: number;
  points_discount: number;
  point_applied: number;
  free_products: FreeProduct[];
  free_shipping: { limit: number; gap: number; qualifies: boolean };
};

/**
 * Totals of a bag: only lines that can be bought count; the voucher's discount first, then the
 * points', together never more than the subtotal; a free-shipping voucher lowers shipping up to
 * its cap; the free-shipping progress runs on the goods after discounts (Rp 200.000, 000 §9).
 */
export function cartTotalsView<FreeProduct>(input: {
  lines: readonly (Pick<CartLine, 'quantity' | 'unit_price'> & { is_available: boolean })[];
  voucherDiscount: number;
  pointsDiscount: number;
  pointsApplied: number;
  shippingFee?: number;
  /** A free-shipping voucher's cap on the fee (null: none applies). */
  shippingDiscountCap: number | null;
  freeProducts: FreeProduct[];
}): CartTotalsView<FreeProduct> {
  const lines = input.lines.filter((line) => line.is_available);
  const subtotal = lines.reduce((sum, line) => sum + lineTotal(line), 0);
  const voucher = Math.min(rupiah(input.voucherDiscount), subtotal);
  const points = Math.min(rupiah(input.pointsDiscount), subtotal - voucher);
  const fee = rupiah(input.shippingFee);
  const totals = computeCartTotals({
    lines,
    voucherDiscount: voucher,
    pointsDiscount: points,
    shippingFee: fee,
    shippingDiscount:
      input.shippingDiscountCap == null ? 0 : Math.min(fee, input.shippingDiscountCap),
  });
  const goods = totals.total_amount_after_discount;
  return {
    ...totals,
    voucher_discount: voucher,
    points_discount: points,
    point_applied: Math.max(0, Math.floor(input.pointsApplied)),
    free_products: input.freeProducts,
    free_shipping: {
      limit: FREE_SHIPPING_LIMIT,
      gap: freeShippingGap(goods),
      qualifies: qualifiesForFreeShipping(goods),
    },
  };
}
