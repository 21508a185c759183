import { describe, expect, it } from 'vitest';
import { canAddSpecialPrice, specialPriceReason } from './special-price';
import type { SpecialPriceReason } from './types';

const notApplicable = (reason: SpecialPriceReason) => ({
  is_special_price_applicable: false,
  reason,
});

describe('special-price applicability and reason (000 §5)', () => {
  it.each([
    [
      'applicable: no note',
      { is_special_price_applicable: true, reason: { quota_reached: true } },
      null,
    ],
    [
      'quota per user has reached',
      notApplicable({ quota_reached: true }),
      { code: 'special_price_quota_reached' },
    ],
    [
      'min amount for a brand',
      notApplicable({ min_oder: 150_000, brands: [{ name: 'Kilau' }] }),
      { code: 'special_price_min_amount_brand', params: { amount: 'Rp150.000', names: 'Kilau' } },
    ],
    [
      'min amount for a category',
      notApplicable({ min_oder: 100_000, categories: [{ name: 'Serum' }, { name: 'Toner' }] }),
      {
        code: 'special_price_min_amount_category',
        params: { amount: 'Rp100.000', names: 'Serum, Toner' },
      },
    ],
    [
      'min amount for a product',
      notApplicable({ min_oder: 50_000, products: [{ name: 'Lip Tint' }] }),
      {
        code: 'special_price_min_amount_product',
        params: { amount: 'Rp50.000', names: 'Lip Tint' },
      },
    ],
    [
      'min amount for any products',
      notApplicable({ min_oder: 250_000 }),
      { code: 'special_price_min_amount_any', params: { amount: 'Rp250.000', names: '' } },
    ],
    [
      'min item count for a brand',
      notApplicable({ min_qty: 2, brands: [{ name: 'Kilau' }] }),
      { code: 'special_price_min_qty_brand', params: { count: 2, names: 'Kilau' } },
    ],
    [
      'min item count for a category',
      notApplicable({ min_qty: 3, categories: [{ name: 'Serum' }] }),
      { code: 'special_price_min_qty_category', params: { count: 3, names: 'Serum' } },
    ],
    [
      'min item count for a product',
      notApplicable({ min_qty: 2, products: [{ name: 'Toner' }] }),
      { code: 'special_price_min_qty_product', params: { count: 2, names: 'Toner' } },
    ],
    [
      'min item count for any products',
      notApplicable({ min_qty: 4 }),
      { code: 'special_price_min_qty_any', params: { count: 4, names: '' } },
    ],
    ['no reason given', notApplicable({}), { code: 'special_price_not_applicable' }],
  ])('000 §5 %s', (_rule, product, expected) => {
    expect(specialPriceReason(product)).toEqual(expected);
  });

  it('000 §5 only is_special_price_applicable true can be added', () => {
    expect(canAddSpecialPrice({ is_special_price_applicable: true })).toBe(true);
    expect(canAddSpecialPrice({ is_special_price_applicable: false })).toBe(false);
    expect(canAddSpecialPrice({})).toBe(false);
  });
});
