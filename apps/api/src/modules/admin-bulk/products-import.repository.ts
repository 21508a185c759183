import type { Database } from '@kilau/db';
import { sql, type Kysely } from 'kysely';
import type { ProductFields, ProductRecord } from './products-import';

/** How many slugs one look-up asks for. */
const LOOKUP_CHUNK = 1_000;

/**
 * The products import's reads and writes. Shared on purpose with `admin-catalogue`: it writes
 * `products` and `product_categories` and keeps `products.search_text` as the product form does
 * (name, brand, categories, tags; docs/design/back-office.md "CSV import and export").
 */
export function createProductsImportRepository(db: Kysely<Database>) {
  return {
    /** The products with these slugs, locked for the write when `forUpdate`. */
    async productsBySlug(slugs: readonly string[], forUpdate: boolean): Promise<ProductRecord[]> {
      const found: ProductRecord[] = [];
      for (let start = 0; start < slugs.length; start += LOOKUP_CHUNK) {
        let query = db
          .selectFrom('products as p')
          .select((eb) => [
            'p.id',
            'p.slug',
            'p.name',
            'p.brand_id',
            'p.default_category_id',
            'p.is_new',
            'p.is_exclusive',
            'p.is_limited',
            'p.is_online',
            'p.is_sale',
            'p.is_buy_one_get_one_free',
            'p.is_out_of_stock_academy',
            'p.is_active',
            'p.version',
            eb
              .exists(
                eb
                  .selectFrom('combinations as c')
                  .select('c.id')
                  .whereRef('c.product_id', '=', 'p.id')
                  .where('c.is_active', '=', true),
              )
              .as('has_active_combination'),
          ])
          .where('p.slug', 'in', slugs.slice(start, start + LOOKUP_CHUNK))
          .orderBy('p.id');
        if (forUpdate) query = query.forUpdate('p');
        for (const row of await query.execute()) {
          found.push({
            ...row,
            id: Number(row.id),
            brand_id: Number(row.brand_id),
            default_category_id: Number(row.default_category_id),
            has_active_combination: Boolean(row.has_active_combination),
          });
        }
      }
      return found;
    },

    /** Brand ids by slug, for the slugs asked. */
    async brandsBySlug(slugs: readonly string[]) {
      if (slugs.length === 0) return [];
      const rows = await db
        .selectFrom('brands')
        .select(['id', 'slug'])
        .where('slug', 'in', [...slugs])
        .execute();
      return rows.map((row) => ({ id: Number(row.id), slug: row.slug }));
    },

    /** Categories with these slugs (one slug may name several, under different parents). */
    async categoriesBySlug(slugs: readonly string[]) {
      if (slugs.length === 0) return [];
      const rows = await db
        .selectFrom('categories as c')
        .leftJoin('categories as parent', 'parent.id', 'c.parent_id')
        .select(['c.id', 'c.slug', 'parent.slug as parent_slug'])
        .where('c.slug', 'in', [...slugs])
        .orderBy('c.id')
        .execute();
      return rows.map((row) => ({
        id: Number(row.id),
        slug: row.slug,
        parent_slug: row.parent_slug,
      }));
    },

    /** A new product (a draft until its combinations are added), linked to its category. */
    async insertProduct(slug: string, fields: ProductFields, now: Date) {
      const row = await db
        .insertInto('products')
        .values({ ...fields, slug, published_at: now, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      const id = Number(row.id);
      await db
        .insertInto('product_categories')
        .values({ product_id: id, category_id: fields.default_category_id })
        .execute();
      return id;
    },

    /**
     * An existing product's new fields and version. A new main category replaces the old one's
     * link (the product's other categories stay).
     */
    async updateProduct(current: ProductRecord, fields: ProductFields, now: Date) {
      await db
        .updateTable('products')
        .set({ ...fields, version: current.version + 1, updated_at: now })
        .where('id', '=', current.id)
        .execute();
      if (fields.default_category_id === current.default_category_id) return;
      await db
        .deleteFrom('product_categories')
        .where('product_id', '=', current.id)
        .where('category_id', '=', current.default_category_id)
        .execute();
      await db
        .insertInto('product_categories')
        .values({ product_id: current.id, category_id: fields.default_category_id })
        .onConflict((oc) => oc.doNothing())
        .execute();
    },

    /** The search text of these products: name, brand, categories and tags, as the form writes. */
    async refreshSearchText(ids: readonly number[]) {
      for (let start = 0; start < ids.length; start += LOOKUP_CHUNK) {
        const chunk = ids.slice(start, start + LOOKUP_CHUNK);
        await sql`
          update products p set search_text = concat_ws(' ', p.name, nullif(concat_ws(' ',
              b.name,
              (select string_agg(c.name, ' ' order by c.id) from product_categories pc
                 join categories c on c.id = pc.category_id where pc.product_id = p.id),
              (select string_agg(t.name, ' ' order by t.id) from product_tags pt
                 join tags t on t.id = pt.tag_id where pt.product_id = p.id)), ''))
          from brands b
          where b.id = p.brand_id and p.id in (${sql.join(chunk)})`.execute(db);
      }
    },
  };
}

export type ProductsImportRepository = ReturnType<typeof createProductsImportRepository>;
