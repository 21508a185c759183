import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildTestApp } from '../../test/build-test-app';

let app: App;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app?.close();
});

type Facet = { id: number; name: string; slug: string; total: number };
type Facets = { brands: Facet[]; categories: Facet[]; concerns: Facet[] };

const get = async (url: string) => {
  const res = await app.inject({ url: `/api/catalog${url}` });
  return { status: res.statusCode, body: res.json() };
};
const facetsOf = async (url: string): Promise<Facets> => (await get(url)).body.data;
const totalOf = async (url: string): Promise<number> => (await get(url)).body.meta.total;

/** Makeup, a parent category (the seed's taxonomy). */
const MAKEUP = 2;

describe('listing facets come from the listing (issue 17 item 13, ADR 0036)', () => {
  it('the Makeup listing offers no hair concern, and every value is counted and present', async () => {
    const facets = await facetsOf(`/v3/products/facets?category_id=${MAKEUP}`);
    const concerns = facets.concerns.map((tag) => tag.slug);
    expect(concerns.length).toBeGreaterThan(0);
    expect(concerns).not.toContain('dandruff');
    expect(concerns).not.toContain('hair-fall');
    expect(facets.brands.length).toBeGreaterThan(1);
    for (const value of [...facets.brands, ...facets.concerns, ...facets.categories]) {
      expect(value.total).toBeGreaterThan(0);
    }
    // The whole shop does have them: they come from the listing, not the tag table.
    const all = await facetsOf('/v3/products/facets');
    expect(all.concerns.map((tag) => tag.slug)).toEqual(
      expect.arrayContaining(['dandruff', 'hair-fall']),
    );
  });

  it("each value's count is what choosing it lists", async () => {
    const facets = await facetsOf(`/v3/products/facets?category_id=${MAKEUP}`);
    for (const brand of facets.brands.slice(0, 4)) {
      expect(await totalOf(`/v3/products?category_id=${MAKEUP}&brand_id=${brand.id}&limit=1`)).toBe(
        Math.min(brand.total, 101),
      );
    }
    for (const concern of facets.concerns.slice(0, 4)) {
      expect(await totalOf(`/v3/products?category_id=${MAKEUP}&tag=${concern.slug}&limit=1`)).toBe(
        Math.min(concern.total, 101),
      );
    }
  });

  it('counts a group under the other filters, not its own: a chosen brand keeps the others', async () => {
    const before = await facetsOf(`/v3/products/facets?category_id=${MAKEUP}`);
    const [first, second] = before.brands;
    const chosen = await facetsOf(
      `/v3/products/facets?category_id=${MAKEUP}&brand_id=${first!.id}`,
    );
    expect(chosen.brands).toEqual(before.brands);
    // The concerns now count the chosen brand's products only.
    const concernTotal = chosen.concerns.reduce((sum, tag) => sum + tag.total, 0);
    const beforeTotal = before.concerns.reduce((sum, tag) => sum + tag.total, 0);
    expect(concernTotal).toBeLessThan(beforeTotal);
    const both = await facetsOf(
      `/v3/products/facets?category_id=${MAKEUP}&brand_id=${first!.id},${second!.id}`,
    );
    for (const concern of both.concerns.slice(0, 3)) {
      expect(
        await totalOf(
          `/v3/products?category_id=${MAKEUP}&brand_id=${first!.id},${second!.id}&tag=${concern.slug}&limit=1`,
        ),
      ).toBe(Math.min(concern.total, 101));
    }
  });

  it("a search's facets are its results', and the search takes the same filters", async () => {
    const facets = await facetsOf('/v3/search/facets?q=lip');
    expect(facets.brands.length).toBeGreaterThan(0);
    const brand = facets.brands[0]!;
    expect(await totalOf(`/v3/search?q=lip&brand_id=${brand.id}&limit=1`)).toBe(brand.total);
    const category = facets.categories[0]!;
    expect(await totalOf(`/v3/search?q=lip&category_id=${category.id}&limit=1`)).toBe(
      category.total,
    );
    // Narrowed search results all belong to the brand.
    const narrowed = (await get(`/v3/search?q=lip&brand_id=${brand.id}&limit=50`)).body.data;
    expect(narrowed.length).toBeGreaterThan(0);
    for (const tile of narrowed) expect(tile.brand.id).toBe(brand.id);
  });

  it('refuses a bad filter with 422', async () => {
    expect((await get('/v3/products/facets?brand_id=x')).status).toBe(422);
    expect((await get('/v3/search/facets?q=')).status).toBe(422);
  });
});
