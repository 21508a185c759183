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

const get = async (url: string) => {
  const res = await app.inject({ url });
  return { status: res.statusCode, body: res.json() };
};

/** A real product name's distinctive word, taken from the seeded catalogue. */
async function someProduct() {
  const { body } = await get('/api/catalog/v3/products?limit=1&sort=bestseller');
  return body.data[0] as { id: number; name: string; url: string; brand: { name: string } };
}

describe('search', () => {
  it('finds products by words and by a word prefix', async () => {
    const { body } = await get('/api/catalog/v3/search?q=serum');
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.meta.total).toBeGreaterThan(0);
    const prefix = await get('/api/catalog/v3/search?q=ser');
    expect(prefix.body.meta.total).toBeGreaterThanOrEqual(body.meta.total);
  });

  it('ignores accents and case', async () => {
    const plain = await get('/api/catalog/v3/search/count?q=serum');
    const accented = await get('/api/catalog/v3/search/count?q=S%C3%89RUM');
    expect(accented.body.data.total).toBe(plain.body.data.total);
  });

  it('finds the product despite a typo (trigram fallback)', async () => {
    const product = await someProduct();
    const word = product.name
      .split(/\s+/)
      .filter((w) => /^[A-Za-z]{6,}$/.test(w))
      .sort((a, b) => b.length - a.length)[0]!;
    const typo = word.slice(0, -2) + word.at(-1) + word.at(-2); // swap the last two letters
    const { body } = await get(`/api/catalog/v3/search?q=${encodeURIComponent(typo)}&limit=50`);
    expect(body.data.map((p: { name: string }) => p.name.toLowerCase()).join('|')).toContain(
      word.toLowerCase(),
    );
  });

  it('suggests at most 10 brands, categories and product names', async () => {
    const { body } = await get('/api/catalog/v3/search/suggestions?q=lip');
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.length).toBeLessThanOrEqual(10);
    for (const s of body.data) expect(['brand', 'category', 'product']).toContain(s.type);
  });

  it('global search answers products, brands and categories', async () => {
    const product = await someProduct();
    const { body } = await get(
      `/api/catalog/global-search?q=${encodeURIComponent(product.brand.name)}`,
    );
    expect(body.data.brands.map((b: { name: string }) => b.name)).toContain(product.brand.name);
    expect(body.data.products.length).toBeGreaterThan(0);
  });

  it('rejects an empty query with 422', async () => {
    expect((await get('/api/catalog/v3/search?q=%20')).status).toBe(422);
  });

  it('trending lists the most viewed products of the last two days (5)', async () => {
    const { body } = await get('/api/catalog/v3/products/trending');
    expect(body.data.length).toBe(5);
  });
});

describe('taxonomy', () => {
  it('has the six top categories, each with children', async () => {
    const { body } = await get('/api/catalog/v3/categories');
    expect(body.data.map((c: { name: string }) => c.name)).toEqual([
      'Skincare',
      'Makeup',
      'Body',
      'Hair',
      'Fragrance',
      'Tools',
    ]);
    for (const root of body.data) expect(root.children.length).toBeGreaterThanOrEqual(3);
    const children = await get(`/api/catalog/v3/categories/children?parent_id=${body.data[0].id}`);
    expect(children.body.data.length).toBe(body.data[0].children.length);
    const leaf = await get(`/api/catalog/v3/categories/${body.data[0].children[0].id}`);
    expect(leaf.body.data.trail.map((c: { name: string }) => c.name)[0]).toBe('Skincare');
    expect((await get('/api/catalog/v3/categories/999999')).status).toBe(404);
  });

  it('writes the self-referring category tree once in the OpenAPI document, where its references point', async () => {
    const { body } = await get('/api/docs/json');
    const data = (path: string) =>
      body.paths[path].get.responses['200'].content['application/json'].schema.properties.data;
    const node = '#/components/schemas/CategoryNode';
    expect(data('/api/catalog/v3/categories').items.$ref).toBe(node);
    expect(data('/api/catalog/v3/categories/{id}').properties.children.items.$ref).toBe(node);
    const { CategoryNode } = body.components.schemas;
    expect(CategoryNode.properties.children.items.$ref).toBe(node);
    // OpenAPI 3.0's form of a nullable field, like the rest of the document.
    expect(CategoryNode.properties.parent_id).toEqual({ type: 'number', nullable: true });
    const names = [...JSON.stringify(body).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)];
    for (const [, name] of names) expect(Object.keys(body.components.schemas)).toContain(name);
  });

  it('groups brands by letter', async () => {
    const { body } = await get('/api/catalog/v3/brands/letters');
    const total = body.data.reduce((n: number, g: { brands: unknown[] }) => n + g.brands.length, 0);
    expect(total).toBeGreaterThanOrEqual(40);
    for (const group of body.data) {
      for (const brand of group.brands) {
        expect(brand.name.charAt(0).toUpperCase()).toBe(
          group.letter === '#' ? brand.name.charAt(0).toUpperCase() : group.letter,
        );
      }
    }
  });

  it('answers brand facets for a category and category facets for a brand', async () => {
    const brands = await get('/api/catalog/v3/brands/distinct/products');
    expect(brands.body.data.length).toBeGreaterThanOrEqual(40);
    const brand = brands.body.data[0];
    const categories = await get(
      `/api/catalog/v3/categories/distinct/products?brand_id=${brand.id}`,
    );
    expect(categories.body.data.length).toBeGreaterThan(0);
  });
});
