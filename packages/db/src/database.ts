import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

// bigint counts and ids fit in a JS number for this shop; numeric stays a string.
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number(value));

export type DatabaseKind = 'postgres' | 'pglite';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** `select 1` round trip; throws when the database does not answer. */
  ping(): Promise<void>;
  /** Ends the pool (after in-flight queries) and closes an owned PGlite. */
  close(): Promise<void>;
}

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  /**
   * dataDir on disk, `memory://` for a throw-away one, or a prepared dump to start from; or an
   * open `instance` that the caller keeps owning (it is not closed with the handle).
   */
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob; instance?: PGlite };

export const PGLITE_EXTENSIONS = { pg_trgm, unaccent };

export async function createPglite(options: { dataDir?: string; loadDataDir?: Blob } = {}) {
  const dataDir = options.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  return PGlite.create({
    dataDir,
    extensions: PGLITE_EXTENSIONS,
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
}

function wrap(db: Kysely<Database>, kind: DatabaseKind, extraClose?: () => Promise<void>) {
  return {
    db,
    kind,
    async ping() {
      await sql`select 1`.execute(db);
    },
    async close() {
      await db.destroy();
      await extraClose?.();
    },
  } satisfies DatabaseHandle;
}

export async function createDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 20,
      idleTimeoutMillis: 30_000,
    });
    // A dropped idle connection must not crash the process; the pool replaces it.
    pool.on('error', () => {});
    return wrap(new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), 'postgres');
  }
  const pglite = options.instance ?? (await createPglite(options));
  // PGlite is single-connection: one pooled client, queries queue behind transactions.
  const pool = new pg.Pool({ ...createPgConfig(pglite), max: 1 });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return wrap(db, 'pglite', options.instance ? undefined : () => pglite.close());
}
