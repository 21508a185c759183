import type { Database } from '@kilau/db';
import {
  LOW_STOCK_AT,
  PRODUCT_FLAGS,
  type ProductFlag,
  type AdminProductSort,
} from '@kilau/domain/admin';
import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import { containing } from '../../lib/sql-like';

export interface ProductListQuery {
  q?: string | undefined;
  brandId?: number | undefined;
  categoryId?: number | undefined;
  active?: boolean | undefined;
  flag?: ProductFlag | undefined;
  stock?: 'out' | 'low' | undefined;
  sort: AdminProductSort;
  skip: number;
  limit: number;
}

/** The flags' partial indexes (migration 0030) are read through `products`' id. */
const FLAG_COLUMNS: Record<ProductFlag, ProductFlag> = Object.fromEntries(
  PRODUCT_FLAGS.map((flag) => [flag, flag]),
) as Record<ProductFlag, ProductFlag>;

const ORDER: Record<AdminProductSort, ReturnType<typeof sql>> = {
  newest: sql`pl.id desc`,
  oldest: sql`pl.id asc`,
  name: sql`pl.name asc, pl.id asc`,
  price_asc: sql`pl.min_price_after_discount asc, pl.id asc`,
  price_desc: sql`pl.min_price_after_discount desc, pl.id desc`,
};

/** Columns a product edit reads and writes. */
export const PRODUCT_COLUMNS = [
  'id',
  'name',
  'slug',
  'brand_id',
  'default_category_id',
  'classification',
  'description',
  'how_to_use',
  'ingredients',
  'is_new',
  'is_exclusive',
  'is_limited',
  'is_online',
  'is_buy_one_get_one_free',
  'is_sale',
  'is_out_of_stock_academy',
  'is_active',
  'max_limit_per_order',
  'version',
  'updated_at',
] as const;

/**
 * The back office's products on the database. The list pages over `product_listing` (one narrow
 * row per product, active or not: ADR 0025) so counting and paging 100,000 products reads small
 * pages; each page's rows then take their details from `products`, `combinations` and images by
 * id.
 */
export function createAdminProductsRepository(db: Kysely<Database>) {
  function listWhere(query: ProductListQuery) {
    const parts: Array<ReturnType<typeof sql>> = [sql`true`];
    if (query.q) {
      const text = query.q.toLowerCase();
      // Name (the trigram index of product_listing), or a SKU (the trigram index of combinations).
      parts.push(sql`pl.id in (
        select l.id from product_listing l where kilau_unaccent(lower(l.name)) like kilau_unaccent(${containing(text)})
        union
        select c.product_id from combinations c where lower(c.sku) like ${containing(text)})`);
    }
    if (query.brandId !== undefined) parts.push(sql`pl.brand_id = ${query.brandId}`);
    if (query.active !== undefined) parts.push(sql`pl.is_active = ${query.active}`);
    if (query.categoryId !== undefined) {
      // A product's default category is one of its `product_categories` (the writers keep it so).
      parts.push(
        sql`pl.id in (select pc.product_id from product_categories pc where pc.category_id = ${query.categoryId})`,
      );
    }
    if (query.flag !== undefined) {
      const column = FLAG_COLUMNS[query.flag];
      parts.push(sql`pl.id in (select p.id from products p where ${sql.ref(`p.${column}`)})`);
    }
    if (query.stock === 'out') {
      parts.push(sql`not exists (select 1 from combinations c
        where c.product_id = pl.id and c.is_active and c.stock > 0)`);
    } else if (query.stock === 'low') {
      parts.push(sql`exists (select 1 from combinations c
        where c.product_id = pl.id and c.is_active and c.stock between 1 and ${LOW_STOCK_AT})`);
    }
    return sql.join(parts, sql` and `);
  }

  return {
    async list(query: ProductListQuery) {
      const where = listWhere(query);
      const [page, count] = await Promise.all([
        sql<{ id: number }>`select pl.id from product_listing pl where ${where}
          order by ${ORDER[query.sort]} offset ${query.skip} limit ${query.limit}`.execute(db),
        sql<{
          total: string;
        }>`select count(*) as total from product_listing pl where ${where}`.execute(db),
      ]);
      const ids = page.rows.map((row) => Number(row.id));
      return { ids, total: Number(count.rows[0]?.total ?? 0) };
    },

    /** The list's rows for these products, in the order given. */
    async rows(ids: number[]) {
      if (ids.length === 0) return [];
      const { rows } = await sql<{
        id: number;
        name: string;
        slug: string;
        brand_id: number;
        brand_name: string;
        is_active: boolean;
        is_new: boolean;
        is_exclusive: boolean;
        is_limited: boolean;
        is_online: boolean;
        is_buy_one_get_one_free: boolean;
        is_sale: boolean;
        is_out_of_stock_academy: boolean;
        version: number;
        updated_at: Date;
        min_price: number;
        max_price: number;
        total_stock: number | null;
        combinations_count: number | null;
        cover_image: string | null;
      }>`select p.id, p.name, p.slug, p.brand_id, b.name as brand_name, p.is_active, p.is_new,
                p.is_exclusive, p.is_limited, p.is_online, p.is_buy_one_get_one_free, p.is_sale,
                p.is_out_of_stock_academy, p.version, p.updated_at, p.min_price_after_discount as min_price,
                p.max_price_after_discount as max_price, s.total_stock, s.combinations_count,
                (select i.url from product_images i where i.product_id = p.id
                  order by i.is_cover desc, i.position, i.id limit 1) as cover_image
           from products p
           join brands b on b.id = p.brand_id
           left join lateral (
             select sum(c.stock)::int as total_stock, count(*)::int as combinations_count
               from combinations c where c.product_id = p.id and c.is_active
           ) s on true
          where p.id in (${sql.join(ids)})`.execute(db);
      const byId = new Map(rows.map((row) => [Number(row.id), row]));
      return ids.flatMap((id) => {
        const row = byId.get(id);
        return row ? [row] : [];
      });
    },

    async product(id: number, lock = false) {
      let query = db.selectFrom('products').select(PRODUCT_COLUMNS).where('id', '=', id);
      if (lock) query = query.forUpdate();
      return query.executeTakeFirst();
    },

    async brand(id: number) {
      return db.selectFrom('brands').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
    },

    async categoryIds(productId: number) {
      const rows = await db
        .selectFrom('product_categories')
        .select('category_id')
        .where('product_id', '=', productId)
        .orderBy('category_id')
        .execute();
      return rows.map((row) => Number(row.category_id));
    },

    async tagIds(productId: number) {
      const rows = await db
        .selectFrom('product_tags')
        .select('tag_id')
        .where('product_id', '=', productId)
        .orderBy('tag_id')
        .execute();
      return rows.map((row) => Number(row.tag_id));
    },

    async combinations(productId: number) {
      return db
        .selectFrom('combinations')
        .selectAll()
        .where('product_id', '=', productId)
        .orderBy('position')
        .orderBy('id')
        .execute();
    },

    async preorders(combinationIds: number[]) {
      if (combinationIds.length === 0) return [];
      return db
        .selectFrom('preorder_rules')
        .selectAll()
        .where('combination_id', 'in', combinationIds)
        .orderBy('id', 'desc')
        .execute();
    },

    async images(productId: number) {
      return db
        .selectFrom('product_images')
        .selectAll()
        .where('product_id', '=', productId)
        .orderBy('position')
        .orderBy('id')
        .execute();
    },

    async packItems(productId: number) {
      return db
        .selectFrom('pack_items as pi')
        .innerJoin('combinations as c', 'c.id', 'pi.combination_id')
        .innerJoin('products as p', 'p.id', 'c.product_id')
        .select(['pi.combination_id', 'pi.quantity', 'p.name', 'c.sku'])
        .where('pi.pack_product_id', '=', productId)
        .orderBy('pi.position')
        .execute();
    },

    /** The shop's path of a product: its default category's slug (`/<category>/<id>-<slug>`). */
    async categorySlug(categoryId: number) {
      const row = await db
        .selectFrom('categories')
        .select('slug')
        .where('id', '=', categoryId)
        .executeTakeFirst();
      return row?.slug ?? 'produk';
    },

    /** Which of these ids exist in `table`. */
    async existing(table: 'brands' | 'categories' | 'tags' | 'combinations', ids: number[]) {
      if (ids.length === 0) return new Set<number>();
      const rows = await db.selectFrom(table).select('id').where('id', 'in', ids).execute();
      return new Set(rows.map((row) => Number(row.id)));
    },

    async slugTaken(slug: string, exceptId?: number) {
      let query = db.selectFrom('products').select('id').where('slug', '=', slug);
      if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
      return (await query.executeTakeFirst()) !== undefined;
    },

    /** SKUs (upper-cased) and barcodes already used by other products' combinations. */
    async takenCodes(skus: string[], barcodes: string[], exceptProductId?: number) {
      const taken = { skus: new Set<string>(), barcodes: new Set<string>() };
      if (skus.length > 0) {
        let query = db
          .selectFrom('combinations')
          .select('sku')
          .where(sql<boolean>`upper(sku) in (${sql.join(skus.map((s) => s.toUpperCase()))})`);
        if (exceptProductId !== undefined) query = query.where('product_id', '<>', exceptProductId);
        for (const row of await query.execute()) taken.skus.add(row.sku.toUpperCase());
      }
      if (barcodes.length > 0) {
        let query = db
          .selectFrom('combinations')
          .select('barcode')
          .where('barcode', 'in', barcodes);
        if (exceptProductId !== undefined) query = query.where('product_id', '<>', exceptProductId);
        for (const row of await query.execute()) if (row.barcode) taken.barcodes.add(row.barcode);
      }
      return taken;
    },

    /** Names for the search text: the brand, the categories, the tags. */
    async searchWords(brandId: number, categoryIds: number[], tagIds: number[]) {
      const [brand, categories, tags] = await Promise.all([
        db.selectFrom('brands').select('name').where('id', '=', brandId).executeTakeFirst(),
        categoryIds.length
          ? db.selectFrom('categories').select('name').where('id', 'in', categoryIds).execute()
          : [],
        tagIds.length
          ? db.selectFrom('tags').select('name').where('id', 'in', tagIds).execute()
          : [],
      ]);
      return [brand?.name, ...categories.map((row) => row.name), ...tags.map((row) => row.name)]
        .filter((word): word is string => Boolean(word))
        .join(' ');
    },

    /** Combinations some order, bag or bundle points at: removing one deactivates it instead. */
    async referencedCombinations(ids: number[]) {
      if (ids.length === 0) return new Set<number>();
      const { rows } = await sql<{ id: number }>`
        select combination_id as id from order_lines where combination_id in (${sql.join(ids)})
        union select combination_id from order_free_products where combination_id in (${sql.join(ids)})
        union select combination_id from cart_lines where combination_id in (${sql.join(ids)})
        union select free_combination_id from vouchers where free_combination_id in (${sql.join(ids)})
        union select combination_id from pack_items where combination_id in (${sql.join(ids)})`.execute(
        db,
      );
      return new Set(rows.map((row) => Number(row.id)));
    },

    // ── Writes (on a transaction's repository) ──────────────────────────────────────────────

    async insertProduct(values: Insertable<Database['products']>) {
      const row = await db
        .insertInto('products')
        .values(values)
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(row.id);
    },

    async updateProduct(id: number, values: Updateable<Database['products']>) {
      await db.updateTable('products').set(values).where('id', '=', id).execute();
    },

    async clearDefaultCombination(productId: number) {
      await db
        .updateTable('combinations')
        .set({ is_default: false })
        .where('product_id', '=', productId)
        .where('is_default', '=', true)
        .execute();
    },

    async setDefaultCombination(id: number) {
      await db.updateTable('combinations').set({ is_default: true }).where('id', '=', id).execute();
    },

    async deactivateCombinations(ids: number[]) {
      await db
        .updateTable('combinations')
        .set({ is_active: false })
        .where('id', 'in', ids)
        .execute();
    },

    async deleteCombinations(ids: number[]) {
      await db.deleteFrom('preorder_rules').where('combination_id', 'in', ids).execute();
      await db.deleteFrom('combinations').where('id', 'in', ids).execute();
    },

    async updateCombination(id: number, values: Updateable<Database['combinations']>) {
      await db.updateTable('combinations').set(values).where('id', '=', id).execute();
    },

    async insertCombination(values: Insertable<Database['combinations']>) {
      const row = await db
        .insertInto('combinations')
        .values(values)
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(row.id);
    },

    async latestPreorder(combinationId: number) {
      return db
        .selectFrom('preorder_rules')
        .select(['id', 'sold_quota'])
        .where('combination_id', '=', combinationId)
        .orderBy('id', 'desc')
        .executeTakeFirst();
    },

    async deactivatePreorders(combinationId: number) {
      await db
        .updateTable('preorder_rules')
        .set({ is_active: false })
        .where('combination_id', '=', combinationId)
        .execute();
    },

    async updatePreorder(id: number, values: Updateable<Database['preorder_rules']>) {
      await db.updateTable('preorder_rules').set(values).where('id', '=', id).execute();
    },

    async insertPreorder(values: Insertable<Database['preorder_rules']>) {
      await db.insertInto('preorder_rules').values(values).execute();
    },

    async replaceCategories(productId: number, categoryIds: number[]) {
      await db.deleteFrom('product_categories').where('product_id', '=', productId).execute();
      if (categoryIds.length === 0) return;
      await db
        .insertInto('product_categories')
        .values(categoryIds.map((category_id) => ({ product_id: productId, category_id })))
        .execute();
    },

    async replaceTags(productId: number, tagIds: number[]) {
      await db.deleteFrom('product_tags').where('product_id', '=', productId).execute();
      if (tagIds.length === 0) return;
      await db
        .insertInto('product_tags')
        .values(tagIds.map((tag_id) => ({ product_id: productId, tag_id })))
        .execute();
    },

    async replacePackItems(
      productId: number,
      items: Array<{ combination_id: number; quantity: number }>,
    ) {
      await db.deleteFrom('pack_items').where('pack_product_id', '=', productId).execute();
      if (items.length === 0) return;
      await db
        .insertInto('pack_items')
        .values(
          items.map((item, position) => ({
            pack_product_id: productId,
            combination_id: item.combination_id,
            quantity: item.quantity,
            position,
          })),
        )
        .execute();
    },

    /** The products' current value of one flag (or `is_active`), locked for the change. */
    async lockFlag(ids: number[], column: ProductFlag | 'is_active') {
      const rows = await db
        .selectFrom('products')
        .select(['id', column])
        .where('id', 'in', ids)
        .orderBy('id')
        .forUpdate()
        .execute();
      return rows.map((row) => ({
        id: Number(row.id),
        value: (row as Record<string, unknown>)[column] === true,
      }));
    },

    async setFlag(ids: number[], column: ProductFlag | 'is_active', value: boolean, now: Date) {
      await db
        .updateTable('products')
        .set({ [column]: value, version: sql<number>`version + 1`, updated_at: now })
        .where('id', 'in', ids)
        .execute();
    },

    async combinationIdsOf(productId: number) {
      const rows = await db
        .selectFrom('combinations')
        .select('id')
        .where('product_id', '=', productId)
        .execute();
      return new Set(rows.map((row) => Number(row.id)));
    },

    async insertImage(values: Insertable<Database['product_images']>) {
      const row = await db
        .insertInto('product_images')
        .values(values)
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(row.id);
    },

    async updateImage(id: number, values: Updateable<Database['product_images']>) {
      await db.updateTable('product_images').set(values).where('id', '=', id).execute();
    },

    async image(productId: number, imageId: number) {
      return db
        .selectFrom('product_images')
        .selectAll()
        .where('id', '=', imageId)
        .where('product_id', '=', productId)
        .executeTakeFirst();
    },

    /** Removes a picture; the next one becomes the cover when it was. */
    async deleteImage(productId: number, imageId: number, wasCover: boolean) {
      await db.deleteFrom('product_images').where('id', '=', imageId).execute();
      if (!wasCover) return;
      const next = await db
        .selectFrom('product_images')
        .select('id')
        .where('product_id', '=', productId)
        .orderBy('position')
        .orderBy('id')
        .executeTakeFirst();
      if (next) {
        await db
          .updateTable('product_images')
          .set({ is_cover: true })
          .where('id', '=', next.id)
          .execute();
      }
    },

    async options() {
      const [brands, categories, tags] = await Promise.all([
        db.selectFrom('brands').select(['id', 'name', 'is_active']).orderBy('name').execute(),
        db
          .selectFrom('categories')
          .select(['id', 'name', 'parent_id', 'position'])
          .orderBy('position')
          .orderBy('name')
          .execute(),
        db
          .selectFrom('tags')
          .select(['id', 'name', 'type'])
          .orderBy('type')
          .orderBy('name')
          .execute(),
      ]);
      return { brands, categories, tags };
    },
  };
}

export type AdminProductsRepository = ReturnType<typeof createAdminProductsRepository>;
