// Concurrency tests: requests sent at once only meet in PostgreSQL if each finds a pooled
// connection already open (opening one takes longer than a whole request).
import type { Database } from '@kilau/db';
import { sql, type Kysely } from 'kysely';

/** Opens `connections` pooled connections at once (each held 50 ms), so they stay warm. */
export async function warmPool(db: Kysely<Database>, connections: number) {
  await Promise.all(
    Array.from({ length: connections }, () => sql`select pg_sleep(0.05)`.execute(db)),
  );
}
