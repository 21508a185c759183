import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  freeShippingGap,
  isFreeShippingVoucherApplicable,
  qualifiesForFreeShipping,
} from './free-shipping';
import { computeCartTotals } from './totals';
import type { CartLine } from './types';

const cartLine = (over: Partial<CartLine>): CartLine => ({
  id: 1,
  combination_id: 'c',
  quantity: 1,
  ...over,
});

describe('free-shipping voucher applicability (000 §4)', () => {
  const lines = [cartLine({ id: 7, brand: { id: 3 }, categories: [{ id: 9 }] })];
  it.each([
    ['meets order.min_amount', { order: { min_amount: 100_000 } }, 100_000, true],
    ['below order.min_amount, no product rule', { order: { min_amount: 100_000 } }, 99_999, false],
    ['a product rule matches', { order: { min_amount: 500_000 }, products: [{ id: 7 }] }, 1, true],
    ['a brand rule matches', { brands: [3] }, 1, true],
    ['a category rule matches', { categories: [{ id: '9' }] }, 1, true],
    ['no rule matches', { brands: [4], categories: [5] }, 1_000_000, false],
    ['no rules at all', {}, 0, true],
  ])('000 §4 %s', (_rule, rules, subtotal, expected) => {
    expect(isFreeShippingVoucherApplicable(rules, { subtotal, lines })).toBe(expected);
  });

  it.each([
    [0, 200_000, false],
    [150_000, 50_000, false],
    [200_000, 0, true],
    [250_000, 0, true],
  ])('000 §9 freeShippingLimit 200000: subtotal %d', (subtotal, gap, qualifies) => {
    expect(freeShippingGap(subtotal)).toBe(gap);
    expect(qualifiesForFreeShipping(subtotal)).toBe(qualifies);
  });
});

describe('cart totals (000 §3 totals)', () => {
  it.each([
    [
      'subtotal only',
      { lines: [{ quantity: 2, unit_price: 50_000 }] },
      {
        total_amount: 100_000,
        discount: 0,
        total_amount_after_discount: 100_000,
        total_extra_charge: 0,
        total_amount_after_extra: 100_000,
        shipping: 0,
        total_price_after_shipping: 100_000,
      },
    ],
    [
      'voucher, points, extra charge and shipping',
      {
        lines: [{ quantity: 1, unit_price: 200_000 }],
        voucherDiscount: 20_000,
        pointsDiscount: 5_000,
        extraCharge: 3_000,
        shippingFee: 15_000,
        shippingDiscount: 10_000,
      },
      {
        total_amount: 200_000,
        discount: 25_000,
        total_amount_after_discount: 175_000,
        total_extra_charge: 3_000,
        total_amount_after_extra: 178_000,
        shipping: 5_000,
        total_price_after_shipping: 183_000,
      },
    ],
    [
      'discount never exceeds the subtotal',
      {
        lines: [{ quantity: 1, unit_price: 10_000 }],
        voucherDiscount: 50_000,
        shippingFee: 9_000,
        shippingDiscount: 20_000,
      },
      {
        total_amount: 10_000,
        discount: 10_000,
        total_amount_after_discount: 0,
        total_extra_charge: 0,
        total_amount_after_extra: 0,
        shipping: 0,
        total_price_after_shipping: 0,
      },
    ],
  ])('000 §3 %s', (_rule, input, expected) => {
    expect(computeCartTotals(input)).toEqual(expected);
  });

  const amount = fc.integer({ min: -1_000_000, max: 10_000_000 });
  it('property: no total is ever negative, and the grand total adds up', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ quantity: fc.integer({ min: -3, max: 20 }), unit_price: amount }), {
          maxLength: 8,
        }),
        amount,
        amount,
        amount,
        amount,
        amount,
        amount,
        (
          lines,
          voucherDiscount,
          pointsDiscount,
          bankPromoDiscount,
          shippingFee,
          shippingDiscount,
          extraCharge,
        ) => {
          const totals = computeCartTotals({
            lines,
            voucherDiscount,
            pointsDiscount,
            bankPromoDiscount,
            shippingFee,
            shippingDiscount,
            extraCharge,
          });
          for (const value of Object.values(totals)) {
            expect(value).toBeGreaterThanOrEqual(0);
            expect(Number.isInteger(value)).toBe(true);
          }
          expect(totals.discount).toBeLessThanOrEqual(totals.total_amount);
          expect(totals.total_price_after_shipping).toBe(
            totals.total_amount - totals.discount + totals.total_extra_charge + totals.shipping,
          );
        },
      ),
    );
  });
});
