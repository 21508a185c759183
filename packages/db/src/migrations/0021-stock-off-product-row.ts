import { sql, type Kysely } from 'kysely';
import { COMBINATIONS_CHANGED, REFRESH_AGGREGATES } from './0003-product-aggregates';

/**
 * Issue 14 (ADR 0014). Stock changes no longer write the product row: the aggregates trigger of
 * migration 0003 refreshed `products` after every `combinations` update, so an order taking
 * stock locked its combinations and then their product — and two orders of overlapping shades
 * of one product deadlocked (and every order of any shade waited on one row). Now:
 * - the product's aggregates are only what listings filter and sort by (prices, discount); the
 *   stock sum and the combination count are dropped — tiles read stock from the combinations
 *   they load anyway;
 * - an update refreshes a product only when a column those aggregates read changed
 *   (`price`, `price_after_discount`, `is_active`, `product_id`), compared row by row between
 *   the transition tables, so a stock-only update never touches `products`.
 * Also: the orders whose payment never started (the process died between the placement's
 * commit and the gateway call) are found by a partial index for the recovery job.
 */
const REFRESH = `create or replace function kilau_refresh_product_aggregates(product_ids bigint[])
  returns void language sql as $$
    update products p set
      min_price = coalesce(a.min_price, 0),
      max_price = coalesce(a.max_price, 0),
      min_price_after_discount = coalesce(a.min_after, 0),
      max_price_after_discount = coalesce(a.max_after, 0),
      max_discount_percentage = coalesce(a.max_discount, 0)
    from (
      select pid.id,
             min(c.price) as min_price, max(c.price) as max_price,
             min(c.price_after_discount) as min_after, max(c.price_after_discount) as max_after,
             max(case when c.price > 0
                      then floor(100.0 * (c.price - c.price_after_discount) / c.price)::int
                      else 0 end) as max_discount
      from unnest(product_ids) as pid(id)
      left join combinations c on c.product_id = pid.id and c.is_active
      group by pid.id
    ) a
    where p.id = a.id
  $$`;

const CHANGED = `create or replace function kilau_combinations_changed() returns trigger
  language plpgsql as $$
  begin
    if tg_op = 'INSERT' then
      perform kilau_refresh_product_aggregates(array(select distinct product_id from new_rows));
    elsif tg_op = 'DELETE' then
      perform kilau_refresh_product_aggregates(array(select distinct product_id from old_rows));
    else
      -- Only rows whose priced or listed columns moved; a stock update refreshes nothing.
      perform kilau_refresh_product_aggregates(array(
        select n.product_id from new_rows n join old_rows o on o.id = n.id
         where (n.price, n.price_after_discount, n.is_active, n.product_id)
               is distinct from (o.price, o.price_after_discount, o.is_active, o.product_id)
        union
        select o.product_id from new_rows n join old_rows o on o.id = n.id
         where n.product_id is distinct from o.product_id));
    end if;
    return null;
  end $$`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw(REFRESH).execute(db);
  await sql.raw(CHANGED).execute(db);
  await sql`alter table products drop column total_stock, drop column combinations_count`.execute(
    db,
  );
  await sql`create index orders_uncharged_idx on orders (updated_at)
    where payment = '{}'::jsonb and payment_status = 'pending' and released_at is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists orders_uncharged_idx`.execute(db);
  await sql`alter table products
    add column total_stock integer not null default 0,
    add column combinations_count integer not null default 0`.execute(db);
  const orReplace = (statement: string) =>
    statement.replace('create function', 'create or replace function');
  await sql.raw(orReplace(REFRESH_AGGREGATES)).execute(db);
  await sql.raw(orReplace(COMBINATIONS_CHANGED)).execute(db);
  await sql`select kilau_refresh_product_aggregates(array(select id from products))`.execute(db);
}
