import { describe, expect, it } from 'vitest';
import {
  availabilityRule,
  hasPreorderQuota,
  isProductAvailable,
  soldOutLabel,
  type AvailabilityRule,
} from './availability';
import type { TileProduct } from './types';

const preorder = (total_quota: number, sold_quota: number): TileProduct => ({
  id: 1,
  is_in_stock: false,
  default_combination: { is_pre_order: true, preorder: [{ total_quota, sold_quota }] },
});

describe('which line of the availability rule decides (000 §4)', () => {
  it.each<[string, Parameters<typeof availabilityRule>[0], AvailabilityRule]>([
    [
      'pre-order: quota decides (before flash sale and self-checkout)',
      { preorder: true, flashSaleOrSpecialPrice: true, selfCheckout: true },
      'preorder_quota',
    ],
    [
      'flash-sale or special-price: is_in_stock or is_in_stock_original decides',
      { preorder: false, flashSaleOrSpecialPrice: true, selfCheckout: true },
      'in_stock_or_original',
    ],
    [
      'self-checkout: is_in_stock alone decides',
      { preorder: false, flashSaleOrSpecialPrice: false, selfCheckout: true },
      'in_stock',
    ],
    [
      'otherwise: in stock and not out of stock for the academy shop',
      { preorder: false, flashSaleOrSpecialPrice: false, selfCheckout: false },
      'in_stock_not_academy',
    ],
  ])('%s', (_line, situation, rule) => {
    expect(availabilityRule(situation)).toBe(rule);
  });
});

describe('availability of a product (000 §4)', () => {
  it.each([
    ['pre-order with quota left', preorder(10, 3), {}, true],
    ['pre-order sold out (sold = total)', preorder(10, 10), {}, false],
    ['pre-order with total quota 0', preorder(0, 0), {}, false],
    ['pre-order with total quota 1 unsold', preorder(1, 0), {}, true],
    ['pre-order ignores is_in_stock', { ...preorder(5, 1), is_in_stock: false }, {}, true],
    ['flash sale: is_in_stock', { id: 1, is_in_stock: true, is_flashsale: true }, {}, true],
    [
      'flash sale: is_in_stock_original alone',
      { id: 1, is_in_stock: false, is_in_stock_original: true, is_flashsale: true },
      {},
      true,
    ],
    ['flash sale: neither flag', { id: 1, is_in_stock: false, is_flashsale: true }, {}, false],
    [
      'special-price list: is_in_stock_original',
      { id: 1, is_in_stock_original: true },
      { list: 'special_price' },
      true,
    ],
    [
      'self-checkout: is_in_stock alone',
      { id: 1, is_in_stock: true, is_out_of_stock_academy: true },
      { selfCheckout: true },
      true,
    ],
    [
      'self-checkout: original stock does not count',
      { id: 1, is_in_stock: false, is_in_stock_original: true },
      { selfCheckout: true },
      false,
    ],
    ['otherwise: in stock', { id: 1, is_in_stock: true }, {}, true],
    [
      'otherwise: out of stock for the academy shop',
      { id: 1, is_in_stock: true, is_out_of_stock_academy: true },
      {},
      false,
    ],
    ['otherwise: not in stock', { id: 1, is_in_stock: false }, {}, false],
    [
      'pre-order: the academy flag does not decide',
      { ...preorder(5, 1), is_out_of_stock_academy: true },
      {},
      true,
    ],
    [
      'flash sale: the academy flag does not decide',
      { id: 1, is_in_stock: true, is_flashsale: true, is_out_of_stock_academy: true },
      {},
      true,
    ],
    [
      'special-price list: the academy flag does not decide',
      { id: 1, is_in_stock: true, is_out_of_stock_academy: true },
      { list: 'special_price' },
      true,
    ],
  ] as const)('%s', (_rule, product, context, expected) => {
    expect(isProductAvailable(product as TileProduct, context)).toBe(expected);
  });

  it('000 §4 some rule with quota is enough', () => {
    expect(
      hasPreorderQuota([
        { total_quota: 1, sold_quota: 1 },
        { total_quota: 5, sold_quota: 4 },
      ]),
    ).toBe(true);
    expect(hasPreorderQuota(undefined)).toBe(false);
  });

  it('000 §4 an unavailable product shows SOLD OUT', () => {
    expect(soldOutLabel({ id: 1, is_in_stock: false })).toBe('label_sold_out');
    expect(soldOutLabel({ id: 1, is_in_stock: true })).toBeNull();
  });
});
