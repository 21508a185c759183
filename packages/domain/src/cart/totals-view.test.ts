import { describe, expect, it } from 'vitest';
import { cartTotalsView } from './totals';

const base = {
  voucherDiscount: 0,
  pointsDiscount: 0,
  pointsApplied: 0,
  shippingDiscountCap: null,
  freeProducts: [] as string[],
};
const line = (quantity: number, unit_price: number, is_available = true) => ({
  quantity,
  unit_price,
  is_available,
});

describe('the Totals entity of the bag (design/the-bag.md)', () => {
  it.each<[string, Partial<Parameters<typeof cartTotalsView<string>>[0]>, object]>([
    [
      'an empty bag is Rp 200.000 from free shipping',
      { lines: [] },
      {
        total_amount: 0,
        discount: 0,
        total_price_after_shipping: 0,
        free_shipping: { limit: 200_000, gap: 200_000, qualifies: false },
      },
    ],
    [
      'unavailable lines do not count',
      { lines: [line(2, 50_000), line(1, 80_000, false)] },
      { total_amount: 100_000, free_shipping: { limit: 200_000, gap: 100_000, qualifies: false } },
    ],
    [
      'a voucher and points, the voucher first, both within the subtotal',
      {
        lines: [line(1, 100_000)],
        voucherDiscount: 70_000,
        pointsDiscount: 50_000,
        pointsApplied: 50,
      },
      {
        total_amount: 100_000,
        voucher_discount: 70_000,
        points_discount: 30_000,
        discount: 100_000,
        total_amount_after_discount: 0,
        point_applied: 50,
      },
    ],
    [
      'free shipping from Rp 200.000 after discounts',
      { lines: [line(3, 80_000)], voucherDiscount: 40_000 },
      {
        total_amount: 240_000,
        total_amount_after_discount: 200_000,
        free_shipping: { limit: 200_000, gap: 0, qualifies: true },
      },
    ],
    [
      'a free-shipping voucher caps the fee it takes off',
      { lines: [line(1, 10_000)], shippingFee: 25_000, shippingDiscountCap: 20_000 },
      { shipping: 5_000, total_price_after_shipping: 15_000 },
    ],
    [
      'free products pass through',
      { lines: [], freeProducts: ['gift'] },
      { free_products: ['gift'] },
    ],
  ])('%s', (_case, input, expected) => {
    expect(cartTotalsView({ ...base, lines: [], ...input })).toMatchObject(expected);
  });
});
