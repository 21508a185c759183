import { sql, type Kysely } from 'kysely';

/**
 * The sandbox gateway's refunds (design/checkout-and-payment.md, "Refunds"): what Midtrans'
 * `POST /v2/{order_id}/refund` answers, kept by the built-in sandbox. With real Midtrans keys the
 * table stays empty, like the rest of the sandbox's ledger.
 *
 * - `gateway_refunds`: one row per refund of a `gateway_transactions` row, named by the merchant's
 *   `refund_key` — unique, so the same key again answers the first refund (Midtrans' idempotency)
 *   and never moves money twice, even when calls race. `amount` is integer rupiah; the refunds of a
 *   transaction never add up to more than its `gross_amount` (checked under the transaction's row
 *   lock). `transaction_status` is what the refund left the transaction at (`partial_refund`, or
 *   `refund` once all of it is back), so a repeated call answers exactly the first answer. The
 *   row's `id` is Midtrans' `refund_chargeback_id`.
 * - `gateway_transactions_live_order` now also counts `partial_refund` and `refund` as live: a
 *   paid order id stays taken after its money went back, as on Midtrans.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table gateway_refunds (
     id bigint generated always as identity primary key,
     transaction_id uuid not null references gateway_transactions (transaction_id),
     refund_key text not null unique check (length(refund_key) between 1 and 100),
     amount integer not null check (amount > 0),
     reason text not null default '' check (length(reason) <= 255),
     transaction_status text not null check (transaction_status in ('partial_refund', 'refund')),
     created_at timestamptz not null
   )`.execute(db);
  await sql`create index gateway_refunds_transaction_idx
     on gateway_refunds (transaction_id, id)`.execute(db);
  await sql`drop index gateway_transactions_live_order`.execute(db);
  await sql`create unique index gateway_transactions_live_order on gateway_transactions (order_ref)
     where status in ('pending', 'authorize', 'capture', 'settlement', 'challenge',
                      'partial_refund', 'refund')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index gateway_transactions_live_order`.execute(db);
  await sql`create unique index gateway_transactions_live_order on gateway_transactions (order_ref)
     where status in ('pending', 'authorize', 'capture', 'settlement', 'challenge')`.execute(db);
  await sql`drop table if exists gateway_refunds`.execute(db);
}
