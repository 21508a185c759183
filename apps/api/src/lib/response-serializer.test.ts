import {
  CampaignSchema,
  CategoryNodeSchema,
  FlashSaleSchema,
  ProductDetailSchema,
  ProductTileSchema,
  PromotionSchema,
} from '@kilau/domain/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { App } from '../app';
import { buildTestApp } from '../test/build-test-app';
import { envelopeOf } from './envelope';
import { compileResponse } from './response-serializer';

/**
 * What zod's serializer answered before (ADR 0020): the parsed value. fast-json-stringify writes
 * an object's required fields before its optional ones, so answers are compared as values.
 */
const zodAnswer = (schema: z.ZodType, value: unknown): unknown =>
  JSON.parse(JSON.stringify(schema.parse(value)));

const compiled = (schema: z.ZodType) => {
  const entry = compileResponse(schema);
  if (entry.kind !== 'compiled') throw new Error(`not compiled: ${entry.reason}`);
  return entry.serialize;
};

const image = {
  url: '/media/p/1.webp',
  alt: 'Serum',
  alt_en: 'Serum',
  is_cover: true,
  kind: 'packshot',
  combination_id: null,
  leak: 'image',
};
const combination = {
  _id: '7',
  id: 7,
  sku: 'SKU-7',
  barcode: null,
  attributes: { shade: { name: '01 Rosy', hex: '#f0c', extra_key: 'kept: loose' } },
  stock: 4,
  price: 120_000,
  price_after_discount: 99_000,
  deduction_type: 'amount',
  deduction_amount: 21_000,
  deduction_percentage: 0,
  discount_percentage: 17,
  is_show_as_percentage: false,
  is_default: true,
  is_pre_order: true,
  preorder: [
    {
      product_preorder_rules_id: 3,
      total_quota: 10,
      sold_quota: 2,
      delivery_date: '2026-12-01',
      leak: 'rule',
    },
  ],
  is_flashsale: true,
  flashsale: { quota: 20, sold: 5, ends_at: '2026-11-27T00:00:00.000Z', leak: 'flash' },
  images: [image],
  hex: '#ff00cc',
  swatch_image: null,
  cost_price: 40_000,
};
const product = {
  id: 1,
  _id: '1',
  name: 'Serum "Glow"\n<b>',
  slug: 'serum-glow',
  url: '/serum/1-serum-glow',
  brand: { id: 2, name: 'Kenanga', slug: 'kenanga', leak: 'brand' },
  default_category: { id: 3, name: 'Serum', slug: 'serum' },
  classification: null,
  is_new: true,
  is_exclusive: false,
  is_limited: false,
  is_online: true,
  is_sale: true,
  is_buy_one_get_one_free: false,
  is_in_stock: true,
  is_in_stock_original: true,
  is_out_of_stock_academy: false,
  is_flashsale: true,
  show_all_combinations: false,
  max_limit_per_order: null,
  pack_detail: [],
  images: [image],
  image: { url: image.url, alt: image.alt },
  option_count: 2,
  swatches: ['#ff00cc'],
  is_pack: false,
  combinations: [combination, { ...combination, id: 8, _id: '8', flashsale: undefined }],
  default_combination: combination,
  price_range: [99_000, 120_000] as [number, number],
  price_after_discount_range: [99_000, 99_000] as [number, number],
  discount_range: [0, 17] as [number, number],
  discount_percentage: 17,
  min_price: 120_000,
  max_price: 120_000,
  min_price_after_discount: 99_000,
  max_price_after_discount: 99_000,
  review_stats: { average_rating: 4.5, total_reviews: 12, leak: 'stats' },
  total_sold: 300,
  supplier_cost: 12,
  description: 'desc',
  how_to_use: 'use',
  ingredients: 'water',
  tags: [{ id: 1, name: 'Kulit kering', slug: 'kering', type: 'skin_type', leak: 'tag' }],
  categories: [{ id: 3, name: 'Serum', slug: 'serum', extra: 'kept: loose' }],
};
const envelope = <T>(data: T) => ({
  success: true,
  data,
  meta: { code: 200, total: 1, skip: 0, limit: 16 },
  leak: 'envelope',
});
const node = (id: number, children: unknown[] = []) => ({
  id,
  name: `C${id}`,
  slug: `c${id}`,
  description: '',
  parent_id: id === 1 ? null : 1,
  url: `/shop/${id}-c${id}`,
  children,
  leak: `node ${id}`,
});
const when = new Date('2026-11-26T01:00:00.000Z');

/** Representative answers: each compiled write must equal zod's, field for field. */
const CASES: Array<[string, z.ZodType, unknown]> = [
  ['a listing of tiles', envelopeOf(z.array(ProductTileSchema)), envelope([product, product])],
  ['the product detail', envelopeOf(ProductDetailSchema), envelope(product)],
  [
    'the flash sale (Date instants, nullable)',
    envelopeOf(FlashSaleSchema.nullable()),
    envelope({
      id: 1,
      name: 'Flash',
      starts_at: when,
      ends_at: '2026-11-27T00:00:00.000Z',
      is_running: true,
      products: [product],
      leak: 'sale',
    }),
  ],
  ['no flash sale', envelopeOf(FlashSaleSchema.nullable()), envelope(null)],
  [
    'the category tree (recursive)',
    envelopeOf(z.array(CategoryNodeSchema)),
    envelope([node(1, [node(2, [node(4)]), node(3)])]),
  ],
  [
    'a campaign (loose objects, nullable object and instants)',
    envelopeOf(CampaignSchema),
    envelope({
      id: 5,
      parent_id: null,
      slug: 'glow',
      kind: 'campaign',
      name: 'Glow',
      description: '',
      image_url: null,
      category_id: null,
      more_info: { colour: '#fff', nested: { any: [1, 'two'] } },
      is_display_icon_web: true,
      is_blank: false,
      starts_at: when,
      ends_at: null,
      is_active: true,
      position: 1,
      childs: [],
      sections: [
        {
          id: 1,
          title: 'Banner',
          type: 'banner',
          banner: { image_url: '/b.webp', free_key: 'kept: loose' },
          position: 1,
          products: [],
          total: 0,
          leak: 'section',
        },
        {
          id: 2,
          title: 'Row',
          type: 'product',
          banner: null,
          position: 2,
          products: [product],
          total: 9,
        },
      ],
    }),
  ],
  [
    'a promotion (Date instants)',
    envelopeOf(PromotionSchema),
    envelope({
      id: 1,
      slug: 'p',
      name: 'P',
      description: '',
      tnc: '',
      type: 'partner',
      partner_name: 'Bank',
      image_url: null,
      category_id: 4,
      starts_at: when,
      ends_at: when,
      is_active: true,
      position: 0,
    }),
  ],
  [
    'unions, optionals, records and literals',
    envelopeOf(
      z.object({
        id: z.union([z.number(), z.string()]),
        maybe: z.string().optional(),
        gone: z.string().optional(),
        byKey: z.record(z.string(), z.object({ n: z.number() })),
        yes: z.literal(true),
        pair: z.tuple([z.number(), z.number()]),
        anything: z.unknown(),
        anything_else: z.unknown(),
      }),
    ),
    envelope({
      id: 'x1',
      maybe: 'here',
      anything_else: undefined,
      byKey: { one: { n: 1, leak: 'record' } },
      yes: true,
      pair: [1, 2],
      anything: { free: ['form'] },
    }),
  ],
];

describe('compiled response serializers (ADR 0026)', () => {
  it.each(CASES)(
    '%s: writes what zod wrote, and no field outside the schema',
    (_, schema, value) => {
      const written = compiled(schema)(value);
      expect(JSON.parse(written)).toStrictEqual(zodAnswer(schema, value));
      expect(written).not.toContain('leak');
      expect(written).not.toContain('cost_price');
      expect(written).not.toContain('supplier_cost');
      // A loose object keeps what it holds, as zod did.
      if (written.includes('free_key')) expect(written).toContain('kept: loose');
    },
  );

  it('writes a tile with only what the tile shows', () => {
    const tile = JSON.parse(compiled(ProductTileSchema)(product)) as Record<string, unknown>;
    expect(Object.keys(tile).sort()).toEqual(Object.keys(ProductTileSchema.shape).sort());
    expect(tile).not.toHaveProperty('combinations');
    expect(tile.default_combination).toEqual({
      id: 7,
      price: 120_000,
      is_pre_order: true,
      preorder: [{ total_quota: 10, sold_quota: 2 }],
      is_flashsale: true,
      flashsale: { quota: 20, sold: 5 },
    });
  });

  it('refuses a value missing a required field instead of writing a broken shape', () => {
    const { review_stats: _dropped, ...broken } = product;
    expect(() => compiled(ProductTileSchema)(broken)).toThrow(/review_stats/);
  });

  it('leaves zod to write a schema with a transform or a default', () => {
    expect(compileResponse(z.object({ a: z.string().transform((s) => s.length) }))).toMatchObject({
      kind: 'zod',
      reason: 'a pipe at properties.a',
    });
    expect(compileResponse(z.object({ a: z.number().default(1) }))).toMatchObject({ kind: 'zod' });
  });

  it('leaves zod to write a union of shapes, which fast-json-stringify would pick by validating', () => {
    const union = z.object({
      data: z.discriminatedUnion('outcome', [
        z.object({ outcome: z.literal('add'), at: CampaignSchema.shape.starts_at }),
        z.object({ outcome: z.literal('confirm'), message: z.string() }),
      ]),
    });
    expect(compileResponse(union)).toEqual({ kind: 'zod', reason: 'a union at properties.data' });
    // A union of primitives is a list of types, which it writes without validating.
    expect(compileResponse(z.object({ id: z.union([z.number(), z.string()]) }))).toMatchObject({
      kind: 'compiled',
    });
  });
});

describe('routes answer through the compiled serializers', () => {
  let app: App;
  let production: App;
  beforeAll(async () => {
    app = await buildTestApp();
    production = await buildTestApp({ env: { NODE_ENV: 'production' } });
    for (const shop of [app, production]) {
      shop.get(
        '/test/leaky',
        { schema: { response: { 200: envelopeOf(ProductTileSchema) } } },
        async () => envelope(product),
      );
      shop.get(
        '/test/broken',
        { schema: { response: { 200: envelopeOf(ProductTileSchema) } } },
        // Deliberately not the schema's shape.
        async () => envelope({ ...product, review_stats: undefined }) as never,
      );
      shop.get(
        '/test/wrong-type',
        { schema: { response: { 200: envelopeOf(ProductTileSchema) } } },
        async () => envelope({ ...product, name: null }) as never,
      );
      shop.get(
        '/test/transformed',
        {
          schema: { response: { 200: envelopeOf(z.object({ n: z.string().transform(Number) })) } },
        },
        async () => envelope({ n: '42', leak: 'transformed' }),
      );
    }
    await Promise.all([app.ready(), production.ready()]);
  });
  afterAll(async () => {
    await Promise.all([app?.close(), production?.close()]);
  });

  /** Real routes: their answer is exactly its schema's (a re-parse by zod changes nothing). */
  const ROUTES: Array<[string, z.ZodType]> = [
    ['/api/catalog/v3/products?limit=16', envelopeOf(z.array(ProductTileSchema.partial()))],
    ['/api/catalog/v3/flash-sale?limit=4', envelopeOf(FlashSaleSchema.nullable())],
    ['/api/catalog/v3/categories', envelopeOf(z.array(CategoryNodeSchema))],
    ['/api/catalog/v3/campaigns/glow-up-week', envelopeOf(CampaignSchema)],
    ['/api/catalog/v3/promotions', envelopeOf(z.array(PromotionSchema))],
  ];

  it.each(ROUTES)('GET %s answers exactly its schema', async (url, schema) => {
    for (const shop of [app, production]) {
      const res = await shop.inject({ url });
      expect(res.statusCode, res.body).toBe(200);
      const answer: unknown = JSON.parse(res.body);
      expect(answer).toStrictEqual(zodAnswer(schema, answer));
    }
  });

  it('answers the product detail exactly its schema', async () => {
    const listing = (await app.inject({ url: '/api/catalog/v3/products?limit=1' })).json();
    const ref = String(listing.data[0].url).split('/').pop();
    const res = await production.inject({ url: `/api/catalog/v2/products/${ref}` });
    expect(res.statusCode).toBe(200);
    const answer: unknown = JSON.parse(res.body);
    expect(answer).toStrictEqual(zodAnswer(envelopeOf(ProductDetailSchema), answer));
  });

  it('never sends a field its schema does not list', async () => {
    for (const shop of [app, production]) {
      const res = await shop.inject({ url: '/test/leaky' });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('leak');
      expect(res.body).not.toContain('combinations');
      expect(res.body).not.toContain('cost_price');
    }
  });

  it('answers 500 for a value missing a required field, in production too', async () => {
    for (const shop of [app, production]) {
      const res = await shop.inject({ url: '/test/broken' });
      expect(res.statusCode).toBe(500);
      expect(res.body).not.toContain('Serum');
    }
  });

  it('checks the value against its zod schema outside production', async () => {
    expect((await app.inject({ url: '/test/wrong-type' })).statusCode).toBe(500);
  });

  it('lets zod write a route whose schema transforms, and names it', async () => {
    for (const shop of [app, production]) {
      const res = await shop.inject({ url: '/test/transformed' });
      expect(res.json()).toMatchObject({ data: { n: 42 } });
      expect(res.body).not.toContain('leak');
    }
    // Outside production every route is compiled when the app is ready.
    const zodWritten = [...app.zodWrittenResponses.keys()];
    expect(zodWritten.filter((route) => route.includes('/test/'))).toEqual([
      'GET /test/transformed',
      'HEAD /test/transformed',
    ]);
    // The shop's own: only the guest bag's check, whose answer is a union of shapes (ADR 0026).
    expect(zodWritten.filter((route) => !route.includes('/test/'))).toEqual([
      'POST /api/cart/carts/check',
    ]);
    // In production a route's serializer is built at its first answer: the one route served.
    expect([...production.zodWrittenResponses.keys()]).toEqual(['GET /test/transformed']);
  });

  it('builds a serializer in production only when its route first answers, then keeps it', async () => {
    const route = 'HEAD /test/transformed';
    expect([...production.zodWrittenResponses.keys()]).not.toContain(route);
    for (let i = 0; i < 2; i += 1) {
      const res = await production.inject({ method: 'HEAD', url: '/test/transformed' });
      expect(res.statusCode).toBe(200);
    }
    const routes = [...production.zodWrittenResponses.keys()];
    expect(routes.filter((name) => name === route)).toHaveLength(1);
  });
});
