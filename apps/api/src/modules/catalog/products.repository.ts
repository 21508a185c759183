import type { Database } from '@kilau/db';
import { sql, type Kysely } from 'kysely';
import { productOrder, productWhere, type ProductFilter, type ProductSort } from './product-filter';

export { toPrefixQuery, type ProductFilter, type ProductSort } from './product-filter';

export function createProductsRepository(db: Kysely<Database>) {
  return {
    async findIds(
      filter: ProductFilter,
      sort: ProductSort,
      page: { skip: number; limit: number },
      now: Date,
    ): Promise<number[]> {
      let query = db
        .selectFrom('products')
        .select('products.id')
        .where((eb) => productWhere(eb, filter, now));
      for (const order of productOrder(sort, filter.search)) query = query.orderBy(order);
      const rows = await query.offset(page.skip).limit(page.limit).execute();
      return rows.map((row) => row.id);
    },

    /** Matching products, counted up to `cap` when given (cheap in filtered list mode). */
    async count(filter: ProductFilter, now: Date, cap?: number): Promise<number> {
      const matching = db
        .selectFrom('products')
        .select(sql`1`.as('one'))
        .where((eb) => productWhere(eb, filter, now));
      const row = await db
        .selectFrom((cap ? matching.limit(cap + 1) : matching).as('m'))
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async loadProducts(ids: number[]) {
      if (ids.length === 0) return [];
      return db
        .selectFrom('products')
        .innerJoin('brands', 'brands.id', 'products.brand_id')
        .innerJoin('categories', 'categories.id', 'products.default_category_id')
        .select([
          'products.id',
          'products.name',
          'products.slug',
          'products.classification',
          'products.is_new',
          'products.is_exclusive',
          'products.is_limited',
          'products.is_online',
          'products.is_sale',
          'products.is_buy_one_get_one_free',
          'products.show_all_combinations',
          'products.max_limit_per_order',
          'products.average_rating',
          'products.total_reviews',
          'products.total_sold',
          'products.total_stock',
          'products.published_at',
          'brands.id as brand_id',
          'brands.name as brand_name',
          'brands.slug as brand_slug',
          'categories.id as category_id',
          'categories.name as category_name',
          'categories.slug as category_slug',
        ])
        .where('products.id', 'in', ids)
        .execute();
    },

    async loadCombinations(productIds: number[]) {
      if (productIds.length === 0) return [];
      return db
        .selectFrom('combinations')
        .select([
          'id',
          'product_id',
          'sku',
          'barcode',
          'attributes',
          'stock',
          'price',
          'price_after_discount',
          'deduction_type',
          'deduction_amount',
          'deduction_percentage',
          'is_show_as_percentage',
          'is_default',
          'position',
        ])
        .where('product_id', 'in', productIds)
        .where('is_active', '=', true)
        .orderBy('product_id')
        .orderBy('position')
        .orderBy('id')
        .execute();
    },

    async loadPreorderRules(combinationIds: number[]) {
      if (combinationIds.length === 0) return [];
      return db
        .selectFrom('preorder_rules')
        .select(['id', 'combination_id', 'total_quota', 'sold_quota', 'delivery_date'])
        .where('combination_id', 'in', combinationIds)
        .where('is_active', '=', true)
        .execute();
    },

    /** Flash-sale prices that hold at `now` for these combinations. */
    async loadFlashPrices(combinationIds: number[], now: Date) {
      if (combinationIds.length === 0) return [];
      return db
        .selectFrom('flash_sale_items as fi')
        .innerJoin('flash_sales as fs', 'fs.id', 'fi.flash_sale_id')
        .select(['fi.combination_id', 'fi.price', 'fi.quota', 'fi.sold', 'fs.ends_at'])
        .where('fi.combination_id', 'in', combinationIds)
        .where('fs.is_active', '=', true)
        .where('fs.starts_at', '<=', now)
        .where('fs.ends_at', '>', now)
        .execute();
    },

    async loadImages(productIds: number[], coverOnly: boolean) {
      if (productIds.length === 0) return [];
      let query = db
        .selectFrom('product_images')
        .select(['id', 'product_id', 'combination_id', 'url', 'alt', 'is_cover', 'position'])
        .where('product_id', 'in', productIds);
      if (coverOnly) query = query.where('is_cover', '=', true);
      return query.orderBy('product_id').orderBy('position').orderBy('id').execute();
    },
  };
}

export type ProductsRepository = ReturnType<typeof createProductsRepository>;
