import { sql, type Kysely } from 'kysely';

/**
 * The outbox: every message for a shopper (e-mail, SMS, WhatsApp) is written here in the same
 * transaction as the change that causes it, and a sender delivers it afterwards (SMTP when
 * configured; a development page and the tests read it otherwise).
 *
 * Notify-me: when a combination's stock goes from 0 to more, each pending request becomes one
 * `back_in_stock` message and is marked notified, in the same statement, so none is sent twice.
 */
const STATEMENTS = [
  `create table outbox_messages (
     id bigint generated always as identity primary key,
     channel text not null check (channel in ('email', 'sms', 'whatsapp')),
     recipient text not null,
     template text not null,
     payload jsonb not null default '{}',
     locale text not null default 'id' check (locale in ('id', 'en')),
     created_at timestamptz not null default now(),
     sent_at timestamptz,
     attempts integer not null default 0,
     last_error text
   )`,
  `create index outbox_pending_idx on outbox_messages (created_at) where sent_at is null`,

  `create function kilau_notify_back_in_stock() returns trigger
     language plpgsql as $$
     begin
       with restocked as (
         select n.id from new_rows n
         join old_rows o on o.id = n.id
         where o.stock = 0 and n.stock > 0
       ), due as (
         update notify_me_requests r set notified_at = now()
         from restocked
         where r.combination_id = restocked.id and r.notified_at is null
         returning r.id, r.product_id, r.combination_id, r.email
       )
       insert into outbox_messages (channel, recipient, template, payload)
       select 'email', due.email, 'back_in_stock',
              jsonb_build_object('product_id', due.product_id, 'combination_id', due.combination_id,
                                 'request_id', due.id)
       from due;
       return null;
     end $$`,
  `create trigger combinations_back_in_stock after update on combinations
     referencing new table as new_rows old table as old_rows
     for each statement execute function kilau_notify_back_in_stock()`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of STATEMENTS) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists combinations_back_in_stock on combinations`.execute(db);
  await sql`drop function if exists kilau_notify_back_in_stock()`.execute(db);
  await sql`drop table if exists outbox_messages`.execute(db);
}
