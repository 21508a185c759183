import { sql, type Kysely } from 'kysely';

/**
 * The order's life after payment (issue 8, design/order-life-after-payment.md).
 *
 * - `users.role` (member | operator) already exists since migration 0006; the operator API
 *   reads it through the session.
 * - `order_shipments`: the parcel an order became when it shipped — one per order — booked with
 *   a carrier through the carrier port (design/order-life-after-payment.md), with the tracking number the carrier gave
 *   (unique across carriers), where it left from and goes to (snapshots, as the order keeps its
 *   address), and what happened to it: `milestones` lists every hand-over the shop recorded
 *   (`shipped`, `undelivered`, `reshipped`, `delivered`, `returned`, each `{ kind, at }`), the
 *   `*_at` columns keep the latest of each for queries.
 * - Beauty points earned by an order are written once: a partial unique index on the ledger's
 *   `order_ref` for `order_earned`, and likewise for `order_returned` (the points a return takes
 *   back), a reason this migration adds.
 * - The operator's queue lists orders by state, newest first.
 */
const STATEMENTS = [
  `create table order_shipments (
     id bigint generated always as identity primary key,
     order_id bigint not null unique references orders(id) on delete cascade,
     carrier_code text not null references shipping_carriers(code) on delete restrict,
     carrier_name text not null check (carrier_name <> ''),
     service text not null check (service <> ''),
     tracking_number text not null unique check (tracking_number ~ '^[A-Z0-9-]{8,40}$'),
     origin jsonb not null,
     destination jsonb not null,
     milestones jsonb not null default '[]' check (jsonb_typeof(milestones) = 'array'),
     shipped_at timestamptz not null,
     delivered_at timestamptz,
     undelivered_at timestamptz,
     returned_at timestamptz,
     check (delivered_at is null or delivered_at >= shipped_at),
     check (undelivered_at is null or undelivered_at >= shipped_at),
     check (returned_at is null or returned_at >= shipped_at)
   )`,

  `alter table point_ledger drop constraint point_ledger_reason_check`,
  `alter table point_ledger add constraint point_ledger_reason_check check (reason in
     ('cart_hold', 'cart_release', 'order_earned', 'order_refund', 'order_returned',
      'welcome_bonus', 'adjustment'))`,
  `create unique index point_ledger_earned_once on point_ledger (order_ref)
     where reason = 'order_earned'`,
  `create unique index point_ledger_returned_once on point_ledger (order_ref)
     where reason = 'order_returned'`,

  `create index orders_state_idx on orders (state_id, created_at desc)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of STATEMENTS) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists orders_state_idx`.execute(db);
  await sql`drop index if exists point_ledger_returned_once`.execute(db);
  await sql`drop index if exists point_ledger_earned_once`.execute(db);
  await sql`delete from point_ledger where reason = 'order_returned'`.execute(db);
  await sql`alter table point_ledger drop constraint point_ledger_reason_check`.execute(db);
  await sql`alter table point_ledger add constraint point_ledger_reason_check check (reason in
    ('cart_hold', 'cart_release', 'order_earned', 'order_refund', 'welcome_bonus', 'adjustment'))`.execute(
    db,
  );
  await sql`drop table if exists order_shipments`.execute(db);
}
