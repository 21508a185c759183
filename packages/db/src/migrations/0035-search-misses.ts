import { sql, type Kysely } from 'kysely';

/**
 * Searches that found nothing (issue 18, the back office's dashboard): one row per normalised
 * term and WIB day, counted in memory by the API and added in one upsert per flush (like
 * `product_views_daily`), so a popular miss never serialises requests on one row.
 */
const STATEMENTS = [
  `create table search_misses (
     term_normalized text not null check (length(term_normalized) between 1 and 100),
     day date not null,
     count integer not null default 0 check (count >= 0),
     primary key (term_normalized, day)
   )`,
  `create index search_misses_day_idx on search_misses (day)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of STATEMENTS) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists search_misses`.execute(db);
}
