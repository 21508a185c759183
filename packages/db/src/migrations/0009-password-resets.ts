import { sql, type Kysely } from 'kysely';

/** Password reset links: single use, short-lived, stored only as a hash of their code. */
const STATEMENTS = [
  `create table password_resets (
     id bigint generated always as identity primary key,
     user_id bigint not null references users(id) on delete cascade,
     code_hash text not null unique,
     created_at timestamptz not null default now(),
     expires_at timestamptz not null,
     used_at timestamptz
   )`,
  `create index password_resets_user_idx on password_resets (user_id) where used_at is null`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of STATEMENTS) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists password_resets`.execute(db);
}
