import { sql, type Kysely } from 'kysely';

/**
 * Orders (issue 7, design/checkout-and-payment.md):
 * - `order_states`: the shop's order states, named as the storefront groups them (000 §4 "Order
 *   status groups", matched on the name) with a colour.
 * - `orders`: one per placed cart (`cart_id` unique — a double click without an idempotency key
 *   cannot make two orders of one cart), with the money as it was agreed, the delivery address
 *   and shipping service as they were, and the payment's state. `released_at` marks the one time
 *   an unpaid order gave back its stock, quotas, voucher and points. `payment_ref` is the
 *   gateway's order id for the payment attempt in force: the reference code, then `-2`, `-3`…
 *   after a change of method or a new OVO push (a gateway takes each order id once).
 * - `order_lines`, `order_free_products`: what was bought, priced and described as at placement.
 * - `order_state_histories`: every state the order went through.
 * Placement's `Idempotency-Key`s use the foundation's `idempotency_keys` (scope `order:{user}`).
 */
const STATEMENTS = [
  `create table order_states (
     id smallint primary key,
     name text not null unique,
     color text not null
   )`,
  `insert into order_states (id, name, color) values
     (1, 'Order created', '#b7791f'),
     (2, 'Awaiting bank wire payment', '#b7791f'),
     (3, 'Payment confirm', '#2b6cb0'),
     (4, 'Payment accepted', '#2f855a'),
     (5, 'Picking in progress', '#2b6cb0'),
     (6, 'Packed', '#2b6cb0'),
     (7, 'Delivery slip printed', '#2b6cb0'),
     (8, 'Shipped', '#6b46c1'),
     (9, 'Delivered', '#2f855a'),
     (10, 'Undelivered', '#c53030'),
     (11, 'Cancelled', '#718096'),
     (12, 'Payment Failure', '#c53030'),
     (13, 'Refund', '#718096'),
     (14, 'Return', '#718096'),
     (15, 'Order verified', '#2b6cb0')`,

  `create table orders (
     id bigint generated always as identity primary key,
     reference_code text not null unique,
     user_id bigint not null references users(id),
     cart_id bigint not null unique references carts(id),
     state_id smallint not null references order_states(id),
     order_source text not null default 'website',
     store_id integer,
     subtotal integer not null check (subtotal >= 0),
     voucher_id bigint references vouchers(id),
     voucher_code text,
     voucher_discount integer not null default 0 check (voucher_discount >= 0),
     points_used integer not null default 0 check (points_used >= 0),
     points_discount integer not null default 0 check (points_discount >= 0),
     bank_promotion_id bigint,
     bank_promotion_discount integer not null default 0 check (bank_promotion_discount >= 0),
     shipping_fee integer not null default 0 check (shipping_fee >= 0),
     shipping_discount integer not null default 0 check (shipping_discount >= 0),
     total_paid integer not null check (total_paid >= 0),
     weight_grams integer not null default 0,
     address_id bigint references addresses(id) on delete set null,
     delivery_address jsonb not null,
     shipping jsonb not null,
     payment_method text not null,
     payment_type text,
     payment_ref text not null unique,
     payment_attempt integer not null default 1 check (payment_attempt >= 1),
     payment jsonb not null default '{}',
     payment_status text not null default 'pending',
     gateway_transaction_id text,
     is_payment_method_change boolean not null default false,
     is_payment_failed boolean not null default false,
     payment_due_at timestamptz not null,
     paid_at timestamptz,
     cancelled_at timestamptz,
     cancellation_reason text,
     released_at timestamptz,
     created_at timestamptz not null,
     updated_at timestamptz not null,
     check (total_paid = subtotal - voucher_discount - points_discount - bank_promotion_discount
                         + shipping_fee - shipping_discount)
   )`,
  `create index orders_user_idx on orders (user_id, created_at desc)`,
  `create index orders_unpaid_due_idx on orders (payment_due_at)
     where payment_status = 'pending' and released_at is null`,

  `create table order_lines (
     id bigint generated always as identity primary key,
     order_id bigint not null references orders(id) on delete cascade,
     product_id bigint not null references products(id),
     combination_id bigint not null references combinations(id),
     quantity integer not null check (quantity > 0),
     unit_price integer not null check (unit_price >= 0),
     list_price integer not null check (list_price >= 0),
     total_price integer not null check (total_price >= 0),
     is_pre_order boolean not null default false,
     preorder_rule_id bigint references preorder_rules(id),
     delivery_date date,
     pack jsonb,
     egift_info jsonb,
     is_special_price boolean not null default false,
     special_price_id bigint,
     is_applied_free_product boolean not null default false,
     free_product_voucher_id bigint,
     flash_sale_id bigint references flash_sales(id) on delete set null,
     detail jsonb not null
   )`,
  `create index order_lines_order_idx on order_lines (order_id)`,

  `create table order_free_products (
     order_id bigint not null references orders(id) on delete cascade,
     product_id bigint not null references products(id),
     combination_id bigint not null references combinations(id),
     quantity integer not null check (quantity > 0),
     source text not null,
     voucher_id bigint,
     detail jsonb not null,
     primary key (order_id, combination_id, source)
   )`,

  // A paid order cancelled before it was packed is owed its money back: the refund to make.
  `create table order_refunds (
     id bigint generated always as identity primary key,
     order_id bigint not null unique references orders(id) on delete cascade,
     amount integer not null check (amount > 0),
     status text not null default 'pending' check (status in ('pending', 'refunded')),
     reason text not null,
     created_at timestamptz not null,
     refunded_at timestamptz
   )`,

  `create table order_state_histories (
     id bigint generated always as identity primary key,
     order_id bigint not null references orders(id) on delete cascade,
     state_id smallint not null references order_states(id),
     note text,
     created_at timestamptz not null
   )`,
  `create index order_state_histories_order_idx on order_state_histories (order_id, id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of STATEMENTS) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'order_state_histories',
    'order_refunds',
    'order_free_products',
    'order_lines',
    'orders',
    'order_states',
  ]) {
    await sql.raw(`drop table if exists ${table}`).execute(db);
  }
}
