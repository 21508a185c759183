// A product out of stock in the academy shop (000 §4 "Availability of a product"): SOLD OUT on
// the tile and the product page, except where the rule lets stock decide (a flash-sale list).
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aCombination, aDetail, aTile } from '~/testing/products';
import { renderInShell } from '~/testing/render';
import { ProductPurchase } from './product/product-purchase';
import { ProductTile } from './product-tile';

describe('out of stock in the academy shop', () => {
  it.each([
    ['a listing: SOLD OUT', 'listing', true, true],
    ['a listing, not flagged: in stock', 'listing', false, false],
    ['a flash-sale list: stock decides', 'flash_sale', true, false],
  ] as const)('on the tile, %s', (_case, list, flagged, soldOut) => {
    renderInShell(
      <ProductTile
        product={aTile({ is_out_of_stock_academy: flagged })}
        list={list}
        position={1}
      />,
    );
    const card = within(screen.getByRole('article'));
    expect(card.queryAllByText('Stok habis').length > 0).toBe(soldOut);
  });

  it.each([
    ['flagged: SOLD OUT', true, true],
    ['not flagged: in stock', false, false],
  ])('on the product page, %s', (_case, flagged, soldOut) => {
    const combination = aCombination({ stock: 30 });
    renderInShell(
      <ProductPurchase
        product={aDetail({
          is_out_of_stock_academy: flagged,
          combinations: [combination],
          default_combination: combination,
        })}
        selected={combination}
        variantHref={() => '#'}
        serverNow={Date.UTC(2026, 2, 10, 2)}
      />,
    );
    expect(screen.queryAllByText('Stok habis').length > 0).toBe(soldOut);
  });
});
