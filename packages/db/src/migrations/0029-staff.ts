import { sql, type Kysely } from 'kysely';

/**
 * The back office's people (docs/design/back-office.md): staff accounts apart from members, their
 * sessions (password, then the authenticator's code), and the audit log of every admin write.
 */
const STATEMENTS = [
  `create table staff (
     id bigserial primary key,
     email text not null unique check (email = lower(email)),
     name text not null,
     role text not null check (role in ('admin', 'merchandiser', 'operations', 'support', 'content')),
     password_hash text not null,
     totp_secret text,
     totp_enabled_at timestamptz,
     totp_last_step bigint,
     locked_at timestamptz,
     version integer not null default 1,
     created_at timestamptz not null,
     updated_at timestamptz not null
   )`,
  `create table staff_sessions (
     id bigserial primary key,
     staff_id bigint not null references staff(id) on delete cascade,
     token_hash text not null unique,
     stage text not null check (stage in ('password', 'full')),
     failed_codes integer not null default 0,
     created_at timestamptz not null,
     last_seen_at timestamptz not null,
     expires_at timestamptz not null,
     revoked_at timestamptz,
     ip text,
     user_agent text
   )`,
  `create index staff_sessions_staff_idx on staff_sessions (staff_id) where revoked_at is null`,
  `create table audit_log (
     id bigserial primary key,
     at timestamptz not null,
     staff_id bigint references staff(id) on delete set null,
     staff_email text not null,
     action text not null,
     entity text not null,
     entity_id text not null,
     before jsonb,
     after jsonb,
     ip text,
     request_id text
   )`,
  `create index audit_log_at_idx on audit_log (at desc, id desc)`,
  `create index audit_log_entity_idx on audit_log (entity, entity_id, at desc)`,
  `create index audit_log_staff_idx on audit_log (staff_id, at desc)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of STATEMENTS) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists audit_log`.execute(db);
  await sql`drop table if exists staff_sessions`.execute(db);
  await sql`drop table if exists staff`.execute(db);
}
