import { sql, type Kysely } from 'kysely';

/**
 * The support chat (issue 24, docs/design/support-chat.md): a member's conversations and their
 * messages, kept as the transcript. One open conversation per member at a time (a partial
 * unique index); the desk takes a waiting one by a conditional update on `status`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table support_chats (
     id bigint generated always as identity primary key,
     user_id bigint not null references users (id) on delete cascade,
     status text not null check (status in ('bot', 'waiting', 'live', 'closed')),
     staff_id integer references staff (id) on delete set null,
     created_at timestamptz not null,
     updated_at timestamptz not null,
     last_message_at timestamptz not null
   )`.execute(db);
  await sql`create unique index support_chats_open_idx on support_chats (user_id)
    where status <> 'closed'`.execute(db);
  await sql`create index support_chats_desk_idx on support_chats (status, last_message_at)
    where status in ('waiting', 'live')`.execute(db);
  await sql`create table support_chat_messages (
     id bigint generated always as identity primary key,
     chat_id bigint not null references support_chats (id) on delete cascade,
     author text not null check (author in ('member', 'bot', 'staff')),
     staff_id integer references staff (id) on delete set null,
     body text not null,
     faq_question text,
     faq_path text,
     offers_handover boolean not null default false,
     created_at timestamptz not null
   )`.execute(db);
  await sql`create index support_chat_messages_chat_idx on support_chat_messages (chat_id, id)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists support_chat_messages`.execute(db);
  await sql`drop table if exists support_chats`.execute(db);
}
