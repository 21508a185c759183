import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aCombination, aDetail, aTile, tileCombination } from '~/testing/products';
import { renderInShell } from '~/testing/render';
import { ProductPurchase } from './product/product-purchase';
import { ProductTile } from './product-tile';

const flashCombination = (quota: number, sold: number) =>
  aCombination({
    is_flashsale: true,
    flashsale: { quota, sold, ends_at: '2026-03-10T10:00:00.000Z' },
  });

const bar = (root: HTMLElement) =>
  (root.querySelector('[data-flash-sold] [style]') as HTMLElement | null)?.style.width;

describe("the flash sale's sold bar reads the item's quota (issue 17 item 4)", () => {
  it.each([
    ['a share sold', 50, 20, '40%', '40% terjual'],
    ['one left is not 100 %', 200, 199, '99%', '99% terjual'],
    ['the quota used up', 50, 50, '100%', 'Kuota flash sale habis'],
  ])('on the tile: %s', (_rule, quota, sold, width, words) => {
    const product = aTile({
      is_flashsale: true,
      default_combination: tileCombination(flashCombination(quota, sold)),
    });
    renderInShell(<ProductTile product={product} list="flash_sale" position={1} />);
    const card = screen.getByRole('article');
    expect(bar(card)).toBe(width);
    expect(within(card).getByText(words)).toBeTruthy();
  });

  it.each([
    ['open', 50, 10, 'Harga flash sale', '20% terjual'],
    ['used up', 50, 50, 'Flash Sale', 'Kuota flash sale habis'],
  ])('on the product page, a quota %s', (_rule, quota, sold, title, words) => {
    const combination = flashCombination(quota, sold);
    const product = aDetail({
      is_flashsale: true,
      combinations: [combination],
      default_combination: combination,
    });
    renderInShell(
      <ProductPurchase
        product={product}
        selected={combination}
        variantHref={() => '#'}
        serverNow={Date.UTC(2026, 2, 10, 2)}
      />,
    );
    expect(screen.getByText(title)).toBeTruthy();
    expect(screen.getByText(words)).toBeTruthy();
  });
});
