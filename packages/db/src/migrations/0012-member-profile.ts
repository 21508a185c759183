import { sql, type Kysely } from 'kysely';

/**
 * The rest of a member's profile (001 §3, §7): preferences (a typed object kept as jsonb, parsed
 * by the domain's schema), the moment the legal statements were accepted, beauty and interest
 * tags from the catalogue's `tags`, and the social identities (Google, Facebook) a member signs
 * in with. An identity is the provider's stable subject id, never its e-mail.
 */
const STATEMENTS = [
  `alter table users add column preferences jsonb not null default '{}'`,
  `alter table users add column legal_statements_agreed_at timestamptz`,

  `create table user_tags (
     user_id bigint not null references users(id) on delete cascade,
     tag_id bigint not null references tags(id) on delete cascade,
     type text not null check (type in ('beauty', 'interest')),
     created_at timestamptz not null default now(),
     primary key (user_id, tag_id)
   )`,
  `create index user_tags_tag_idx on user_tags (tag_id)`,

  `create table user_identities (
     id bigint generated always as identity primary key,
     user_id bigint not null references users(id) on delete cascade,
     provider text not null check (provider in ('google', 'facebook')),
     subject text not null check (subject <> ''),
     email text,
     created_at timestamptz not null default now(),
     last_login_at timestamptz,
     unique (provider, subject),
     unique (user_id, provider)
   )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of STATEMENTS) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists user_identities`.execute(db);
  await sql`drop table if exists user_tags`.execute(db);
  await sql`alter table users drop column if exists legal_statements_agreed_at`.execute(db);
  await sql`alter table users drop column if exists preferences`.execute(db);
}
