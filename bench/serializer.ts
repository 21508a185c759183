// Issue 16: the cost of writing one listing answer of 16 products, in process (no HTTP, no
// database): zod's parse + JSON.stringify (fastify-type-provider-zod's serializer, before ADR
// 0026) against the compiled serializer (fast-json-stringify from the schema's JSON Schema), for
// the whole product (what a listing answered before issue 16) and for the tile (after).
//
//   npx tsx bench/serializer.ts [--seconds 2]
import { ProductSchema, ProductTileSchema } from '@kilau/domain/catalog';
import { z } from 'zod';
import { envelopeOf } from '../apps/api/src/lib/envelope';
import { compileResponse } from '../apps/api/src/lib/response-serializer';

const seconds = Number(process.argv[process.argv.indexOf('--seconds') + 1]) || 2;

/** Combinations per product of the demo listing's first 16 (`/v3/products?limit=16`). */
const COMBINATIONS = [1, 1, 3, 1, 5, 1, 2, 3, 3, 2, 1, 1, 5, 2, 1, 7];

const image = (id: number, n: number) => ({
  url: `/media/products/${id}-${n}.webp`,
  alt: `Kenanga Atelier Urea 10% Hand Cream Moisturizing ${id}`,
  is_cover: n === 1,
});

function combination(productId: number, index: number, count: number) {
  const id = productId * 10 + index;
  return {
    _id: String(id),
    id,
    sku: `KAX-${String(id).padStart(5, '0')}-01`,
    barcode: `89900000${id}`,
    attributes:
      count > 1
        ? { shade: { name: `0${index + 1} Shade`, hex: '#c08080' } }
        : { non_specify: { name: '' } },
    stock: 40 + index,
    price: 185_000,
    price_after_discount: 157_250,
    deduction_type: 'percentage' as const,
    deduction_amount: 0,
    deduction_percentage: 15,
    discount_percentage: 15,
    is_show_as_percentage: true,
    is_default: index === 0,
    is_pre_order: false,
    preorder: [],
    is_flashsale: false,
    images: [],
  };
}

/** The tile cache's view of a product: the whole product and what its tile adds. */
function product(id: number, combinations: number) {
  const all = Array.from({ length: combinations }, (_, i) => combination(id, i, combinations));
  return {
    id,
    _id: String(id),
    name: `Urea 10% Hand Cream Moisturizing ${id}`,
    slug: `urea-10-hand-cream-moisturizing-${id}`,
    url: `/hand-foot-cream/${id}-urea-10-hand-cream-moisturizing-${id}`,
    brand: { id: 7, name: 'Kenanga Atelier', slug: 'kenanga-atelier' },
    default_category: { id: 26, name: 'Hand & Foot Cream', slug: 'hand-foot-cream' },
    classification: null,
    is_new: true,
    is_exclusive: false,
    is_limited: false,
    is_online: false,
    is_sale: true,
    is_buy_one_get_one_free: false,
    is_in_stock: true,
    is_in_stock_original: true,
    is_out_of_stock_academy: false,
    is_flashsale: false,
    show_all_combinations: false,
    max_limit_per_order: null,
    pack_detail: [],
    images: [image(id, 1)],
    image: { url: image(id, 1).url, alt: image(id, 1).alt },
    option_count: combinations > 1 ? combinations : 0,
    is_pack: false,
    combinations: all,
    default_combination: all[0],
    price_range: [185_000, 185_000],
    price_after_discount_range: [157_250, 157_250],
    discount_range: [15, 15],
    discount_percentage: 15,
    min_price: 185_000,
    max_price: 185_000,
    min_price_after_discount: 157_250,
    max_price_after_discount: 157_250,
    review_stats: { average_rating: 4.8, total_reviews: 351 },
    total_sold: 3561,
  };
}

const answer = {
  success: true,
  data: COMBINATIONS.map((count, i) => product(i + 1, count)),
  meta: { code: 200, total: 640, skip: 0, limit: 16 },
};

function measure(name: string, write: (value: unknown) => string) {
  const bytes = Buffer.byteLength(write(answer));
  for (let i = 0; i < 2_000; i += 1) write(answer); // warm-up: JIT
  let ops = 0;
  const started = performance.now();
  const until = started + seconds * 1000;
  while (performance.now() < until) {
    for (let i = 0; i < 100; i += 1) write(answer);
    ops += 100;
  }
  const perSecond = ops / ((performance.now() - started) / 1000);
  return { name, 'ops/s': Math.round(perSecond), 'µs/op': Math.round(1e6 / perSecond), bytes };
}

const zodWrite = (schema: z.ZodType) => (value: unknown) => JSON.stringify(schema.parse(value));
const compiledWrite = (schema: z.ZodType) => {
  const entry = compileResponse(schema);
  if (entry.kind !== 'compiled') throw new Error(`${entry.reason}`);
  return entry.serialize;
};

const whole = envelopeOf(z.array(ProductSchema));
const tile = envelopeOf(z.array(ProductTileSchema));
console.table([
  measure('before: whole product, zod parse + JSON.stringify', zodWrite(whole)),
  measure('whole product, compiled', compiledWrite(whole)),
  measure('tile, zod parse + JSON.stringify', zodWrite(tile)),
  measure('after: tile, compiled', compiledWrite(tile)),
]);
