import { sql, type Kysely } from 'kysely';

/**
 * Per-product aggregates of its active combinations, kept on `products` so that listings filter
 * and sort 100,000 products by index (price, discount, stock) without touching combinations.
 * A statement-level trigger (transition tables) recomputes only the products a statement touched,
 * so bulk seeding and stock changes in an order both stay exact.
 */
/** The functions as this migration made them (migration 0021's `down` puts them back). */
export const REFRESH_AGGREGATES = `create function kilau_refresh_product_aggregates(product_ids bigint[]) returns void
   language sql as $$
     update products p set
       min_price = coalesce(a.min_price, 0),
       max_price = coalesce(a.max_price, 0),
       min_price_after_discount = coalesce(a.min_after, 0),
       max_price_after_discount = coalesce(a.max_after, 0),
       max_discount_percentage = coalesce(a.max_discount, 0),
       total_stock = coalesce(a.stock, 0),
       combinations_count = coalesce(a.n, 0)
     from (
       select pid.id,
              min(c.price) as min_price, max(c.price) as max_price,
              min(c.price_after_discount) as min_after, max(c.price_after_discount) as max_after,
              max(case when c.price > 0
                       then floor(100.0 * (c.price - c.price_after_discount) / c.price)::int
                       else 0 end) as max_discount,
              sum(c.stock)::int as stock,
              count(c.id)::int as n
       from unnest(product_ids) as pid(id)
       left join combinations c on c.product_id = pid.id and c.is_active
       group by pid.id
     ) a
     where p.id = a.id
   $$`;

export const COMBINATIONS_CHANGED = `create function kilau_combinations_changed() returns trigger
   language plpgsql as $$
   begin
     if tg_op = 'INSERT' then
       perform kilau_refresh_product_aggregates(array(select distinct product_id from new_rows));
     elsif tg_op = 'DELETE' then
       perform kilau_refresh_product_aggregates(array(select distinct product_id from old_rows));
     else
       perform kilau_refresh_product_aggregates(array(
         select product_id from new_rows union select product_id from old_rows));
     end if;
     return null;
   end $$`;

const STATEMENTS = [
  `alter table products
     add column min_price integer not null default 0,
     add column max_price integer not null default 0,
     add column min_price_after_discount integer not null default 0,
     add column max_price_after_discount integer not null default 0,
     add column max_discount_percentage integer not null default 0,
     add column total_stock integer not null default 0,
     add column combinations_count integer not null default 0`,

  REFRESH_AGGREGATES,
  COMBINATIONS_CHANGED,

  `create trigger combinations_aggregates_insert after insert on combinations
     referencing new table as new_rows for each statement execute function kilau_combinations_changed()`,
  `create trigger combinations_aggregates_update after update on combinations
     referencing new table as new_rows old table as old_rows
     for each statement execute function kilau_combinations_changed()`,
  `create trigger combinations_aggregates_delete after delete on combinations
     referencing old table as old_rows for each statement execute function kilau_combinations_changed()`,

  `create index products_price_idx on products (min_price_after_discount, id) where is_active`,
  `create index products_discount_idx on products (max_discount_percentage desc, id desc) where is_active`,
  `create index products_rating_idx on products (average_rating desc, total_reviews desc, id desc) where is_active`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of STATEMENTS) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const event of ['insert', 'update', 'delete']) {
    await sql
      .raw(`drop trigger if exists combinations_aggregates_${event} on combinations`)
      .execute(db);
  }
  await sql`drop function if exists kilau_combinations_changed()`.execute(db);
  await sql`drop function if exists kilau_refresh_product_aggregates(bigint[])`.execute(db);
  await sql
    .raw(
      `alter table products drop column min_price, drop column max_price,
         drop column min_price_after_discount, drop column max_price_after_discount,
         drop column max_discount_percentage, drop column total_stock, drop column combinations_count`,
    )
    .execute(db);
}
