import { describe, expect, it } from 'vitest';
import {
  addLine,
  cartStockWarning,
  checkCartAddition,
  lineQuantityError,
  quantityLimit,
} from './bag-rules';
import type { CartLine } from './types';

const line = (over: Partial<CartLine> = {}): CartLine => ({
  id: 1,
  combination_id: 'c1',
  quantity: 1,
  ...over,
});
const normal = line({ id: 10, combination_id: 'n' });
const preorderA = line({
  id: 20,
  combination_id: 'p',
  is_pre_order: true,
  delivery_date: '2024-09-01',
});
const egift = line({ id: 30, combination_id: 'e', egift_info: { recipient_email: 'a@b.co' } });

describe('cart rules (000 §4, §8)', () => {
  it.each([
    ['normal item into an empty bag', [], normal, { kind: 'add', quantity: 1 }],
    [
      'e-gift with other items is refused',
      [normal],
      egift,
      { kind: 'refuse', code: 'cart_egift_alone' },
    ],
    [
      'other items with an e-gift are refused',
      [egift],
      normal,
      { kind: 'refuse', code: 'cart_egift_alone' },
    ],
    [
      'e-gift with another e-gift',
      [egift],
      line({ id: 31, combination_id: 'e2', is_egift: true }),
      { kind: 'add', quantity: 1 },
    ],
    [
      'pre-order into a normal bag asks to replace',
      [normal],
      preorderA,
      { kind: 'confirm_replace', code: 'cart_preorder_mix_confirm', removes: [normal] },
    ],
    [
      'normal into a pre-order bag asks to replace',
      [preorderA],
      normal,
      { kind: 'confirm_replace', code: 'cart_preorder_mix_confirm', removes: [preorderA] },
    ],
    [
      'pre-orders with the same delivery date',
      [preorderA],
      line({ id: 21, combination_id: 'q', is_pre_order: true, delivery_date: '2024-09-01' }),
      { kind: 'add', quantity: 1 },
    ],
    [
      'pre-orders with different delivery dates are refused',
      [preorderA],
      line({ id: 21, combination_id: 'q', is_pre_order: true, delivery_date: '2024-10-01' }),
      { kind: 'refuse', code: 'cart_preorder_delivery_date' },
    ],
    [
      'limitOrderProduct 20 reached',
      [line({ quantity: 20 })],
      line(),
      { kind: 'refuse', code: 'cart_quantity_limit', params: { limit: 20 } },
    ],
    [
      'the product cap below 20',
      [line({ quantity: 2 })],
      line({ max_limit_per_order: 2 }),
      { kind: 'refuse', code: 'cart_quantity_limit', params: { limit: 2 } },
    ],
    [
      'same entry sums quantities',
      [line({ quantity: 3 })],
      line({ quantity: 2 }),
      { kind: 'add', quantity: 5 },
    ],
    [
      'above the known stock',
      [line({ quantity: 3 })],
      line({ stock: 3 }),
      { kind: 'refuse', code: 'out_of_stock' },
    ],
  ] as const)('000 §4 %s', (_rule, bag, incoming, expected) => {
    expect(checkCartAddition(bag as readonly CartLine[], incoming)).toEqual(expected);
  });

  it('000 §9 quantity limit is 20 unless the product caps lower', () => {
    expect(quantityLimit({})).toBe(20);
    expect(quantityLimit({ max_limit_per_order: 5 })).toBe(5);
    expect(quantityLimit({ max_limit_per_order: 50 })).toBe(20);
  });

  it('adds or merges a line', () => {
    expect(addLine([line({ quantity: 2 })], line(), 3)).toEqual([line({ quantity: 3 })]);
    expect(addLine([], normal, 1)).toEqual([normal]);
  });

  it.each([
    ['available line', line(), null],
    ['unavailable line', line({ is_available: false }), 'out_of_stock'],
    ['quantity above stock', line({ quantity: 3, stock: 2 }), 'out_of_stock'],
  ])('000 §4 quantity error: %s', (_rule, cartLine, expected) => {
    expect(lineQuantityError(cartLine)).toBe(expected);
  });

  it.each([
    ['all in stock', [line()], false, null],
    [
      'an unavailable product',
      [line(), line({ is_available: false })],
      false,
      'cart_stock_insufficient',
    ],
    ['server flags has_oos_product', [line()], true, 'cart_stock_insufficient'],
  ])("000 §4 'Beberapa stock produk tidak cukup': %s", (_rule, lines, oos, expected) => {
    expect(cartStockWarning(lines, oos)).toBe(expected);
  });
});
