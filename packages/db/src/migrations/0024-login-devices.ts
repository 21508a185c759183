import { sql, type Kysely } from 'kysely';

/**
 * Browsers a member has signed in from (ADR 0015): each keeps its own failed-login count, so a
 * lockout caused elsewhere does not lock the member out on their own device. Reset links are
 * counted per member and hour (the index below).
 */
const STATEMENTS = [
  `create table login_devices (
     user_id bigint not null references users(id) on delete cascade,
     device_hash text not null,
     failed_login_count integer not null default 0,
     locked_at timestamptz,
     created_at timestamptz not null,
     last_login_at timestamptz not null,
     primary key (user_id, device_hash)
   )`,
  `create index password_resets_user_created_idx on password_resets (user_id, created_at)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of STATEMENTS) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists password_resets_user_created_idx`.execute(db);
  await sql`drop table if exists login_devices`.execute(db);
}
