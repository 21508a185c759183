import { sql, type Kysely } from 'kysely';

/**
 * Order actions (issue 8):
 * - `order_payment_confirmations`: a member's confirmation of a bank transfer (000 §3 "Payment
 *   confirmation"): the bank and account it was sent from and the receipt, stored through the
 *   upload port under `receipt_key` (re-encoded, so its content type is the stored copy's). One
 *   per order: the order moves from 'Awaiting bank wire payment' to 'Payment confirm' with it.
 * - `orders.payment_retried_at`: when the member last asked for a new e-wallet payment attempt
 *   (OVO push, GoPay retry), so that a double click does not start two attempts.
 */
const STATEMENTS = [
  `create table order_payment_confirmations (
     id bigint generated always as identity primary key,
     order_id bigint not null unique references orders(id) on delete cascade,
     bank_name text not null check (length(bank_name) between 1 and 60),
     account_name text not null check (length(account_name) between 1 and 100),
     receipt_key text not null,
     receipt_content_type text not null,
     created_at timestamptz not null
   )`,
  `alter table orders add column payment_retried_at timestamptz`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of STATEMENTS) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw(`alter table orders drop column if exists payment_retried_at`).execute(db);
  await sql.raw(`drop table if exists order_payment_confirmations`).execute(db);
}
