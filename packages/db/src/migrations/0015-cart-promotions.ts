import { sql, type Kysely } from 'kysely';

/**
 * The bag's promotions (000 §3 Voucher, §4, §5; design/the-bag.md decisions 5–7, 9).
 *
 * - `voucher_holds`: a voucher applied to a cart holds one use of its quota. A hold is taken under
 *   the voucher's row lock, counting live holds (`expires_at` ahead) plus uses (`used_at` set)
 *   against `quota_total` and `quota_per_user`; it lives 30 minutes and is refreshed while the
 *   bag is read. Placing the order (issue 7) sets `used_at` and `order_ref`: the hold becomes the
 *   use, so the holds table is also the voucher's use history.
 * - `point_balances` + `point_ledger`: beauty points as a ledger; the balance never goes below
 *   zero and always equals the ledger's sum (both written in one transaction).
 * - `carts` gains the applied promotions: a voucher, points, a free-product voucher (exclusive
 *   with each other) and the paper-bag voucher (an add-on that survives the others).
 * - Free-product vouchers (`discount_type 'free_product'`) name the combination they give.
 * - `gifts_with_purchase`: a gift (a `gwp_non_sellable` product) given when the bag's in-scope
 *   lines reach a minimum.
 */
const STATEMENTS = [
  `alter table vouchers drop constraint vouchers_discount_type_check`,
  `alter table vouchers add constraint vouchers_discount_type_check
     check (discount_type in ('amount', 'percentage', 'free_shipping', 'free_product'))`,
  `alter table vouchers
     add column free_combination_id bigint references combinations(id) on delete restrict,
     add column free_quantity smallint not null default 1 check (free_quantity between 1 and 5),
     add constraint vouchers_free_product_combination
       check ((discount_type = 'free_product') = (free_combination_id is not null))`,
  `create index vouchers_public_idx on vouchers (discount_type, id) where is_active and not is_assigned_only`,

  `create table voucher_holds (
     id bigint generated always as identity primary key,
     voucher_id bigint not null references vouchers(id) on delete cascade,
     user_id bigint not null references users(id) on delete cascade,
     cart_id bigint not null references carts(id) on delete cascade,
     member_voucher_id bigint references member_vouchers(id) on delete set null,
     created_at timestamptz not null,
     expires_at timestamptz not null,
     used_at timestamptz,
     order_ref text,
     check (expires_at > created_at),
     check ((used_at is null) = (order_ref is null))
   )`,
  // One live hold of a voucher per cart; the quota counts scan by voucher and by member.
  `create unique index voucher_holds_cart_live on voucher_holds (cart_id, voucher_id) where used_at is null`,
  `create index voucher_holds_voucher_idx on voucher_holds (voucher_id, expires_at)`,
  `create index voucher_holds_user_idx on voucher_holds (user_id, voucher_id)`,

  `create table point_balances (
     user_id bigint primary key references users(id) on delete cascade,
     balance integer not null default 0 check (balance >= 0),
     updated_at timestamptz not null
   )`,
  `create table point_ledger (
     id bigint generated always as identity primary key,
     user_id bigint not null references users(id) on delete cascade,
     delta integer not null check (delta <> 0),
     reason text not null check (reason in
       ('cart_hold', 'cart_release', 'order_earned', 'order_refund', 'welcome_bonus', 'adjustment')),
     cart_id bigint references carts(id) on delete set null,
     order_ref text,
     created_at timestamptz not null
   )`,
  `create index point_ledger_user_idx on point_ledger (user_id, created_at desc, id desc)`,

  `alter table carts
     add column voucher_id bigint references vouchers(id) on delete set null,
     add column points_applied integer not null default 0 check (points_applied >= 0),
     add column free_product_voucher_id bigint references vouchers(id) on delete set null,
     add column paper_bag_voucher_id bigint references vouchers(id) on delete set null,
     add constraint carts_one_promotion_option check (
       (voucher_id is not null)::int + (points_applied > 0)::int
         + (free_product_voucher_id is not null)::int <= 1
     )`,

  `create table gifts_with_purchase (
     id bigint generated always as identity primary key,
     name text not null check (name <> ''),
     combination_id bigint not null references combinations(id) on delete cascade,
     quantity smallint not null default 1 check (quantity between 1 and 5),
     min_amount integer not null default 0 check (min_amount >= 0),
     scope text not null default 'any' check (scope in ('any', 'brand', 'category', 'product')),
     scope_ids bigint[] not null default '{}',
     starts_at timestamptz not null,
     ends_at timestamptz not null,
     is_active boolean not null default true,
     position integer not null default 0,
     check (ends_at > starts_at),
     check ((scope = 'any') = (cardinality(scope_ids) = 0))
   )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of STATEMENTS) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists gifts_with_purchase`.execute(db);
  await sql`alter table carts
    drop constraint if exists carts_one_promotion_option,
    drop column if exists paper_bag_voucher_id,
    drop column if exists free_product_voucher_id,
    drop column if exists points_applied,
    drop column if exists voucher_id`.execute(db);
  await sql`drop table if exists point_ledger`.execute(db);
  await sql`drop table if exists point_balances`.execute(db);
  await sql`drop table if exists voucher_holds`.execute(db);
  await sql`drop index if exists vouchers_public_idx`.execute(db);
  await sql`delete from vouchers where discount_type = 'free_product'`.execute(db);
  await sql`alter table vouchers
    drop constraint if exists vouchers_free_product_combination,
    drop column if exists free_quantity,
    drop column if exists free_combination_id,
    drop constraint vouchers_discount_type_check`.execute(db);
  await sql`alter table vouchers add constraint vouchers_discount_type_check
    check (discount_type in ('amount', 'percentage', 'free_shipping'))`.execute(db);
}
