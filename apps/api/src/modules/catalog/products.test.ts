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

type Tile = {
  id: number;
  name: string;
  url: string;
  brand: { id: number; name: string };
  classification: string | null;
  is_pack: boolean;
  option_count: number;
  min_price: number;
  min_price_after_discount: number;
  review_stats: { average_rating: number; total_reviews: number };
  default_combination: { id: number; price: number; is_pre_order: boolean } | null;
  image: { url: string; alt: string } | null;
};

type Detail = {
  id: number;
  default_category: { id: number; slug: string };
  combinations: Array<{ price: number; price_after_discount: number; is_pre_order: boolean }>;
  pack_detail: Array<{ quantity: number; brand: { name: string } }>;
};

/** The whole product behind a tile (`/v2/products/{id}-{slug}`). */
const detailOf = async (tile: Pick<Tile, 'url'>) => {
  const res = await app.inject({ url: `/api/catalog/v2/products/${tile.url.split('/').pop()}` });
  expect(res.statusCode).toBe(200);
  return res.json().data as Detail;
};

const list = async (query = '') => {
  const res = await app.inject({ url: `/api/catalog/v3/products${query}` });
  return {
    status: res.statusCode,
    body: res.json() as { data: Tile[]; meta: Record<string, number> },
  };
};

describe('GET /api/catalog/v3/products', () => {
  it('lists 16 tiles by default, newest first, with paging meta', async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(body.data).toHaveLength(16);
    expect(body.meta).toMatchObject({ code: 200, skip: 0, limit: 16 });
    expect(body.meta.total).toBeGreaterThanOrEqual(600);
    const tile = body.data[0]!;
    expect(tile.url).toMatch(/^\/[a-z0-9-]+\/\d+-[a-z0-9-]+$/);
    expect(tile.default_combination).not.toBeNull();
    expect(tile.image?.url).toMatch(/^\/media\//);
    const detail = await detailOf(tile);
    for (const c of detail.combinations) {
      expect(c.price_after_discount).toBeLessThanOrEqual(c.price);
    }
  });

  it('answers only what the tile shows: no combinations, stock or pack (issue 16)', async () => {
    const { body } = await list();
    const tile = body.data.find((t) => t.option_count > 1) ?? body.data[0]!;
    expect(Object.keys(tile).sort()).toEqual(
      [
        'id',
        'name',
        'slug',
        'url',
        'brand',
        'classification',
        'is_new',
        'is_exclusive',
        'is_limited',
        'is_online',
        'is_sale',
        'is_buy_one_get_one_free',
        'is_in_stock',
        'is_in_stock_original',
        'is_out_of_stock_academy',
        'is_flashsale',
        'min_price',
        'max_price',
        'min_price_after_discount',
        'max_price_after_discount',
        'discount_range',
        'discount_percentage',
        'review_stats',
        'image',
        'option_count',
        'is_pack',
        'default_combination',
        // The first shades' colours, when the options are shades (ADR 0032).
        ...('swatches' in tile ? ['swatches'] : []),
      ].sort(),
    );
    expect(Object.keys(tile.default_combination!).sort()).toEqual(
      ['id', 'price', 'is_pre_order', 'preorder', 'is_flashsale'].sort(),
    );
    // The counts stand for what the tile no longer carries.
    for (const one of body.data.slice(0, 6)) {
      const detail = await detailOf(one);
      const options = detail.combinations.filter((c) => {
        const keys = Object.keys((c as unknown as { attributes: object }).attributes);
        return keys.length > 0 && !keys.every((key) => key === 'non_specify');
      });
      expect(one.option_count).toBe(options.length);
      expect(one.is_pack).toBe(detail.pack_detail.length > 0);
    }
  });

  it('turns page into skip = limit × (page − 1) (000 §5)', async () => {
    const second = await list('?page=2&limit=10');
    const skipped = await list('?skip=10&limit=10');
    expect(second.body.meta.skip).toBe(10);
    expect(second.body.data.map((t) => t.id)).toEqual(skipped.body.data.map((t) => t.id));
  });

  it('ignores the price filter at 0–1,000,000 and at equal bounds (000 §5)', async () => {
    const none = await list('?limit=1');
    const full = await list('?limit=1&min_price=0&max_price=1000000');
    const equal = await list('?limit=1&min_price=50000&max_price=50000');
    expect(full.body.meta.total).toBe(none.body.meta.total);
    expect(equal.body.meta.total).toBe(none.body.meta.total);
  });

  it('filters by price range, capping the count at 100 in filtered mode (§9)', async () => {
    const { body } = await list('?min_price=100000&max_price=200000&limit=100');
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.meta.total).toBeLessThanOrEqual(101);
    // The filter reads regular prices; a tile inside a running flash sale shows its flash price.
    for (const tile of body.data.filter(
      (t) => !(t as unknown as { is_flashsale: boolean }).is_flashsale,
    )) {
      expect(tile.min_price_after_discount).toBeGreaterThanOrEqual(100_000);
      expect(tile.min_price_after_discount).toBeLessThanOrEqual(200_000);
    }
  });

  it('counts a filtered listing to 101 ("100+"), and its pages past the 100th product answer (ADR 0036)', async () => {
    const all = (await list('?limit=1')).body.meta.total as number;
    expect(all).toBeGreaterThan(150);
    // From Rp1: a filter that keeps (nearly) every product.
    const filtered = await list('?min_price=1&limit=16');
    expect(filtered.body.meta.total).toBe(101);
    const beyond = await list('?min_price=1&limit=16&page=8');
    expect(beyond.body.data).toHaveLength(16);
    expect(beyond.body.meta.total).toBe(101);
  });

  it('filters a rating of n as n … n + 0.999 (000 §5)', async () => {
    const { body } = await list('?rating=4&limit=50');
    expect(body.data.length).toBeGreaterThan(0);
    for (const tile of body.data) {
      expect(tile.review_stats.average_rating).toBeGreaterThanOrEqual(4);
      expect(tile.review_stats.average_rating).toBeLessThan(5);
    }
  });

  it('includes child categories when filtering by a top category', async () => {
    const tree = (await app.inject({ url: '/api/catalog/v3/categories' })).json().data as Array<{
      id: number;
      children: Array<{ id: number }>;
    }>;
    const skincare = tree[0]!;
    const childIds = new Set(skincare.children.map((child) => child.id));
    const { body } = await list(`?category_id=${skincare.id}&limit=40`);
    expect(body.data.length).toBeGreaterThan(0);
    // A tile's link starts with its default category's slug.
    const childSlugs = new Set(
      skincare.children.map((child) => (child as unknown as { slug: string }).slug),
    );
    for (const tile of body.data) expect(childSlugs.has(tile.url.split('/')[1]!)).toBe(true);
    expect(childIds.has((await detailOf(body.data[0]!)).default_category.id)).toBe(true);
  });

  it('filters by brand and sorts by price', async () => {
    const brandId = (await list('?limit=1')).body.data[0]!.brand.id;
    const { body } = await list(`?brand_id=${brandId}&sort=price_asc&limit=50`);
    expect(body.data.every((t) => t.brand.id === brandId)).toBe(true);
    const prices = body.data.map((t) => t.min_price_after_discount);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('applies the pre-order filter unless all_product is chosen (000 §5)', async () => {
    const preorder = await list('?pre_order=true&limit=20');
    const all = await list('?pre_order=true&all_product=true&limit=1');
    const none = await list('?limit=1');
    expect(preorder.body.data.length).toBeGreaterThan(0);
    for (const tile of preorder.body.data) {
      expect((await detailOf(tile)).combinations.some((c) => c.is_pre_order)).toBe(true);
    }
    expect(all.body.meta.total).toBe(none.body.meta.total);
  });

  it('marks bundles as packs on the tile; the detail carries their contents', async () => {
    const fields = 'fields=classification,is_pack,url';
    const { body } = await list(`?limit=100&${fields}&sort=price_desc`);
    const all = (await list(`?limit=100&${fields}&sort=price_asc`)).body.data;
    const bundles = [...body.data, ...all].filter((tile) =>
      String(tile.classification).startsWith('bundle'),
    );
    expect(bundles.length).toBeGreaterThan(0);
    for (const bundle of bundles) {
      expect(bundle.is_pack).toBe(true);
      const detail = await detailOf(bundle);
      expect(detail.pack_detail.length).toBeGreaterThan(0);
      for (const item of detail.pack_detail) {
        expect(item.quantity).toBeGreaterThan(0);
        expect(item.brand.name.length).toBeGreaterThan(0);
      }
    }
  });

  it('returns only the requested fields (id always)', async () => {
    const { body } = await list('?limit=2&fields=name,url');
    expect(Object.keys(body.data[0]!).sort()).toEqual(['id', 'name', 'url']);
    // A field outside the tile is not there to select.
    const wider = await list('?limit=2&fields=name,combinations');
    expect(Object.keys(wider.body.data[0]!).sort()).toEqual(['id', 'name']);
  });

  it.each([
    ['?limit=0', 'limit'],
    ['?limit=500', 'limit'],
    ['?sort=cheapest', 'sort'],
    ['?brand_id=abc', 'brand_id'],
    ['?rating=9', 'rating'],
    ['?tag=DROP%20TABLE', 'tag'],
  ])('rejects %s with 422 naming the field', async (query, field) => {
    const res = await app.inject({ url: `/api/catalog/v3/products${query}` });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'validation_failed' });
    expect(Object.keys(res.json().data.fields).join(',')).toContain(field);
  });
});

describe('GET /api/catalog/v2/products/{id}-{slug}', () => {
  it('answers the product with texts, category trail and all images; .html accepted', async () => {
    const tile = (await list('?limit=1')).body.data[0]!;
    const ref = tile.url.split('/').pop()!;
    const res = await app.inject({ url: `/api/catalog/v2/products/${ref}` });
    const html = await app.inject({ url: `/api/catalog/v2/products/${ref}.html` });
    expect(res.statusCode).toBe(200);
    expect(html.statusCode).toBe(200);
    const product = res.json().data;
    expect(product).toMatchObject({ id: tile.id, name: tile.name });
    expect(product.description.length).toBeGreaterThan(20);
    expect(product.categories.at(-1).slug).toBe(tile.url.split('/')[1]);
    expect(product.combinations.length).toBeGreaterThan(0);
  });

  it('answers the gallery: kinds in order, a swatch per shade on its combination', async () => {
    type Image = {
      url: string;
      alt: string;
      alt_en: string;
      is_cover: boolean;
      kind: string;
      combination_id: number | null;
    };
    type Gallery = {
      images: Image[];
      combinations: Array<{
        id: number;
        attributes: { shade?: { name: string } };
        images: Image[];
      }>;
    };
    const tiles = (await list('?limit=60')).body.data.filter((tile) => tile.option_count > 1);
    let shaded: Gallery | undefined;
    for (const tile of tiles) {
      const detail = (await detailOf(tile)) as unknown as Gallery;
      if (detail.combinations.every((c) => c.attributes.shade)) {
        shaded = detail;
        break;
      }
    }
    if (!shaded) throw new Error('no product in shades on the first page');
    const kinds = shaded.images.map((image) => image.kind);
    expect(kinds[0]).toBe('packshot');
    expect(kinds).toEqual(expect.arrayContaining(['lifestyle', 'ingredients']));
    // The product's own pictures belong to no shade; each shade brings its swatch.
    expect(shaded.images.every((image) => image.combination_id === null)).toBe(true);
    expect(shaded.images[0]).toMatchObject({
      is_cover: true,
      url: expect.stringMatching(/^\/media\//),
    });
    for (const combination of shaded.combinations) {
      expect(combination.images).toEqual([
        expect.objectContaining({
          kind: 'texture',
          combination_id: combination.id,
          is_cover: false,
          alt: expect.stringContaining(combination.attributes.shade!.name),
          alt_en: expect.stringContaining(`${combination.attributes.shade!.name} swatch`),
        }),
      ]);
    }
  });

  it('answers 404 in the envelope for an unknown product', async () => {
    for (const ref of ['999999-nothing', 'abc', '0-zero']) {
      const res = await app.inject({ url: `/api/catalog/v2/products/${ref}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({
        success: false,
        errorCode: 'product_not_found',
        message: 'Produk tidak ditemukan.',
      });
    }
  });
});
