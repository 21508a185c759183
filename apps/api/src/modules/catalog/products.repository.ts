import type { Database } from '@kilau/db';
import { EXACT_LISTING_TOTAL } from '@kilau/domain/catalog';
import { CompiledQuery, sql, type Kysely } from 'kysely';
import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres';
import {
  productOrder,
  productWhere,
  type ProductFilter,
  type ProductSort,
  type SearchPath,
} from './product-filter.repository';

export { toPrefixQuery, type ProductFilter, type ProductSort } from './product-filter.repository';

/** Matching products counted exactly up to this many; above it, the planner's estimate. */
export const EXACT_COUNT_LIMIT = EXACT_LISTING_TOTAL;

/** `Plan Rows` of the top node of an `explain (format json)` answer (an object or its text). */
function planRows(rows: unknown[]): number {
  const first = (rows[0] ?? {}) as Record<string, unknown>;
  const value = first['QUERY PLAN'];
  const plans = (typeof value === 'string' ? JSON.parse(value) : value) as Array<{
    Plan?: { 'Plan Rows'?: number };
  }>;
  return Math.round(plans?.[0]?.Plan?.['Plan Rows'] ?? 0);
}

/** How long the catalogue's size (for choosing a search's path) is kept. */
const CATALOGUE_SIZE_TTL_MS = 60_000;

/**
 * A best-seller-ordered search page (ADR 0025): walking the sales index reads about
 * `(skip + limit) × catalogue / matches` products; gathering the matches reads `matches`. Walk
 * while that is at most twice the matches (the estimate of several words is often low).
 */
export function searchPath(
  filter: ProductFilter,
  sort: ProductSort,
  page: { skip: number; limit: number },
  matches: number | undefined,
  catalogue: number,
): SearchPath {
  if (matches === undefined || filter.search === undefined || filter.fuzzy) return 'planner';
  if (sort !== 'relevance' && sort !== 'bestseller') return 'planner';
  const walked = ((page.skip + page.limit) * catalogue) / Math.max(1, matches);
  return walked <= 2 * matches ? 'walk' : 'collect';
}

export function createProductsRepository(
  db: Kysely<Database>,
  options: { exactCountLimit?: number } = {},
) {
  const exactCountLimit = options.exactCountLimit ?? EXACT_COUNT_LIMIT;
  let catalogue: { size: number; at: number } | undefined;
  async function catalogueSize(now: Date) {
    if (catalogue && now.getTime() - catalogue.at < CATALOGUE_SIZE_TTL_MS) return catalogue.size;
    const { rows } = await sql<{ n: string }>`select greatest(reltuples, 0)::bigint as n
      from pg_class where oid = 'product_listing'::regclass`.execute(db);
    catalogue = { size: Number(rows[0]?.n ?? 0), at: now.getTime() };
    return catalogue.size;
  }

  return {
    /**
     * A page of product ids. `matches`, when the caller counted them (search), picks how the
     * page is read (`searchPath`).
     */
    async findIds(
      filter: ProductFilter,
      sort: ProductSort,
      page: { skip: number; limit: number },
      now: Date,
      matches?: number,
    ): Promise<number[]> {
      const path =
        matches === undefined
          ? 'planner'
          : searchPath(filter, sort, page, matches, await catalogueSize(now));
      let query = db
        .selectFrom('product_listing as products')
        .select('products.id')
        .where((eb) => productWhere(eb, filter, now, path));
      for (const order of productOrder(sort, filter.search, filter.fuzzy, path))
        query = query.orderBy(order);
      const rows = await query.offset(page.skip).limit(page.limit).execute();
      return rows.map((row) => row.id);
    },

    /**
     * Matching products: counted up to `cap` when given (filtered list mode), else exactly up to
     * `exactCountLimit` and above that the planner's estimate (never below the rows counted), so
     * a total never walks tens of thousands of rows (ADR 0025).
     */
    async count(filter: ProductFilter, now: Date, cap?: number): Promise<number> {
      const matching = db
        .selectFrom('product_listing as products')
        .select(sql`1`.as('one'))
        .where((eb) => productWhere(eb, filter, now));
      const limit = cap ?? exactCountLimit;
      const row = await db
        .selectFrom(matching.limit(limit + 1).as('m'))
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      const counted = Number(row.n);
      if (cap !== undefined || counted <= limit) return counted;
      const compiled = matching.compile();
      const plan = await db.executeQuery(
        CompiledQuery.raw(`explain (format json) ${compiled.sql}`, [...compiled.parameters]),
      );
      return Math.max(counted, planRows(plan.rows));
    },

    /**
     * Everything a page of tiles needs, in one round trip: the products with brand and category,
     * and per product its active combinations (with pre-order rules and the flash-sale price
     * that holds at `now`) and its images, nested as JSON.
     */
    async loadTileRows(ids: number[], now: Date, allImages: boolean) {
      if (ids.length === 0) return [];
      return db
        .selectFrom('products')
        .innerJoin('brands', 'brands.id', 'products.brand_id')
        .innerJoin('categories', 'categories.id', 'products.default_category_id')
        .select((eb) => [
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
          'products.is_out_of_stock_academy',
          'products.show_all_combinations',
          'products.max_limit_per_order',
          'products.average_rating',
          'products.total_reviews',
          'products.total_sold',
          'brands.id as brand_id',
          'brands.name as brand_name',
          'brands.slug as brand_slug',
          'categories.id as category_id',
          'categories.name as category_name',
          'categories.slug as category_slug',
          jsonArrayFrom(
            eb
              .selectFrom('combinations as c')
              .select((cb) => [
                'c.id',
                'c.sku',
                'c.barcode',
                'c.attributes',
                'c.stock',
                'c.price',
                'c.price_after_discount',
                'c.deduction_type',
                'c.deduction_amount',
                'c.deduction_percentage',
                'c.is_show_as_percentage',
                'c.is_default',
                'c.hex',
                'c.swatch_image',
                jsonArrayFrom(
                  cb
                    .selectFrom('preorder_rules as pr')
                    .select(['pr.id', 'pr.total_quota', 'pr.sold_quota', 'pr.delivery_date'])
                    .whereRef('pr.combination_id', '=', 'c.id')
                    .where('pr.is_active', '=', true),
                ).as('preorder'),
                jsonObjectFrom(
                  cb
                    .selectFrom('flash_sale_items as fi')
                    .innerJoin('flash_sales as fs', 'fs.id', 'fi.flash_sale_id')
                    .select(['fi.price', 'fi.quota', 'fi.sold', 'fs.ends_at'])
                    .whereRef('fi.combination_id', '=', 'c.id')
                    .where('fs.is_active', '=', true)
                    .where('fs.starts_at', '<=', now)
                    .where('fs.ends_at', '>', now)
                    .orderBy('fi.price')
                    .limit(1),
                ).as('flash'),
              ])
              .whereRef('c.product_id', '=', 'products.id')
              .where('c.is_active', '=', true)
              .orderBy('c.position')
              .orderBy('c.id'),
          ).as('combinations'),
          jsonArrayFrom(
            eb
              .selectFrom('product_images as i')
              .select(['i.combination_id', 'i.url', 'i.alt', 'i.alt_en', 'i.is_cover', 'i.kind'])
              .whereRef('i.product_id', '=', 'products.id')
              .$if(!allImages, (q) => q.where('i.is_cover', '=', true))
              .orderBy('i.position')
              .orderBy('i.id'),
          ).as('images'),
          jsonArrayFrom(
            eb
              .selectFrom('pack_items')
              .innerJoin('combinations as pc', 'pc.id', 'pack_items.combination_id')
              .innerJoin('products as component', 'component.id', 'pc.product_id')
              .innerJoin('brands as component_brand', 'component_brand.id', 'component.brand_id')
              .select([
                'component.id as product_id',
                'pc.id as combination_id',
                'component.name',
                'component_brand.name as brand_name',
                'pc.attributes',
                'pack_items.quantity',
                'pc.stock',
              ])
              .whereRef('pack_items.pack_product_id', '=', 'products.id')
              .orderBy('pack_items.position'),
          ).as('pack_detail'),
        ])
        .where('products.id', 'in', ids)
        .execute();
    },
  };
}

export type ProductsRepository = ReturnType<typeof createProductsRepository>;
