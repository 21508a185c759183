import type { Database } from '@kilau/db';
import { sql, type Kysely } from 'kysely';
import { containing } from '../../lib/sql-like';

/** Categories, brands and tags: the catalogue's navigation and search facets. */
export function createTaxonomyRepository(db: Kysely<Database>) {
  return {
    async allCategories() {
      return db
        .selectFrom('categories')
        .select(['id', 'parent_id', 'name', 'slug', 'description', 'position'])
        .where('is_active', '=', true)
        .orderBy('position')
        .orderBy('id')
        .execute();
    },

    async allBrands() {
      return db
        .selectFrom('brands')
        .select(['id', 'name', 'slug', 'description', 'logo_url', 'origin'])
        .where('is_active', '=', true)
        .orderBy(sql`lower(name)`)
        .execute();
    },

    async findBrand(slug: string) {
      return db
        .selectFrom('brands')
        .select(['id', 'name', 'slug', 'description', 'logo_url', 'origin'])
        .where('slug', '=', slug)
        .where('is_active', '=', true)
        .executeTakeFirst();
    },

    async allTags() {
      return db.selectFrom('tags').select(['id', 'name', 'slug', 'type']).orderBy('name').execute();
    },

    /** Brands whose names match the words (prefix), for suggestions and global search. */
    async searchBrands(prefix: string, limit: number) {
      return db
        .selectFrom('brands')
        .select(['id', 'name', 'slug', 'logo_url'])
        .where('is_active', '=', true)
        .where(sql<boolean>`kilau_unaccent(lower(name)) like ${containing(prefix)}`)
        .orderBy(sql`position(${prefix} in kilau_unaccent(lower(name)))`)
        .orderBy('name')
        .limit(limit)
        .execute();
    },

    async searchCategories(prefix: string, limit: number) {
      return db
        .selectFrom('categories')
        .select(['id', 'name', 'slug', 'parent_id'])
        .where('is_active', '=', true)
        .where(sql<boolean>`kilau_unaccent(lower(name)) like ${containing(prefix)}`)
        .orderBy('position')
        .limit(limit)
        .execute();
    },

    /** Product names starting with or containing the words, best sellers first. */
    async suggestProductNames(tsquery: string, limit: number) {
      return db
        .selectFrom('products')
        .select(['id', 'name', 'slug'])
        .where('is_active', '=', true)
        .where(sql<boolean>`search_vector @@ to_tsquery('simple', ${tsquery})`)
        .orderBy('total_sold', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },

    /** Products by views over the two days ending `today` (trending). */
    async trendingProductIds(today: string, limit: number) {
      const rows = await db
        .selectFrom('product_views_daily')
        .innerJoin('products', 'products.id', 'product_views_daily.product_id')
        .select(['product_views_daily.product_id'])
        .where('products.is_active', '=', true)
        .where('product_views_daily.day', '>', sql<Date>`${today}::date - 2`)
        .where('product_views_daily.day', '<=', sql<Date>`${today}::date`)
        .groupBy('product_views_daily.product_id')
        .orderBy(sql`sum(product_views_daily.views)`, 'desc')
        .orderBy('product_views_daily.product_id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => row.product_id);
    },
  };
}

export type TaxonomyRepository = ReturnType<typeof createTaxonomyRepository>;
