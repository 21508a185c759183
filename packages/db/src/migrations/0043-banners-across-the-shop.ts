import { sql, type Kysely } from 'kysely';

/**
 * Banners across the shop (issue 20, docs/design/banners.md): a popup banner may be limited to
 * the pages under one path (`/campaign/glow-up-week`; null shows it on every shop page), and a
 * campaign shown as the web's floating round icon (`is_display_icon_web`) has its own square
 * picture for it (null: the shop draws a plain icon).
 */
const STATEMENTS = [
  `alter table banners add column page_path text`,
  `alter table campaigns add column icon_url text`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of STATEMENTS) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table campaigns drop column if exists icon_url`.execute(db);
  await sql`alter table banners drop column if exists page_path`.execute(db);
}
