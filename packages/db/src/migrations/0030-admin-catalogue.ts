import { sql, type Kysely } from 'kysely';

/**
 * The back office's products (issue 18, docs/design/back-office.md § Products):
 * - `products.version` (optimistic edits: a stale one is a 409) and `updated_at`;
 * - slugs unique (the product page's address is `<id>-<slug>`, but two products with one slug
 *   confuse staff and search engines alike);
 * - the admin list at 100,000 products: it pages over `product_listing` (narrow rows, all products
 *   active or not) by id, or name, within a brand or not; SKU search by trigram; each flag as a
 *   small partial index; "sold out" / "low" as an index of the active combinations' stock by
 *   product. Measured on PostgreSQL 15 with the scale seed (docs/design/back-office.md).
 */
const STATEMENTS = [
  `alter table products
     add column version integer not null default 1,
     add column updated_at timestamptz not null default now()`,
  `create unique index products_slug_key on products (slug)`,
  `create index product_listing_all_id_idx on product_listing (id desc)`,
  `create index product_listing_all_name_idx on product_listing (name, id)`,
  `create index product_listing_all_brand_idx on product_listing (brand_id, id desc)`,
  `create index product_listing_all_brand_name_idx on product_listing (brand_id, name, id)`,
  `create index combinations_sku_trgm_idx on combinations using gin (lower(sku) gin_trgm_ops)`,
  `create index combinations_product_stock_idx on combinations (product_id, stock) where is_active`,
  `create index products_exclusive_idx on products (id) where is_exclusive`,
  `create index products_limited_idx on products (id) where is_limited`,
  `create index products_online_idx on products (id) where is_online`,
  `create index products_b1g1_idx on products (id) where is_buy_one_get_one_free`,
  `create index products_sale_idx on products (id) where is_sale`,
  `create index products_new_idx on products (id) where is_new`,
];

const INDEXES = [
  'products_new_idx',
  'products_sale_idx',
  'products_b1g1_idx',
  'products_online_idx',
  'products_limited_idx',
  'products_exclusive_idx',
  'combinations_product_stock_idx',
  'combinations_sku_trgm_idx',
  'product_listing_all_brand_name_idx',
  'product_listing_all_brand_idx',
  'product_listing_all_name_idx',
  'product_listing_all_id_idx',
  'products_slug_key',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of STATEMENTS) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of INDEXES) await sql.raw(`drop index if exists ${index}`).execute(db);
  await sql`alter table products drop column if exists updated_at, drop column if exists version`.execute(
    db,
  );
}
