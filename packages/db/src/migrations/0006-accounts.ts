import { sql, type Kysely } from 'kysely';

/**
 * Members and their sessions. Failed logins are counted on the user row with an atomic
 * increment, so the lockout (3 warn, 4 warn with count, 5 block) holds under parallel attempts.
 * Session tokens are random and only their SHA-256 is stored.
 */
const STATEMENTS = [
  `create table users (
     id bigint generated always as identity primary key,
     email text not null,
     user_name text not null,
     password_hash text,
     first_name text not null default '',
     last_name text not null default '',
     gender text check (gender in ('Female', 'Male')),
     salute text check (salute in ('Ms', 'Mr')),
     phone_no text,
     date_of_birth date,
     acquisition_source text,
     image_url text,
     bio text not null default '',
     social_links jsonb not null default '[]',
     is_agree_to_legal_statements boolean not null default false,
     coachmark_visited text[] not null default '{}',
     is_verified_phone boolean not null default false,
     is_verified_email boolean not null default false,
     role text not null default 'member' check (role in ('member', 'operator')),
     failed_login_count integer not null default 0 check (failed_login_count >= 0),
     locked_at timestamptz,
     removed_at timestamptz,
     created_at timestamptz not null default now(),
     updated_at timestamptz not null default now()
   )`,
  `create unique index users_email_unique on users (lower(email))`,
  `create unique index users_user_name_unique on users (lower(user_name))`,
  `create index users_phone_idx on users (phone_no) where phone_no is not null`,

  `create table sessions (
     id bigint generated always as identity primary key,
     user_id bigint not null references users(id) on delete cascade,
     token_hash text not null unique,
     created_at timestamptz not null default now(),
     expires_at timestamptz not null,
     last_seen_at timestamptz not null default now(),
     revoked_at timestamptz,
     user_agent text,
     ip text
   )`,
  `create index sessions_user_idx on sessions (user_id) where revoked_at is null`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of STATEMENTS) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists sessions`.execute(db);
  await sql`drop table if exists users`.execute(db);
}
