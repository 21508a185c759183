import { describe, expect, it } from 'vitest';
import {
  checkSellable,
  lineAvailability,
  lineStock,
  lineUnitPrice,
  resolvePackChoice,
  sellingPreorderRule,
  type CombinationFacts,
  type PackComponent,
  type PreorderQuota,
  type SaleContext,
} from './line-facts';

const facts = (over: Partial<CombinationFacts> = {}): CombinationFacts => ({
  product_id: 1,
  combination_id: 10,
  is_active: true,
  classification: null,
  max_limit_per_order: null,
  stock: 5,
  preorder_rules: [],
  pack_items: [],
  is_out_of_stock_academy: false,
  is_flash_sale: false,
  ...over,
});
const rule = (over: Partial<PreorderQuota> = {}): PreorderQuota => ({
  id: 1,
  total_quota: 10,
  sold_quota: 4,
  delivery_date: '2026-12-12',
  ...over,
});
const component = (over: Partial<PackComponent> = {}): PackComponent => ({
  product_id: 2,
  combination_id: 20,
  quantity: 1,
  is_active: true,
  stock: 9,
  ...over,
});

describe('pre-order quota (000 §4 "Availability of a product")', () => {
  it.each<[string, PreorderQuota[], number | null]>([
    ['quota left', [rule()], 1],
    ['quota full', [rule({ sold_quota: 10 })], null],
    ['total quota 0', [rule({ total_quota: 0, sold_quota: 0 })], null],
    ['first full, second sells', [rule({ sold_quota: 10 }), rule({ id: 2 })], 2],
    ['no rule', [], null],
  ])('%s', (_case, rules, sellingId) => {
    expect(sellingPreorderRule(rules)?.id ?? null).toBe(sellingId);
  });
});

describe('line stock and availability (000 §4, design/the-bag.md)', () => {
  it.each<[string, CombinationFacts, PackComponent[], number]>([
    ['a plain combination: its stock', facts({ stock: 7 }), [], 7],
    ['a pre-order: the remaining quota', facts({ stock: 0, preorder_rules: [rule()] }), [], 6],
    ['a sold-out pre-order', facts({ preorder_rules: [rule({ sold_quota: 10 })] }), [], 0],
    [
      'a pack: what every component covers',
      facts({ stock: 50 }),
      [component({ stock: 9 }), component({ product_id: 3, quantity: 2, stock: 9 })],
      4,
    ],
    ['a pack with an inactive component', facts(), [component({ is_active: false })], 0],
  ])('%s', (_case, combination, components, stock) => {
    expect(lineStock(combination, components)).toBe(stock);
  });

  it.each<[string, CombinationFacts | undefined, string | null]>([
    ['sellable', facts(), null],
    ['unknown', undefined, 'product_not_found'],
    ['inactive', facts({ is_active: false }), 'product_not_found'],
    ['a gift with purchase', facts({ classification: 'gwp_non_sellable' }), 'product_not_for_sale'],
    ['no stock', facts({ stock: 0 }), 'product_sold_out'],
    [
      'a pre-order without quota',
      facts({ preorder_rules: [rule({ sold_quota: 10 })] }),
      'product_sold_out',
    ],
  ])('sellable: %s', (_case, combination, code) => {
    const result = checkSellable(combination, []);
    expect(result.ok ? null : result.code).toBe(code);
  });

  // One row per line of 000 §4's rule, for a product out of stock in the academy shop.
  const academy = { is_out_of_stock_academy: true };
  it.each<[string, CombinationFacts, SaleContext, string | null]>([
    [
      'pre-order: quota decides, not the flag',
      facts({ ...academy, stock: 0, preorder_rules: [rule()] }),
      {},
      null,
    ],
    [
      'pre-order: no quota is still sold out',
      facts({ ...academy, preorder_rules: [rule({ sold_quota: 10 })] }),
      {},
      'product_sold_out',
    ],
    ['flash sale: stock decides', facts({ ...academy, is_flash_sale: true }), {}, null],
    ['special-price line: stock decides', facts(academy), { is_special_price: true }, null],
    ['self-checkout: stock alone decides', facts(academy), { self_checkout: true }, null],
    [
      'self-checkout: no stock',
      facts({ ...academy, stock: 0 }),
      { self_checkout: true },
      'product_sold_out',
    ],
    ['otherwise: the flag makes it sold out', facts(academy), {}, 'product_sold_out'],
    ['otherwise: not flagged, in stock', facts(), {}, null],
  ])('academy shop: %s', (_case, combination, context, code) => {
    const result = checkSellable(combination, [], context);
    expect(result.ok ? null : result.code).toBe(code);
  });

  it.each<[string, CombinationFacts | undefined, number, object]>([
    ['in stock', facts({ stock: 5 }), 5, { stock: 5, is_available: true, quantity_error: null }],
    [
      'more than the stock',
      facts({ stock: 2 }),
      3,
      { stock: 2, is_available: true, quantity_error: 'out_of_stock' },
    ],
    [
      'sold out',
      facts({ stock: 0 }),
      1,
      { stock: 0, is_available: false, quantity_error: 'out_of_stock' },
    ],
    [
      'gone from the catalogue',
      undefined,
      1,
      { stock: 0, is_available: false, quantity_error: 'out_of_stock' },
    ],
    [
      'out of stock in the academy shop',
      facts({ stock: 5, is_out_of_stock_academy: true }),
      1,
      { stock: 0, is_available: false, quantity_error: 'out_of_stock' },
    ],
  ])('a bag line: %s', (_case, combination, quantity, expected) => {
    expect(lineAvailability(combination, [], quantity)).toEqual(expected);
  });

  it('a special-price line of a product out of stock in the academy shop stays available', () => {
    expect(
      lineAvailability(facts({ is_out_of_stock_academy: true }), [], 1, { is_special_price: true }),
    ).toEqual({ stock: 5, is_available: true, quantity_error: null });
  });
});

describe('pack choice', () => {
  const items = [
    { product_id: 2, combination_id: 20, quantity: 1 },
    { product_id: 3, combination_id: 30, quantity: 2 },
  ];
  const productOf = (id: number) => ({ 20: 2, 21: 2, 30: 3, 31: 3, 40: 4 })[id];
  it.each<[string, { product_id: number; combination_id: number }[] | undefined, unknown]>([
    ['no choice: the catalogue components', undefined, items],
    [
      'another shade of a component',
      [
        { product_id: 3, combination_id: 31 },
        { product_id: 2, combination_id: 21 },
      ],
      [
        { product_id: 2, combination_id: 21, quantity: 1 },
        { product_id: 3, combination_id: 31, quantity: 2 },
      ],
    ],
    ['a component left out', [{ product_id: 2, combination_id: 20 }], 'pack_invalid'],
    [
      'a component twice',
      [
        { product_id: 2, combination_id: 20 },
        { product_id: 2, combination_id: 21 },
      ],
      'pack_invalid',
    ],
    [
      "another product's combination",
      [
        { product_id: 2, combination_id: 20 },
        { product_id: 3, combination_id: 40 },
      ],
      'pack_invalid',
    ],
  ])('%s', (_case, chosen, expected) => {
    const result = resolvePackChoice(items, chosen, productOf);
    expect(result.ok ? result.value : result.code).toEqual(expected);
  });

  it('a product that is not a pack has no components, whatever was sent', () => {
    expect(resolvePackChoice([], [{ product_id: 2, combination_id: 20 }], productOf)).toEqual({
      ok: true,
      value: [],
    });
  });
});

describe('line unit price', () => {
  it.each<[string, Parameters<typeof lineUnitPrice>[0], number]>([
    ['the price after discount', { price_after_discount: 90_000, flash: null }, 90_000],
    [
      'a running flash sale with quota',
      { price_after_discount: 90_000, flash: { price: 59_000, quota: 20, sold: 3 } },
      59_000,
    ],
    [
      'a flash sale sold out',
      { price_after_discount: 90_000, flash: { price: 59_000, quota: 20, sold: 20 } },
      90_000,
    ],
    [
      'a flash price never above the regular one',
      { price_after_discount: 50_000, flash: { price: 59_000, quota: 20, sold: 0 } },
      50_000,
    ],
    [
      'a promotion fixed the price',
      { price_after_discount: 90_000, flash: null, promo_unit_price: 0 },
      0,
    ],
  ])('%s', (_case, input, price) => {
    expect(lineUnitPrice(input)).toBe(price);
  });
});
