import { sql, type Kysely } from 'kysely';

/**
 * Support tickets (issue 20, docs/design/contact-and-stores.md): each message of the contact
 * form opens a ticket, which support answers from the back office.
 *
 * - `support_tickets`: the shopper's name, e-mail, optional phone and order reference, the topic,
 *   the member when signed in (kept as null when the account goes), the status (open → answered
 *   → closed, reopened to open), `version` for the back office's edits, `reference`
 *   (`CS-2026-000123`, unique), `last_message_at` for the list's order.
 * - `support_ticket_messages`: the thread, the shopper's message first, then support's answers
 *   (the staff member kept as null when the account goes; the audit log keeps the e-mail).
 */
const STATEMENTS = [
  `create table support_tickets (
     id bigserial primary key,
     reference text not null unique,
     user_id bigint references users(id) on delete set null,
     customer_name text not null,
     email text not null,
     phone text,
     subject text not null,
     order_reference text,
     locale text not null default 'id' check (locale in ('id', 'en')),
     status text not null default 'open' check (status in ('open', 'answered', 'closed')),
     version integer not null default 1,
     created_at timestamptz not null,
     updated_at timestamptz not null,
     last_message_at timestamptz not null
   )`,
  `create index support_tickets_status_idx on support_tickets (status, last_message_at desc, id desc)`,
  `create index support_tickets_email_idx on support_tickets (lower(email))`,
  `create table support_ticket_messages (
     id bigserial primary key,
     ticket_id bigint not null references support_tickets(id) on delete cascade,
     author text not null check (author in ('customer', 'staff')),
     staff_id bigint references staff(id) on delete set null,
     staff_name text,
     body text not null,
     created_at timestamptz not null
   )`,
  `create index support_ticket_messages_ticket_idx on support_ticket_messages (ticket_id, id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of STATEMENTS) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists support_ticket_messages`.execute(db);
  await sql`drop table if exists support_tickets`.execute(db);
}
