import { sql, type Kysely } from 'kysely';

/**
 * Payment notifications are deduplicated on what was applied, not on what arrived (issue 14,
 * design/checkout-and-payment.md). The unique key of migration 0017 held every notification, so one that was refused
 * (a wrong amount) or ignored made the genuine report with the same fields look like a replay.
 * Now a row takes the key while its transaction applies it (`outcome` still null) and keeps it
 * only when it was applied; a refused or ignored report leaves the key free. Parallel replays of
 * one report still wait on the first and then find it applied.
 *
 * Refunds owed are listed for the operator by status, oldest first.
 */
const STATEMENTS = [
  `alter table payment_notifications drop constraint payment_notifications_once`,
  `create unique index payment_notifications_applied_once
     on payment_notifications (order_ref, transaction_id, transaction_status, status_code, fraud_status)
     where outcome is null or outcome = 'applied'`,
  `create index order_refunds_status_idx on order_refunds (status, created_at, id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of STATEMENTS) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists order_refunds_status_idx`.execute(db);
  await sql`drop index if exists payment_notifications_applied_once`.execute(db);
  // The old key cannot hold refused duplicates: keep the first row of each.
  await sql`delete from payment_notifications a using payment_notifications b
    where a.id > b.id and a.order_ref = b.order_ref and a.transaction_id = b.transaction_id
      and a.transaction_status = b.transaction_status and a.status_code = b.status_code
      and a.fraud_status = b.fraud_status`.execute(db);
  await sql`alter table payment_notifications add constraint payment_notifications_once
    unique (order_ref, transaction_id, transaction_status, status_code, fraud_status)`.execute(db);
}
