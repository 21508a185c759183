import { describe, expect, it } from 'vitest';
import { applyWishlistToggle, resolveWishlistClick, tileActions, tileAddAction } from './tile';
import type { TileProduct } from './types';

const product: TileProduct = { id: 1, is_in_stock: true };
const pack: TileProduct = { ...product, pack_detail: [{ id: 2 }] };
const options: TileProduct = {
  ...product,
  combinations: [
    { attributes: { shade: { name: 'A' } } },
    { attributes: { shade: { name: 'B' } } },
  ],
};

describe('wishlist and add-to-bag visibility (000 §5)', () => {
  it.each([
    ['listing tile shows both', product, {}, true, true],
    ['pack product hides both', pack, {}, false, false],
    ['pack tile hides both', { ...product, is_pack: true }, {}, false, false],
    ['self-checkout tile hides wishlist', product, { selfCheckout: true }, false, true],
    ['search-bar tile hides both', product, { list: 'search_bar' }, false, false],
  ] as const)('000 §5 %s', (_rule, tile, context, showWishlist, showAddToBag) => {
    expect(tileActions(tile, context)).toMatchObject({ showWishlist, showAddToBag });
  });
});

describe('add to bag from a tile (000 §4)', () => {
  it.each([
    ['unavailable product rejects', { ...product, is_in_stock: false }, 'reject'],
    ['pack opens the pack-detail modal', pack, 'open_pack_detail'],
    ['several options open the option modal', options, 'open_options'],
    [
      'selected variant adds the default combination',
      { ...options, selected_variant: { id: 1 } },
      'add_default',
    ],
    ['sale product adds the default combination', { ...options, is_sale: true }, 'add_default'],
    ['single option adds directly', product, 'add_default'],
    // A tile carries counts instead of its combinations and pack (issue 16).
    [
      'a tile with several options opens the option modal',
      { ...product, option_count: 3 },
      'open_options',
    ],
    ['a tile with one option adds directly', { ...product, option_count: 1 }, 'add_default'],
    ['a pack tile opens the pack-detail modal', { ...product, is_pack: true }, 'open_pack_detail'],
  ] as const)('000 §4 %s', (_rule, tile, expected) => {
    expect(tileAddAction(tile)).toBe(expected);
  });
});

describe('wishlist toggle (000 §4)', () => {
  it.each([
    ['guest gets the login form', false, false, 'login'],
    ['processing blocks repeated clicks', true, true, 'ignore'],
    ['member toggles', true, false, 'toggle'],
  ] as const)('000 §4 %s', (_rule, loggedIn, processing, expected) => {
    expect(resolveWishlistClick({ loggedIn, processing })).toBe(expected);
  });

  it('000 §4 adds or removes the product in the wishlist list', () => {
    const list = [{ id: 1 }, { id: 2 }];
    expect(applyWishlistToggle(list, { id: 3 }, true)).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
    expect(applyWishlistToggle(list, { id: 1 }, false)).toEqual([{ id: 2 }]);
    expect(applyWishlistToggle(list, { id: 1 }, true)).toEqual([{ id: 2 }, { id: 1 }]);
  });
});
