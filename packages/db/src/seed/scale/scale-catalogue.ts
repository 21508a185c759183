import { sql, type Kysely } from 'kysely';
import type { Database } from '../../schema';
import { seedDemoCatalogue } from '../demo-catalogue';
import { BRANDS } from '../tables/brands';
import { CATEGORY_TREE } from '../tables/categories';
import { slugify } from '../text';
import {
  combinationRows,
  linkRows,
  planScaleProduct,
  productRow,
  type ScaleRefs,
} from './scale-rows';

export const SCALE_CATALOGUE_KEY = 'seed:scale-catalogue';

export interface SeedScaleOptions {
  /** How many generated products the catalogue should hold (on top of the demo's). */
  products: number;
  now: Date;
  /** Products per batch (one transaction each); default 5,000. */
  batchSize?: number;
  onProgress?: (progress: { done: number; total: number }) => void;
}

export interface SeedScaleResult {
  added: number;
  products: number;
  combinations: number;
}

/** `insert … select … from jsonb_to_recordset($1)`: one parameter per batch, any row count. */
function insertJson<R = never>(table: string, columns: Record<string, string>, returning?: string) {
  const names = Object.keys(columns);
  const record = names.map((name) => `${name} ${columns[name]}`).join(', ');
  return (rows: readonly unknown[]) =>
    sql<R>`insert into ${sql.raw(table)} (${sql.raw(names.join(', '))})
        select ${sql.raw(names.map((name) => `x.${name}`).join(', '))}
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(${sql.raw(record)})
        ${sql.raw(returning ? `returning ${returning}` : '')}`;
}

const insertProducts = insertJson<{ id: number; slug: string }>(
  'products',
  {
    name: 'text',
    slug: 'text',
    brand_id: 'bigint',
    default_category_id: 'bigint',
    description: 'text',
    how_to_use: 'text',
    ingredients: 'text',
    is_new: 'boolean',
    is_exclusive: 'boolean',
    is_limited: 'boolean',
    is_online: 'boolean',
    is_sale: 'boolean',
    is_buy_one_get_one_free: 'boolean',
    show_all_combinations: 'boolean',
    max_limit_per_order: 'integer',
    total_sold: 'integer',
    search_text: 'text',
    published_at: 'timestamptz',
    created_at: 'timestamptz',
  },
  'id, slug',
);
const insertCombinations = insertJson('combinations', {
  product_id: 'bigint',
  sku: 'text',
  barcode: 'text',
  attributes: 'jsonb',
  stock: 'integer',
  price: 'integer',
  price_after_discount: 'integer',
  deduction_type: 'text',
  deduction_amount: 'integer',
  deduction_percentage: 'integer',
  is_show_as_percentage: 'boolean',
  is_default: 'boolean',
  weight_grams: 'integer',
  position: 'integer',
  hex: 'text',
});
const insertCategories = insertJson('product_categories', {
  product_id: 'bigint',
  category_id: 'bigint',
});
const insertTags = insertJson('product_tags', { product_id: 'bigint', tag_id: 'bigint' });
const insertImages = insertJson('product_images', {
  product_id: 'bigint',
  url: 'text',
  alt: 'text',
  is_cover: 'boolean',
  position: 'integer',
});

/** Ids of the demo's brands, categories and tags, and its cover images per leaf. */
async function loadRefs(db: Kysely<Database>): Promise<ScaleRefs> {
  const brands = await db.selectFrom('brands').select(['id', 'slug']).execute();
  const brandIdBySlug = new Map(brands.map((brand) => [brand.slug, brand.id]));
  const categories = await db
    .selectFrom('categories')
    .select(['id', 'name', 'parent_id'])
    .execute();
  const byId = new Map(categories.map((category) => [category.id, category]));
  const leafNames = new Set(CATEGORY_TREE.flatMap((top) => top.children.map((leaf) => leaf.name)));
  const leaves = new Map(
    categories
      .filter((category) => category.parent_id !== null && leafNames.has(category.name))
      .map((category) => [
        category.name,
        {
          id: category.id,
          parentId: category.parent_id,
          parentName: byId.get(category.parent_id ?? 0)?.name ?? '',
        },
      ]),
  );
  const tags = await db.selectFrom('tags').select(['id', 'name']).execute();
  const covers = await db
    .selectFrom('product_images as i')
    .innerJoin('products as p', 'p.id', 'i.product_id')
    .innerJoin('categories as c', 'c.id', 'p.default_category_id')
    .select(['c.name', 'i.url'])
    .where('i.is_cover', '=', true)
    .where('p.classification', 'is', null)
    // Only products that own their packshot (the demo's), not ones that reuse it.
    .where(sql<boolean>`i.url = concat('/media/products/', p.id, '-1.webp')`)
    .orderBy('i.id')
    .limit(5_000)
    .execute();
  const coversByLeaf = new Map<string, string[]>();
  for (const cover of covers) {
    coversByLeaf.set(cover.name, [...(coversByLeaf.get(cover.name) ?? []), cover.url]);
  }
  return {
    brandIds: BRANDS.map((brand) => brandIdBySlug.get(slugify(brand.name)) ?? 0),
    leaves,
    tagIds: new Map(tags.map((tag) => [tag.name, tag.id])),
    covers: coversByLeaf,
  };
}

/**
 * A large catalogue for benchmarks: the demo catalogue (seeded first when missing, without
 * images) plus generated products with 2–3 combinations each, written in batches of one
 * transaction each and recorded in `app_meta`, so a second run only tops up to the target.
 * Generated products reuse the demo's packshots; ends with `vacuum analyze` of the listing's rows
 * and `analyze`.
 */
export async function seedScaleCatalogue(
  db: Kysely<Database>,
  options: SeedScaleOptions,
): Promise<SeedScaleResult> {
  await seedDemoCatalogue(db, { now: options.now });
  const refs = await loadRefs(db);
  const meta = await db
    .selectFrom('app_meta')
    .select('value')
    .where('key', '=', SCALE_CATALOGUE_KEY)
    .executeTakeFirst();
  const start = (meta?.value as { products?: number } | undefined)?.products ?? 0;
  const target = Math.max(start, options.products);
  const batchSize = options.batchSize ?? 5_000;
  let combinations = 0;
  options.onProgress?.({ done: 0, total: target - start });

  for (let from = start; from < target; from += batchSize) {
    const to = Math.min(target, from + batchSize);
    const products = Array.from({ length: to - from }, (_, i) => planScaleProduct(from + i));
    await db.transaction().execute(async (trx) => {
      const { rows } = await insertProducts(
        products.map((product) => productRow(product, refs, options.now)),
      ).execute(trx);
      const idBySlug = new Map(rows.map((row) => [row.slug, Number(row.id)]));
      const ids = products.map((product) => idBySlug.get(product.slug) ?? 0);
      const combos = products.flatMap((product, i) => combinationRows(product, ids[i] ?? 0));
      combinations += combos.length;
      await insertCombinations(combos).execute(trx);
      const links = products.map((product, i) => linkRows(product, ids[i] ?? 0, from + i, refs));
      await insertCategories(links.flatMap((link) => link.categories)).execute(trx);
      await insertTags(links.flatMap((link) => link.tags)).execute(trx);
      await insertImages(links.flatMap((link) => link.images)).execute(trx);
      await trx
        .insertInto('app_meta')
        .values({
          key: SCALE_CATALOGUE_KEY,
          value: JSON.stringify({ products: to }),
          updated_at: options.now,
        })
        .onConflict((oc) =>
          oc
            .column('key')
            .doUpdateSet({ value: JSON.stringify({ products: to }), updated_at: options.now }),
        )
        .execute();
    });
    options.onProgress?.({ done: to - start, total: target - start });
  }
  // The listing's visibility map set, so its sorts are index-only scans from the start.
  await sql`vacuum analyze product_listing`.execute(db);
  await sql`analyze`.execute(db);
  return { added: target - start, products: target, combinations };
}
