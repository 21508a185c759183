import { sql, type Kysely } from 'kysely';

/**
 * The shop's content pages, edited in the back office (issue 20, docs/design/content.md).
 *
 * - `content_pages`: one row per page: its stable `key`, the storefront `path` it shows at
 *   (unique), its `kind` (`page` or `faq`), `published_at` (null: never published or
 *   unpublished, so shoppers get a 404), the `version` an edit names (409 on a stale one), and
 *   who changed it last.
 * - `content_page_texts`: a page's words, one row per language (`id`, `en`) and stage
 *   (`draft`, `published`): title, description and Markdown body. Saving writes the draft rows;
 *   publishing copies draft → published; unpublishing removes the published rows.
 */
const STATEMENTS = [
  `create table content_pages (
     id bigint generated always as identity primary key,
     key text not null unique,
     path text not null unique,
     kind text not null check (kind in ('page', 'faq')),
     published_at timestamptz,
     version integer not null default 1,
     created_at timestamptz not null,
     updated_at timestamptz not null,
     updated_by bigint references staff(id) on delete set null
   )`,
  `create table content_page_texts (
     page_id bigint not null references content_pages(id) on delete cascade,
     locale text not null check (locale in ('id', 'en')),
     stage text not null check (stage in ('draft', 'published')),
     title text not null,
     description text not null default '',
     body text not null default '',
     primary key (page_id, stage, locale)
   )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of STATEMENTS) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists content_page_texts`.execute(db);
  await sql`drop table if exists content_pages`.execute(db);
}
