import { sql, type Kysely } from 'kysely';
import type { Database } from '../../schema';
import { brandDescription } from '../tables/brands';
import { CATEGORY_TREE } from '../tables/categories';
import { TAGS } from '../tables/tags';
import type { CataloguePlan } from '../plan/plan-catalogue';
import { productColumns } from '../plan/product-columns';
import { ALL_BRANDS } from '../plan/specials';
import type { ProductPlan } from '../plan/types';
import { productGallery } from '../images/gallery';
import { jakartaDay, slugify } from '../text';
import { hashString } from '../random';

/** Database ids of what was written, by the plan's own keys. */
export interface WrittenCatalogue {
  brandIds: number[];
  /** Category id and slug by name (names are unique across the tree). */
  categories: Map<string, { id: number; slug: string; parentId: number | null }>;
  tagIds: Map<string, number>;
  productIds: number[];
  /** Combination ids per product, in the plan's order. */
  combinationIds: number[][];
}

export const CHUNK = 500;

export function chunks<T>(rows: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/** A brand's mark, an SVG file (seed/images/brand-marks.ts). */
export const brandLogoUrl = (slug: string) => `/media/brands/${slug}.svg`;

/** Brands, categories, tags and products with their links, combinations, images and packs. */
export async function writeCatalogue(
  db: Kysely<Database>,
  plan: CataloguePlan,
  now: Date,
): Promise<WrittenCatalogue> {
  const brandRows = await db
    .insertInto('brands')
    .values(
      ALL_BRANDS.map((brand) => ({
        name: brand.name,
        slug: slugify(brand.name),
        description: brandDescription(brand),
        logo_url: brandLogoUrl(slugify(brand.name)),
        origin: brand.origin,
        created_at: now,
      })),
    )
    .returning(['id', 'slug'])
    .execute();
  const brandIdBySlug = new Map(brandRows.map((row) => [row.slug, row.id]));
  const brandIds = ALL_BRANDS.map((brand) => brandIdBySlug.get(slugify(brand.name)) ?? 0);

  const categories = await writeCategories(db);
  const tagRows = await db
    .insertInto('tags')
    .values(TAGS.map((tag) => ({ name: tag.name, slug: slugify(tag.name), type: tag.type })))
    .returning(['id', 'name'])
    .execute();
  const tagIds = new Map(tagRows.map((row) => [row.name, row.id]));

  const productIds = await writeProducts(db, plan.products, { brandIds, categories, tagIds }, now);
  const combinationIds = await writeCombinations(db, plan.products, productIds);
  await writeStoreStock(db, plan.products, combinationIds);

  const links = plan.products.flatMap((product, i) => {
    const leaf = categories.get(product.leaf);
    const productId = productIds[i] ?? 0;
    return [leaf?.id, leaf?.parentId]
      .filter((id): id is number => typeof id === 'number')
      .map((categoryId) => ({ product_id: productId, category_id: categoryId }));
  });
  for (const chunk of chunks(links))
    await db.insertInto('product_categories').values(chunk).execute();

  const tags = plan.products.flatMap((product, i) =>
    product.tags.map((tag) => ({ product_id: productIds[i] ?? 0, tag_id: tagIds.get(tag) ?? 0 })),
  );
  for (const chunk of chunks(tags)) await db.insertInto('product_tags').values(chunk).execute();

  const images = plan.products.flatMap((_, i) => {
    const productId = productIds[i] ?? 0;
    return productGallery(plan, i, productId).map((image, position) => ({
      product_id: productId,
      combination_id:
        image.combination === null ? null : (combinationIds[i]?.[image.combination] ?? null),
      url: `/media/${image.key}`,
      alt: image.alt.id,
      alt_en: image.alt.en,
      kind: image.kind,
      is_cover: position === 0,
      position,
    }));
  });
  for (const chunk of chunks(images)) await db.insertInto('product_images').values(chunk).execute();

  const preorders = plan.products.flatMap((product, i) =>
    product.combinations.flatMap((combination, c) =>
      combination.preorder
        ? [
            {
              combination_id: combinationIds[i]?.[c] ?? 0,
              total_quota: combination.preorder.totalQuota,
              sold_quota: combination.preorder.soldQuota,
              delivery_date: jakartaDay(now, combination.preorder.deliveryInDays),
            },
          ]
        : [],
    ),
  );
  if (preorders.length > 0) await db.insertInto('preorder_rules').values(preorders).execute();

  const packs = plan.products.flatMap((product, i) =>
    product.pack.map((part, position) => ({
      pack_product_id: productIds[i] ?? 0,
      combination_id: combinationIds[part.product]?.[part.combination] ?? 0,
      quantity: part.quantity,
      position,
    })),
  );
  if (packs.length > 0) await db.insertInto('pack_items').values(packs).execute();

  return { brandIds, categories, tagIds, productIds, combinationIds };
}

async function writeCategories(db: Kysely<Database>) {
  const categories: WrittenCatalogue['categories'] = new Map();
  const tops = await db
    .insertInto('categories')
    .values(
      CATEGORY_TREE.map((top, position) => ({
        name: top.name,
        slug: slugify(top.name),
        description: top.description,
        position,
        parent_id: null,
      })),
    )
    .returning(['id', 'name', 'slug'])
    .execute();
  for (const top of tops) categories.set(top.name, { id: top.id, slug: top.slug, parentId: null });
  const children = CATEGORY_TREE.flatMap((top) =>
    top.children.map((child, position) => ({
      name: child.name,
      slug: slugify(child.name),
      description: child.description,
      position,
      parent_id: categories.get(top.name)?.id ?? null,
    })),
  );
  const rows = await db
    .insertInto('categories')
    .values(children)
    .returning(['id', 'name', 'slug', 'parent_id'])
    .execute();
  for (const row of rows) {
    categories.set(row.name, { id: row.id, slug: row.slug, parentId: row.parent_id });
  }
  return categories;
}

async function writeProducts(
  db: Kysely<Database>,
  products: readonly ProductPlan[],
  refs: Pick<WrittenCatalogue, 'brandIds' | 'categories' | 'tagIds'>,
  now: Date,
): Promise<number[]> {
  const nameById = new Map([...refs.categories].map(([name, category]) => [category.id, name]));
  const idBySlug = new Map<string, number>();
  for (const chunk of chunks(products)) {
    const rows = await db
      .insertInto('products')
      .values(
        chunk.map((product) => {
          const leaf = refs.categories.get(product.leaf);
          return productColumns(product, {
            brandId: refs.brandIds[product.brandIndex] ?? 0,
            categoryId: leaf?.id ?? 0,
            brandName: ALL_BRANDS[product.brandIndex]?.name,
            parentName: nameById.get(leaf?.parentId ?? 0),
            now,
          });
        }),
      )
      .returning(['id', 'slug'])
      .execute();
    for (const row of rows) idBySlug.set(row.slug, row.id);
  }
  return products.map((product) => idBySlug.get(product.slug) ?? 0);
}

async function writeCombinations(
  db: Kysely<Database>,
  products: readonly ProductPlan[],
  productIds: readonly number[],
): Promise<number[][]> {
  const rows = products.flatMap((product, i) =>
    product.combinations.map((combination, position) => ({
      product_id: productIds[i] ?? 0,
      sku: combination.sku,
      barcode: combination.barcode,
      attributes: JSON.stringify(combination.attributes),
      stock: combination.stock,
      price: combination.price,
      price_after_discount: combination.priceAfterDiscount,
      deduction_type: combination.deductionType,
      deduction_amount: combination.deductionAmount,
      deduction_percentage: combination.deductionPercentage,
      is_show_as_percentage: combination.isShowAsPercentage,
      is_default: combination.isDefault,
      weight_grams: combination.weightGrams,
      position,
      hex: combination.hex,
    })),
  );
  const idBySku = new Map<string, number>();
  for (const chunk of chunks(rows)) {
    const inserted = await db
      .insertInto('combinations')
      .values(chunk)
      .returning(['id', 'sku'])
      .execute();
    for (const row of inserted) idBySku.set(row.sku, row.id);
  }
  return products.map((product) =>
    product.combinations.map((combination) => idBySku.get(combination.sku) ?? 0),
  );
}

/**
 * A store's demo quantity of a combination (migration 0054), a pure function of the store and
 * the SKU: about one in ten none, one in twenty a last unit, the rest 3–40.
 */
export function demoStoreQuantity(storeId: number, sku: string): number {
  const hash = hashString(`store-stock:${storeId}:${sku}`);
  const roll = hash % 100;
  if (roll < 10) return 0;
  if (roll < 15) return 1;
  return 3 + ((hash >>> 8) % 38);
}

/** Every store's stock of every combination (the stores are reference data, migration 0041). */
async function writeStoreStock(
  db: Kysely<Database>,
  products: readonly ProductPlan[],
  combinationIds: readonly number[][],
): Promise<void> {
  const stores = await db.selectFrom('stores').select('id').orderBy('id').execute();
  const rows = stores.flatMap((store) =>
    products.flatMap((product, i) =>
      product.combinations.map((combination, c) => ({
        store_id: store.id,
        combination_id: combinationIds[i]?.[c] ?? 0,
        quantity: demoStoreQuantity(store.id, combination.sku),
      })),
    ),
  );
  for (const chunk of chunks(rows)) await db.insertInto('store_stock').values(chunk).execute();
}

/**
 * Gives the shades of a catalogue seeded before swatches existed (migration 0026) their colours,
 * by SKU; a no-op once every shade has one. Answers how many combinations it coloured.
 */
export async function fillShadeHexes(db: Kysely<Database>, plan: CataloguePlan): Promise<number> {
  const missing = await db
    .selectFrom('combinations')
    .select('id')
    .where('hex', 'is', null)
    .where(sql<boolean>`attributes ? 'shade'`)
    .limit(1)
    .executeTakeFirst();
  if (!missing) return 0;
  const rows = plan.products.flatMap((product) =>
    product.combinations.flatMap(({ sku, hex }) => (hex ? [{ sku, hex }] : [])),
  );
  const result = await sql`update combinations c set hex = x.hex
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(sku text, hex text)
    where c.sku = x.sku and c.hex is null`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}
