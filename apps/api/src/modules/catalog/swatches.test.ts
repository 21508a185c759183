// Issue 17, item 16 (ADR 0032): each shade's colour on the product's detail, the first five on
// its tile, and a listing of 16 still under 15 KB (ADR 0026).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductDetail, ProductTile } from '@kilau/domain/catalog';
import type { App } from '../../app';
import { buildTestApp } from '../../test/build-test-app';

let app: App;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app?.close();
});

const HEX = /^#[0-9a-f]{6}$/;

const tiles = async (query: string) => {
  const res = await app.inject({ url: `/api/catalog/v3/products${query}` });
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: ProductTile[] }).data;
};

const detailOf = async (tile: Pick<ProductTile, 'url'>) => {
  const res = await app.inject({ url: `/api/catalog/v2/products/${tile.url.split('/').pop()}` });
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: ProductDetail }).data;
};

const isShade = (combination: ProductDetail['combinations'][number]) =>
  'shade' in combination.attributes;

describe('shade swatches in the catalogue', () => {
  it("gives each shade its colour on the detail, and the tile the first five and the shades' count", async () => {
    const listed = await tiles('?limit=100&sort=bestseller');
    const shaded = listed.filter((tile) => tile.swatches && tile.option_count > 5);
    expect(shaded.length).toBeGreaterThan(0);
    const tile = shaded[0]!;
    const detail = await detailOf(tile);
    const shades = detail.combinations.filter(isShade);
    expect(shades.length).toBe(detail.combinations.length);
    for (const shade of shades) {
      expect(shade.hex).toMatch(HEX);
      expect(shade.swatch_image).toBeNull();
    }
    expect(tile.option_count).toBe(shades.length);
    expect(tile.swatches).toEqual(shades.slice(0, 5).map((shade) => shade.hex));
    // The tile's own combination carries no colour: the dots are the tile's.
    expect(Object.keys(tile.default_combination!)).not.toContain('hex');
  });

  it('leaves sizes and variants without colour, and their tiles without dots', async () => {
    const listed = await tiles('?limit=100');
    const plain = listed.filter((tile) => !tile.swatches);
    expect(plain.length).toBeGreaterThan(0);
    for (const tile of plain.slice(0, 4)) {
      const detail = await detailOf(tile);
      expect(detail.combinations.some(isShade)).toBe(false);
      for (const combination of detail.combinations) expect(combination.hex).toBeNull();
    }
  });

  it('keeps a listing of 16 under 15 KB', async () => {
    for (const query of ['?limit=16', '?limit=16&sort=bestseller']) {
      const res = await app.inject({ url: `/api/catalog/v3/products${query}` });
      expect(res.statusCode).toBe(200);
      expect(res.body, query).toContain('"swatches":["#');
      expect(Buffer.byteLength(res.body), query).toBeLessThan(15_000);
    }
  });
});
