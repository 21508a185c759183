import { sql, type Kysely } from 'kysely';

/**
 * Banners and campaigns edited in the back office (issue 18, docs/design/back-office.md): each
 * row carries the `version` an edit was read at, so a second staff member's stale save answers
 * 409 instead of overwriting the first one's.
 */
const STATEMENTS = [
  `alter table banners add column version integer not null default 1`,
  `alter table campaigns add column version integer not null default 1`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of STATEMENTS) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table campaigns drop column if exists version`.execute(db);
  await sql`alter table banners drop column if exists version`.execute(db);
}
