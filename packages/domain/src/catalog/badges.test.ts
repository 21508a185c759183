import { describe, expect, it } from 'vitest';
import { tileBadges, tileLabels } from './badges';
import type { TileProduct } from './types';

const base: TileProduct = { id: 1 };
const codes = (product: TileProduct) => tileBadges(product).map((badge) => badge.code);

describe('tile badges (000 §9 labels)', () => {
  it.each([
    ['NEW', { is_new: true }, ['badge_new']],
    ['PRE-ORDER', { default_combination: { is_pre_order: true } }, ['badge_pre_order']],
    ['EXCLUSIVE', { is_exclusive: true }, ['badge_exclusive']],
    ['LIMITED', { is_limited: true }, ['badge_limited']],
    ['ONLINE ONLY', { is_online: true }, ['badge_online_only']],
    ['BUY 1 GET 1', { is_buy_one_get_one_free: true }, ['badge_buy_one_get_one']],
    ['BUNDLE (virtual)', { classification: 'bundle_virtual' }, ['badge_bundle']],
    ['BUNDLE (physical)', { classification: 'bundle_physical' }, ['badge_bundle']],
    ['SALE fallback without discount percent', { is_sale: true }, ['badge_sale']],
    [
      'discount percent replaces SALE',
      { is_sale: true, discount_percentage: 20 },
      ['badge_discount_percent'],
    ],
    ['discount from the range', { discount_range: [10, 30] }, ['badge_discount_percent']],
    ['no flags, no badges', {}, []],
    [
      'order follows the spec',
      { is_sale: true, is_new: true, is_limited: true },
      ['badge_new', 'badge_limited', 'badge_sale'],
    ],
  ] as const)('000 §9 %s', (_rule, flags, expected) => {
    expect(codes({ ...base, ...(flags as Partial<TileProduct>) })).toEqual(expected);
  });

  it('000 §9 the discount percent badge carries the highest percent', () => {
    expect(tileBadges({ ...base, discount_range: { min: 10, max: 25 } })).toEqual([
      { code: 'badge_discount_percent', params: { percent: 25 } },
    ]);
  });

  const withOptions: TileProduct = {
    ...base,
    combinations: [
      { attributes: { shade: { name: 'A' } } },
      { attributes: { shade: { name: 'B' } } },
    ],
  };

  it.each([
    ['More Options Available with several options', withOptions, {}, ['label_more_options']],
    [
      'no More Options for non_specify only',
      {
        ...base,
        combinations: [
          { attributes: { non_specify: { name: '-' } } },
          { attributes: { non_specify: { name: '-' } } },
        ],
      },
      {},
      [],
    ],
    [
      'Get only for in special-price lists',
      base,
      { specialPriceList: true },
      ['label_get_only_for'],
    ],
    [
      'Disc. on selected variant when discounts differ',
      { ...base, discount_range: [0, 20] },
      {},
      ['label_disc_selected_variant'],
    ],
    ['no variant note for an even discount', { ...base, discount_range: [20, 20] }, {}, []],
  ] as const)('000 §9 %s', (_rule, product, options, expected) => {
    expect(tileLabels(product as TileProduct, options).map((label) => label.code)).toEqual(
      expected,
    );
  });
});
