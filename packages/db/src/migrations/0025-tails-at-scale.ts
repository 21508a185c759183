import { sql, type Kysely } from 'kysely';

/**
 * Tails at 100,000 products and 1,000,000 orders (ADR 0025).
 *
 * The listing's narrow rows: what listings and search filter, sort and count by, one
 * row per product, kept apart from `products` (whose texts make it ≈ 2 KB a row: 100,000
 * products are 210 MB, more than PostgreSQL's default shared buffers). At ≈ 200 bytes a row
 * the listing's heap and indexes stay in memory, so a count, a deep page or a search's recheck
 * touches cached pages only.
 *
 * Kept in step by statement-level triggers on `products` (transition tables): every insert and
 * update of products — including the aggregates trigger's (migration 0003) — writes the rows of
 * the products it touched, in the same transaction; a row that did not change is not rewritten.
 * Deleting a product deletes its row (foreign key). The migration backfills from `products`.
 *
 * A member's order history pages by `created_at desc, id desc`: its index now ends with the id,
 * so a page is read in index order, without sorting all of a member's orders.
 */
const COLUMNS = `id, is_active, brand_id, is_new, name, published_at, total_sold, average_rating,
  total_reviews, min_price_after_discount, max_discount_percentage, search_vector`;

const STATEMENTS = [
  `create table product_listing (
     id bigint primary key references products(id) on delete cascade,
     is_active boolean not null,
     brand_id bigint not null,
     is_new boolean not null,
     name text not null,
     published_at timestamptz not null,
     total_sold integer not null,
     average_rating real not null,
     total_reviews integer not null,
     min_price_after_discount integer not null,
     max_discount_percentage integer not null,
     search_vector tsvector not null
   )`,

  `create function kilau_products_to_listing() returns trigger
   language plpgsql as $$
   begin
     insert into product_listing (${COLUMNS})
       select ${COLUMNS} from changed_products
       on conflict (id) do update set
         is_active = excluded.is_active, brand_id = excluded.brand_id, is_new = excluded.is_new,
         name = excluded.name, published_at = excluded.published_at,
         total_sold = excluded.total_sold, average_rating = excluded.average_rating,
         total_reviews = excluded.total_reviews,
         min_price_after_discount = excluded.min_price_after_discount,
         max_discount_percentage = excluded.max_discount_percentage,
         search_vector = excluded.search_vector
       where (product_listing.*) is distinct from (excluded.*);
     return null;
   end $$`,
  `create trigger products_listing_insert after insert on products
     referencing new table as changed_products
     for each statement execute function kilau_products_to_listing()`,
  `create trigger products_listing_update after update on products
     referencing new table as changed_products
     for each statement execute function kilau_products_to_listing()`,

  `insert into product_listing (${COLUMNS}) select ${COLUMNS} from products`,

  // The listing's sorts (each with the id as tie-break) and filters, as on products (0002, 0003).
  `create index product_listing_published_idx on product_listing (published_at desc, id desc) where is_active`,
  `create index product_listing_sold_idx on product_listing (total_sold desc, id desc) where is_active`,
  `create index product_listing_price_idx on product_listing (min_price_after_discount, id) where is_active`,
  `create index product_listing_discount_idx on product_listing (max_discount_percentage desc, id desc) where is_active`,
  `create index product_listing_rating_idx on product_listing (average_rating desc, total_reviews desc, id desc) where is_active`,
  `create index product_listing_brand_idx on product_listing (brand_id, total_sold desc, id desc) where is_active`,
  `create index product_listing_search_idx on product_listing using gin (search_vector)`,
  `create index product_listing_name_trgm_idx on product_listing using gin (kilau_unaccent(lower(name)) gin_trgm_ops)`,
  `analyze product_listing`,

  `create index orders_user_created_idx on orders (user_id, created_at desc, id desc)`,
  `drop index orders_user_idx`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of STATEMENTS) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`create index if not exists orders_user_idx on orders (user_id, created_at desc)`.execute(
    db,
  );
  await sql`drop index if exists orders_user_created_idx`.execute(db);
  await sql`drop trigger if exists products_listing_update on products`.execute(db);
  await sql`drop trigger if exists products_listing_insert on products`.execute(db);
  await sql`drop function if exists kilau_products_to_listing()`.execute(db);
  await sql`drop table if exists product_listing`.execute(db);
}
