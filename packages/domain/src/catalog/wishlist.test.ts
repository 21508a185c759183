import { describe, expect, it } from 'vitest';
import { translate } from '../messages';
import { canFetchWishlistAt, wishlistPaging } from './wishlist';
import { createWishlistToggleSchema, WishlistToggleSchema } from './wishlist-schema';

describe('wishlist add payload (000 §3)', () => {
  it('takes product_id and product_combination_id, as numbers or _id strings', () => {
    expect(WishlistToggleSchema.parse({ product_id: 7, product_combination_id: '12' })).toEqual({
      product_id: 7,
      product_combination_id: 12,
    });
  });

  it.each([
    ['missing combination', { product_id: 7 }, 'product_combination_id', 'required'],
    ['zero product', { product_id: 0, product_combination_id: 1 }, 'product_id', 'option_invalid'],
    [
      'fraction',
      { product_id: 1, product_combination_id: 1.5 },
      'product_combination_id',
      'option_invalid',
    ],
    ['words', { product_id: 'lipstik', product_combination_id: 1 }, 'product_id', 'option_invalid'],
  ] as const)('refuses %s with the field message', (_case, body, field, code) => {
    const result = createWishlistToggleSchema('en').safeParse(body);
    expect(result.success).toBe(false);
    const issue = result.error?.issues.find((each) => each.path[0] === field);
    expect(issue?.message).toBe(translate(code, 'en'));
  });
});

describe('wishlist paging (000 §9: pages of 5, stop at skip 10 unless loading more, below 100)', () => {
  it.each([
    [0, false, true],
    [5, false, true],
    [10, false, false],
    [10, true, true],
    [95, true, true],
    [100, true, false],
  ] as const)('skip %i, loading more %s → fetch %s', (skip, loadingMore, expected) => {
    expect(canFetchWishlistAt(skip, loadingMore)).toBe(expected);
  });

  it.each([
    ['first page was all there is', 3, 3, { next: 'none', skip: 3, limit: 0 }],
    ['second page comes on scrolling', 5, 40, { next: 'auto', skip: 5, limit: 5 }],
    ['from skip 10 the shopper asks', 10, 40, { next: 'button', skip: 10, limit: 5 }],
    ['the last page below 100', 95, 400, { next: 'button', skip: 95, limit: 5 }],
    ['nothing from skip 100', 100, 400, { next: 'none', skip: 100, limit: 0 }],
    ['a page that did not fill up', 7, 400, { next: 'auto', skip: 7, limit: 5 }],
  ] as const)('%s', (_case, shown, total, expected) => {
    expect(wishlistPaging(shown, total)).toEqual(expected);
  });
});
