import { sql, type Kysely } from 'kysely';

/**
 * Returns and refunds (issue 25, docs/design/returns.md).
 *
 * - `return_requests`: a member's request to return goods of a delivered order, and its life
 *   (`requested` → `approved` | `rejected` | `cancelled`; `approved` → `received` →
 *   `refunding` → `refunded`). `reference` is the order's with `-R{n}`. At most one open return
 *   per order (a partial unique index). The refund: `goods_refund` + `shipping_refund` =
 *   `refund_amount`, by `refund_method` — `original` (the gateway's refund call with
 *   `refund_key`, the same key on every try), `bank_transfer` (the member's account; erased
 *   when their account is closed) or `store_credit` (`store_credit_voucher_id`, a personal
 *   voucher).
 * - `return_request_lines`: the order lines and quantities returned, what each refunds, and at
 *   receipt whether it came back sellable (its quantity then goes back to stock).
 * - `return_request_photos`: the member's photos, in the private file area.
 * - `return_request_events`: every step, who took it and when (the order's history shows them).
 * - `vouchers.kind` gains `store_credit`.
 */
const RETURN_STATUSES = `('requested', 'approved', 'rejected', 'cancelled', 'received', 'refunding', 'refunded')`;

const STATEMENTS = [
  `create table return_requests (
     id bigint generated always as identity primary key,
     reference text not null unique check (reference ~ '^[A-Za-z0-9-]{1,60}-R[1-9][0-9]{0,2}$'),
     order_id bigint not null references orders(id) on delete cascade,
     user_id bigint not null references users(id) on delete cascade,
     status text not null default 'requested' check (status in ${RETURN_STATUSES}),
     reason text not null check (reason in ('damaged', 'wrong_item', 'defective', 'allergy', 'other')),
     note text not null default '' check (length(note) <= 1000),
     refund_method text not null check (refund_method in ('original', 'bank_transfer', 'store_credit')),
     bank_code text,
     account_number text check (account_number ~ '^[0-9]{6,20}$'),
     account_name text check (length(account_name) between 3 and 100),
     goods_refund integer not null check (goods_refund >= 0),
     shipping_refund integer not null default 0 check (shipping_refund >= 0),
     refund_amount integer not null check (refund_amount = goods_refund + shipping_refund),
     instructions text check (length(instructions) <= 2000),
     rejection_reason text check (length(rejection_reason) <= 1000),
     refund_key text unique,
     gateway_refund_id text,
     transfer_reference text check (length(transfer_reference) <= 100),
     store_credit_voucher_id bigint references vouchers(id) on delete set null,
     points_taken_back integer not null default 0 check (points_taken_back >= 0),
     created_at timestamptz not null,
     updated_at timestamptz not null,
     approved_at timestamptz,
     rejected_at timestamptz,
     cancelled_at timestamptz,
     received_at timestamptz,
     refunded_at timestamptz
   )`,
  `create unique index return_requests_one_open on return_requests (order_id)
     where status in ('requested', 'approved', 'received', 'refunding')`,
  `create index return_requests_status_idx on return_requests (status, created_at, id)`,
  `create index return_requests_user_idx on return_requests (user_id, created_at desc)`,

  `create table return_request_lines (
     return_id bigint not null references return_requests(id) on delete cascade,
     order_line_id bigint not null references order_lines(id) on delete cascade,
     combination_id bigint not null references combinations(id),
     quantity integer not null check (quantity > 0),
     refund integer not null check (refund >= 0),
     sellable boolean,
     position smallint not null,
     primary key (return_id, order_line_id)
   )`,
  `create index return_request_lines_order_line_idx on return_request_lines (order_line_id)`,

  `create table return_request_photos (
     id bigint generated always as identity primary key,
     return_id bigint not null references return_requests(id) on delete cascade,
     storage_key text not null unique,
     content_type text not null,
     created_at timestamptz not null
   )`,
  `create index return_request_photos_return_idx on return_request_photos (return_id, id)`,

  `create table return_request_events (
     id bigint generated always as identity primary key,
     return_id bigint not null references return_requests(id) on delete cascade,
     status text not null check (status in ${RETURN_STATUSES}),
     note text,
     staff_id bigint references staff(id) on delete set null,
     at timestamptz not null
   )`,
  `create index return_request_events_return_idx on return_request_events (return_id, id)`,

  `alter table vouchers drop constraint vouchers_kind_check`,
  `alter table vouchers add constraint vouchers_kind_check
     check (kind in ('manual', 'welcome', 'lucky_draw', 'store_credit'))`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of STATEMENTS) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists return_request_events`.execute(db);
  await sql`drop table if exists return_request_photos`.execute(db);
  await sql`drop table if exists return_request_lines`.execute(db);
  await sql`drop table if exists return_requests`.execute(db);
  await sql`delete from vouchers where kind = 'store_credit'`.execute(db);
  await sql`alter table vouchers drop constraint vouchers_kind_check`.execute(db);
  await sql`alter table vouchers add constraint vouchers_kind_check
    check (kind in ('manual', 'welcome', 'lucky_draw'))`.execute(db);
}
