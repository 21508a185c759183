import { sql, type Kysely } from 'kysely';

/**
 * Members' bags (000 §3 Cart, §4 Cart rules; design/the-bag.md). One active cart per member; a line is a
 * combination, plus — for a pack — the components chosen, or — for an e-gift — its recipient,
 * which `line_key` folds into the line's identity so that the same combination for two
 * recipients stays two lines. Prices are not stored: a line is priced when the cart is read —
 * except the unit price a promotion fixed when it let a special-price or free-product line in.
 * `cart_merges` makes the guest-bag merge idempotent per (member, merge key).
 * Promotions (voucher holds, points) add their own tables and columns (migration 0015).
 */
/**
 * The bag as one JSON value: the cart (by id, or a member's active one), its lines and the
 * catalogue's facts about every combination they use (their own and their pack components')
 * plus p_combination_ids. The cart's hottest read (every add, change and view); plpgsql keeps
 * its plan per connection, which spares the planner on every call (3x faster than a query).
 * Migration 0053 adds the product's academy-shop flag to the facts.
 */
export const CART_BAG = `create function cart_bag(
     p_cart_id bigint, p_user_id bigint, p_combination_ids bigint[], p_now timestamptz
   ) returns json language plpgsql stable as $fn$
   declare
     v_cart carts%rowtype;
   begin
     if p_cart_id is not null then
       select * into v_cart from carts where id = p_cart_id;
     elsif p_user_id is not null then
       select * into v_cart from carts where user_id = p_user_id and status = 'active';
     end if;
     return json_build_object(
       'cart', case when v_cart.id is null then null else row_to_json(v_cart) end,
       'lines', coalesce((
         select json_agg(line order by line.id) from (
           select l.id, l.product_id, l.combination_id, l.line_key, l.quantity, l.is_pre_order,
                  l.preorder_rule_id, to_char(l.delivery_date, 'YYYY-MM-DD') as delivery_date,
                  l.pack, l.egift_info, l.is_special_price, l.special_price_id,
                  sp.voucher_code as special_price_code, l.is_applied_free_product,
                  l.free_product_voucher_id, l.promo_unit_price, l.reference
             from cart_lines l left join special_prices sp on sp.id = l.special_price_id
            where l.cart_id = v_cart.id) line), '[]'),
       'facts', coalesce((
         select json_agg(fact) from (
           select c.id as combination_id, c.product_id, c.attributes, c.price,
                  c.price_after_discount, c.stock,
                  (c.is_active and p.is_active and p.published_at <= p_now) as is_active,
                  p.name, p.slug, p.classification, p.max_limit_per_order,
                  b.id as brand_id, b.name as brand_name,
                  dc.id as category_id, dc.name as category_name, dc.slug as category_slug,
                  coalesce((select json_agg(json_build_object('id', cat.id, 'name', cat.name) order by cat.id)
                     from product_categories pc join categories cat on cat.id = pc.category_id
                    where pc.product_id = p.id), '[]') as categories,
                  (select i.url from product_images i
                    where i.product_id = p.id and (i.combination_id is null or i.combination_id = c.id)
                    order by i.combination_id is null, i.is_cover desc, i.position, i.id
                    limit 1) as image,
                  coalesce((select json_agg(json_build_object(
                       'id', pr.id, 'total_quota', pr.total_quota, 'sold_quota', pr.sold_quota,
                       'delivery_date', to_char(pr.delivery_date, 'YYYY-MM-DD'))
                       order by pr.delivery_date, pr.id)
                     from preorder_rules pr where pr.combination_id = c.id and pr.is_active),
                    '[]') as preorder_rules,
                  (select json_build_object('price', fi.price, 'quota', fi.quota, 'sold', fi.sold)
                     from flash_sale_items fi join flash_sales fs on fs.id = fi.flash_sale_id
                    where fi.combination_id = c.id and fs.is_active and fs.starts_at <= p_now
                      and fs.ends_at > p_now and fi.sold < fi.quota
                    order by fi.price limit 1) as flash,
                  coalesce((select json_agg(json_build_object(
                       'product_id', component.product_id, 'combination_id', pi.combination_id,
                       'quantity', pi.quantity) order by pi.position, pi.combination_id)
                     from pack_items pi join combinations component on component.id = pi.combination_id
                    where pi.pack_product_id = p.id), '[]') as pack_items
             from combinations c
             join products p on p.id = c.product_id
             join brands b on b.id = p.brand_id
             join categories dc on dc.id = p.default_category_id
            where c.id = any(array(
                    select bl.combination_id from cart_lines bl where bl.cart_id = v_cart.id
                    union
                    select (e.value ->> 'combination_id')::bigint
                      from cart_lines pl cross join jsonb_array_elements(pl.pack) e
                     where pl.cart_id = v_cart.id and pl.pack is not null
                    union
                    select unnest(p_combination_ids)))) fact), '[]'));
   end
   $fn$`;

const STATEMENTS = [
  `create table carts (
     id bigint generated always as identity primary key,
     user_id bigint not null references users(id) on delete cascade,
     status text not null default 'active' check (status in ('active', 'ordered', 'abandoned')),
     address_id bigint references addresses(id) on delete set null,
     store_id integer check (store_id > 0),
     source text check (source is null or length(source) between 1 and 40),
     created_at timestamptz not null default now(),
     updated_at timestamptz not null default now()
   )`,
  `create unique index carts_one_active on carts (user_id) where status = 'active'`,
  `create index carts_user_idx on carts (user_id, created_at desc)`,

  `create table cart_lines (
     id bigint generated always as identity primary key,
     cart_id bigint not null references carts(id) on delete cascade,
     product_id bigint not null references products(id),
     combination_id bigint not null references combinations(id),
     line_key text not null default '',
     quantity integer not null check (quantity between 1 and 20),
     is_pre_order boolean not null default false,
     preorder_rule_id bigint references preorder_rules(id) on delete set null,
     delivery_date date,
     pack jsonb,
     egift_info jsonb,
     is_special_price boolean not null default false,
     special_price_id bigint references special_prices(id) on delete set null,
     is_applied_free_product boolean not null default false,
     free_product_voucher_id bigint references vouchers(id) on delete set null,
     promo_unit_price integer check (promo_unit_price >= 0),
     reference jsonb,
     created_at timestamptz not null default now(),
     updated_at timestamptz not null default now(),
     check (not is_pre_order or delivery_date is not null)
   )`,
  `create unique index cart_lines_entry on cart_lines (cart_id, combination_id, line_key)`,
  `create index cart_lines_cart_idx on cart_lines (cart_id, id)`,

  CART_BAG,

  // Opens the member's one active cart for a change: created on first use (`on conflict` on the
  // partial unique index, so parallel first adds share it) and row-locked for the rest of the
  // transaction; then the bag as `cart_bag` reads it — a new statement, so after a wait for the
  // lock it sees what the previous writer committed. The bag is not money: its transactions
  // commit without waiting for the WAL flush (a crash may lose the last instant's change, never
  // half of one).
  `create function cart_open(
     p_user_id bigint, p_store_id integer, p_source text, p_combination_ids bigint[],
     p_now timestamptz
   ) returns json language plpgsql volatile as $fn$
   declare
     v_cart_id bigint;
   begin
     insert into carts (user_id, store_id, source, created_at, updated_at)
     values (p_user_id, p_store_id, p_source, p_now, p_now)
     on conflict (user_id) where status = 'active' do update
       set updated_at = excluded.updated_at,
           store_id = coalesce(excluded.store_id, carts.store_id),
           source = coalesce(excluded.source, carts.source)
     returning id into v_cart_id;
     perform set_config('synchronous_commit', 'off', true);
     return cart_bag(v_cart_id, null, p_combination_ids, p_now);
   end
   $fn$`,

  // The same for a change to a cart the member names: null unless it is their active cart.
  `create function cart_lock(p_user_id bigint, p_cart_id bigint, p_now timestamptz)
   returns json language plpgsql volatile as $fn$
   declare
     v_cart_id bigint;
   begin
     select id into v_cart_id from carts
      where id = p_cart_id and user_id = p_user_id and status = 'active'
      for update;
     if v_cart_id is null then
       return null;
     end if;
     perform set_config('synchronous_commit', 'off', true);
     return cart_bag(v_cart_id, null, '{}', p_now);
   end
   $fn$`,

  `create table cart_merges (
     user_id bigint not null references users(id) on delete cascade,
     merge_key uuid not null,
     cart_id bigint not null references carts(id) on delete cascade,
     result jsonb not null,
     created_at timestamptz not null default now(),
     primary key (user_id, merge_key)
   )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of STATEMENTS) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function if exists cart_lock(bigint, bigint, timestamptz)`.execute(db);
  await sql`drop function if exists cart_open(bigint, integer, text, bigint[], timestamptz)`.execute(
    db,
  );
  await sql`drop function if exists cart_bag(bigint, bigint, bigint[], timestamptz)`.execute(db);
  await sql`drop table if exists cart_merges`.execute(db);
  await sql`drop table if exists cart_lines`.execute(db);
  await sql`drop table if exists carts`.execute(db);
}
