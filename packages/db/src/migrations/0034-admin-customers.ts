import { sql, type Kysely } from 'kysely';

/**
 * The back office's customers (issue 18, docs/design/back-office.md): a member the shop suspends
 * (`suspended_at`: no sign-in of any kind until lifted; apart from `locked_at`, the lockout of
 * wrong passwords that a password reset lifts), and the member's `version`, which the back
 * office's writes bump for their optimistic check.
 */
const STATEMENTS = [
  `alter table users add column suspended_at timestamptz`,
  `alter table users add column version integer not null default 1`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of STATEMENTS) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users drop column if exists version`.execute(db);
  await sql`alter table users drop column if exists suspended_at`.execute(db);
}
