import { sql, type Kysely } from 'kysely';

/**
 * Search history (001 §3 "Search history keyword", §7 search-history-keywords and -clicks).
 *
 * Keywords: each member's recent searches, one row per search whatever its case. `keyword_key`
 * is the domain's comparison form (normalised, lower-cased), computed by the API rather than by
 * `lower()`, whose result depends on the database's locale (PGlite and a C-locale server only
 * lower-case ASCII). A repeat search updates the row's `searched_at` (and its spelling); the API
 * prunes a member's oldest rows beyond a bound in the same transaction.
 *
 * Clicks: which recent search, suggestion or result a shopper followed (guests too). They keep
 * the keyword's text, so a click outlives the history row it came from.
 */
const STATEMENTS = [
  `create table search_history_keywords (
     id bigint generated always as identity primary key,
     user_id bigint not null references users(id) on delete cascade,
     keyword text not null check (keyword <> '' and char_length(keyword) <= 100),
     keyword_key text not null check (keyword_key <> ''),
     searched_at timestamptz not null default now()
   )`,
  `create unique index search_history_keywords_key_idx on search_history_keywords (user_id, keyword_key)`,
  `create index search_history_keywords_recent_idx on search_history_keywords (user_id, searched_at desc, id desc)`,

  `create table search_history_clicks (
     id bigint generated always as identity primary key,
     user_id bigint references users(id) on delete set null,
     keyword text not null check (keyword <> '' and char_length(keyword) <= 100),
     keyword_id bigint,
     product_id bigint references products(id) on delete set null,
     position integer check (position >= 1),
     source text not null check (source in ('history', 'suggestion', 'result')),
     clicked_at timestamptz not null default now()
   )`,
  `create index search_history_clicks_clicked_idx on search_history_clicks (clicked_at)`,
  `create index search_history_clicks_product_idx on search_history_clicks (product_id, clicked_at) where product_id is not null`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of STATEMENTS) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists search_history_clicks`.execute(db);
  await sql`drop table if exists search_history_keywords`.execute(db);
}
