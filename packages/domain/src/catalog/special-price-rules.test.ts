import { describe, expect, it } from 'vitest';
import type { PromotionLine } from '../vouchers/scope';
import {
  evaluateSpecialPrice,
  type SpecialPriceFacts,
  type SpecialPriceTerms,
} from './special-price-rules';

const terms = (over: Partial<SpecialPriceTerms> = {}): SpecialPriceTerms => ({
  min_amount: null,
  min_qty: null,
  scope: 'any',
  scope_ids: [],
  quota_per_user: 1,
  ...over,
});
const line = (over: Partial<PromotionLine> = {}): PromotionLine => ({
  productId: 1,
  brandId: 10,
  categoryIds: [100],
  quantity: 1,
  unitPrice: 100_000,
  ...over,
});

describe('special price applicability with the bag (000 §5)', () => {
  it.each<
    [
      string,
      Partial<SpecialPriceTerms>,
      SpecialPriceFacts,
      Partial<ReturnType<typeof evaluateSpecialPrice>>,
    ]
  >([
    ['no rules', {}, { lines: [] }, { applicable: true, min_oder: null, min_qty: null }],
    [
      'min amount met by the bag',
      { min_amount: 100_000 },
      { lines: [line()] },
      { applicable: true },
    ],
    [
      'min amount unmet',
      { min_amount: 150_000 },
      { lines: [line()] },
      { applicable: false, min_oder: 150_000 },
    ],
    [
      'min amount over the brand’s lines only',
      { min_amount: 150_000, scope: 'brand', scope_ids: [10] },
      { lines: [line(), line({ brandId: 11, unitPrice: 900_000 })] },
      { applicable: false, min_oder: 150_000 },
    ],
    [
      'min quantity over the category’s lines',
      { min_qty: 2, scope: 'category', scope_ids: [100] },
      { lines: [line({ quantity: 2 })] },
      { applicable: true },
    ],
    [
      'min quantity unmet: other special-price lines do not count',
      { min_qty: 2 },
      { lines: [line(), line({ productId: 2, isSpecialPrice: true })] },
      { applicable: false, min_qty: 2 },
    ],
    [
      'product scope',
      { min_qty: 1, scope: 'product', scope_ids: [7] },
      { lines: [line()] },
      { applicable: false, min_qty: 1 },
    ],
    [
      'quota per user reached',
      { quota_per_user: 1 },
      { lines: [line()], used: 1 },
      { applicable: false, quota_reached: true },
    ],
    [
      'adding two with one left',
      { quota_per_user: 2 },
      { lines: [line()], used: 1, adding: 2 },
      { applicable: false, quota_reached: true },
    ],
    [
      'adding one with one left',
      { quota_per_user: 2 },
      { lines: [], used: 1 },
      { applicable: true },
    ],
  ])('%s', (_rule, over, facts, expected) => {
    expect(evaluateSpecialPrice(terms(over), facts)).toMatchObject(expected);
  });
});

describe('special price applicability from an order amount only (no bag)', () => {
  it.each<[string, Partial<SpecialPriceTerms>, number | undefined, boolean]>([
    ['no minimum', {}, undefined, true],
    ['amount reached', { min_amount: 150_000 }, 150_000, true],
    ['amount short', { min_amount: 150_000 }, 149_999, false],
    ['an item count cannot be judged without a bag', { min_qty: 2 }, 999_999, false],
  ])('%s', (_rule, over, finalAmount, applicable) => {
    const facts = finalAmount === undefined ? {} : { finalAmount };
    expect(evaluateSpecialPrice(terms(over), facts).applicable).toBe(applicable);
  });
});
