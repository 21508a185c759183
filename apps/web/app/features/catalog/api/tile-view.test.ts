import { describe, expect, it } from 'vitest';
import { aCombination, aTile } from '~/testing/products';
import { urlEntry } from './sitemap.server';
import { toTileView } from './tile-view';

describe('tile view (what pages carry to the browser)', () => {
  it('keeps the fields the storefront reads and drops the rest', () => {
    const shades = [
      aCombination({
        id: 1,
        sku: 'A',
        barcode: '899',
        deduction_type: 'amount',
        deduction_amount: 500,
      }),
      aCombination({ id: 2, sku: 'B', is_default: true }),
    ];
    const tile = toTileView(
      aTile({
        combinations: shades,
        default_combination: { ...shades[1]! },
        images: [
          { url: '/a.webp', alt: 'a', is_cover: false },
          { url: '/b.webp', alt: 'b', is_cover: true },
        ],
        price_range: [1, 2],
      }),
    );
    expect(tile.combinations[0]).not.toHaveProperty('sku');
    expect(tile.combinations[0]).not.toHaveProperty('barcode');
    expect(tile.combinations[0]).not.toHaveProperty('deduction_amount');
    expect(tile.combinations[0]).toMatchObject({ id: 1, price: 150_000, stock: 20 });
    // One object, so the page serialises it once.
    expect(tile.default_combination).toBe(tile.combinations[1]);
    expect(tile.images).toEqual([{ url: '/b.webp', alt: 'b', is_cover: true }]);
    expect(tile.price_range).toBeUndefined();
  });

  it('leaves field-selected answers alone', () => {
    const partial = { id: 4, url: '/x/4-y' } as unknown as Parameters<typeof toTileView>[0];
    expect(toTileView(partial)).toBe(partial);
  });
});

describe('sitemap entries', () => {
  it('are absolute and XML-escaped', () => {
    expect(urlEntry('https://kilau.test', '/tag/a&b')).toBe(
      '<url><loc>https://kilau.test/tag/a&#38;b</loc></url>',
    );
  });
});
