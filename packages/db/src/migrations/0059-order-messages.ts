import { sql, type Kysely } from 'kysely';

/**
 * Order messages (issue 25, docs/design/order-messages.md): the outbox learns three things.
 *
 * - `dedupe_key`: one message per event and channel. Each producer names its event
 *   (`order-state:{history id}:email`, `order:{id}:placed:{attempt}:whatsapp`…) and inserts with
 *   `on conflict do nothing`, so a retried request, a second instance or a job's second pass
 *   never writes it twice.
 * - `order_id`: the order a message is about, for the back office's list of an order's messages.
 * - `next_attempt_at`: when the sender may take the row (null: at once). A claim moves it a lease
 *   ahead (a sender that dies mid-send leaves the row to another after the lease), a failure moves
 *   it by the backoff (1 min, 5 min, 30 min, 2 h).
 *
 * `orders.payment_reminder_attempt`: the payment attempt the reminder was written for; the job's
 * conditional update takes each attempt once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table outbox_messages
     add column dedupe_key text check (length(dedupe_key) <= 200),
     add column order_id bigint references orders (id) on delete set null,
     add column next_attempt_at timestamptz`.execute(db);
  await sql`alter table outbox_messages
     add constraint outbox_messages_dedupe_key_key unique (dedupe_key)`.execute(db);
  await sql`create index outbox_messages_order_idx on outbox_messages (order_id, id)
     where order_id is not null`.execute(db);
  await sql`drop index if exists outbox_pending_idx`.execute(db);
  await sql`create index outbox_due_idx on outbox_messages (next_attempt_at nulls first, id)
     where sent_at is null`.execute(db);
  await sql`alter table orders add column payment_reminder_attempt integer`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table orders drop column if exists payment_reminder_attempt`.execute(db);
  await sql`drop index if exists outbox_due_idx`.execute(db);
  await sql`drop index if exists outbox_messages_order_idx`.execute(db);
  await sql`alter table outbox_messages
     drop constraint if exists outbox_messages_dedupe_key_key,
     drop column if exists dedupe_key,
     drop column if exists order_id,
     drop column if exists next_attempt_at`.execute(db);
  await sql`create index outbox_pending_idx on outbox_messages (created_at)
     where sent_at is null`.execute(db);
}
