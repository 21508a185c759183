import type { Database } from '@kilau/db';
import { sql, type Kysely } from 'kysely';

/** Searches that found nothing (`search_misses`), keyed by the WIB day (ADR 0009). */
export function createSearchMissesRepository(db: Kysely<Database>) {
  return {
    /** Adds each term's misses to its row of `day` (`YYYY-MM-DD`, WIB), in one upsert. */
    async add(day: string, misses: ReadonlyMap<string, number>) {
      if (misses.size === 0) return;
      const rows = [...misses].map(([term_normalized, count]) => ({ term_normalized, day, count }));
      await db
        .insertInto('search_misses')
        .values(rows)
        .onConflict((oc) =>
          oc
            .columns(['term_normalized', 'day'])
            .doUpdateSet({ count: sql`search_misses.count + excluded.count` }),
        )
        .execute();
    },
  };
}

export type SearchMissesRepository = ReturnType<typeof createSearchMissesRepository>;
