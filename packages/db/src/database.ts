import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import {
  createReplicaMonitor,
  formatLsn,
  lendingPool,
  poolProbe,
  readRoutingDialect,
  type ReadTarget,
  type ReplicaMonitor,
  type ReplicaProbe,
} from './read-replica';
import { PreparingClient } from './prepared-statements';
import type { Database } from './schema';

// bigint counts and ids fit in a JS number for this shop; numeric stays a string.
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number(value));

export type DatabaseKind = 'postgres' | 'pglite';

export interface DatabaseHandle {
  db: Kysely<Database>;
  /**
   * For the same-for-everyone catalogue reads: routed to the read replica when there is one and
   * the request may read it (read-replica.ts, ADR 0029); the primary `db` otherwise.
   */
  read: Kysely<Database>;
  kind: DatabaseKind;
  /** Present with a read replica: its health and the primary's WAL position after a write. */
  replica?: ReplicaHandle;
  /** The connection pool under `db` (the read replica's routing borrows it). */
  pool: pg.Pool;
  /** `select 1` round trip; throws when the database does not answer. */
  ping(): Promise<void>;
  /** Ends the pool (after in-flight queries) and closes an owned PGlite. */
  close(): Promise<void>;
}

export interface ReplicaHandle {
  monitor: ReplicaMonitor;
  /** The primary's WAL position now (`16/B374D848`): a shopper's write is at or before it. */
  primaryLsn(): Promise<string>;
}

export interface ReplicaOptions {
  url: string;
  /** Beyond this lag (ms) the replica is not read from (default 1,000). */
  maxLagMs?: number;
  checkIntervalMs?: number;
  /** Sees which server each routed read went to (tests). */
  onRead?: (target: ReadTarget) => void;
}

export type DatabaseOptions =
  | {
      kind: 'postgres';
      url: string;
      poolSize?: number;
      replica?: ReplicaOptions;
      /**
       * Statements sent by name and kept prepared per connection (prepared-statements.ts; default
       * on). Off behind a transaction pooler that does not keep them (PgBouncer before 1.21).
       */
      preparedStatements?: boolean;
    }
  /**
   * dataDir on disk, `memory://` for a throw-away one, or a prepared dump to start from; or an
   * open `instance` that the caller keeps owning (it is not closed with the handle).
   */
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob; instance?: PGlite };

export const PGLITE_EXTENSIONS = { pg_trgm, unaccent };

export async function createPglite(
  options: { dataDir?: string; loadDataDir?: Blob; settings?: readonly string[] } = {},
) {
  const dataDir = options.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  return PGlite.create({
    dataDir,
    extensions: PGLITE_EXTENSIONS,
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    ...(options.settings ? { postgresqlconf: [...options.settings] } : {}),
  });
}

function wrap(
  db: Kysely<Database>,
  pool: pg.Pool,
  kind: DatabaseKind,
  extraClose?: () => Promise<void>,
): DatabaseHandle {
  return {
    db,
    read: db,
    pool,
    kind,
    async ping() {
      await sql`select 1`.execute(db);
    },
    async close() {
      await db.destroy();
      await extraClose?.();
    },
  };
}

const DEFAULT_MAX_LAG_MS = 1_000;

export interface ReadReplicaOptions {
  /** The replica's own handle: its pool serves the routed reads; it is closed with the result. */
  replica: DatabaseHandle;
  /** How both servers' positions are read (`poolProbe` of the two pools for real replicas). */
  probe: ReplicaProbe;
  maxLagMs?: number;
  checkIntervalMs?: number;
  onRead?: (target: ReadTarget) => void;
}

/**
 * The primary's handle with a read replica beside it: `read` routes (read-replica.ts), the
 * monitor runs until `close`, which closes both.
 */
export function withReadReplica(
  primary: DatabaseHandle,
  options: ReadReplicaOptions,
): DatabaseHandle {
  const monitor = createReplicaMonitor({
    probe: options.probe,
    maxLagMs: options.maxLagMs ?? DEFAULT_MAX_LAG_MS,
    ...(options.checkIntervalMs ? { checkIntervalMs: options.checkIntervalMs } : {}),
  });
  const read = new Kysely<Database>({
    dialect: readRoutingDialect({
      primary: primary.pool,
      replica: options.replica.pool,
      monitor,
      ...(options.onRead ? { onRead: options.onRead } : {}),
    }),
  });
  monitor.start();
  return {
    ...primary,
    read,
    replica: {
      monitor,
      primaryLsn: async () => formatLsn(await options.probe.primaryLsn()),
    },
    async close() {
      await monitor.stop();
      await read.destroy(); // both pools are only borrowed by the read handle
      // A replica already gone (a test stops it) does not keep the primary open.
      await options.replica.close().catch(() => {});
      await primary.close();
    },
  };
}

export async function createDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') {
    const Client = options.preparedStatements === false ? pg.Client : PreparingClient;
    const pool = new pg.Pool({
      Client,
      connectionString: options.url,
      max: options.poolSize ?? 20,
      idleTimeoutMillis: 30_000,
    });
    // A dropped idle connection must not crash the process; the pool replaces it.
    pool.on('error', () => {});
    const handle = wrap(
      new Kysely<Database>({
        dialect: new PostgresDialect({ pool: lendingPool(pool, { owned: true }) }),
      }),
      pool,
      'postgres',
    );
    if (!options.replica) return handle;
    const replicaPool = new pg.Pool({
      Client,
      connectionString: options.replica.url,
      max: options.poolSize ?? 20,
      idleTimeoutMillis: 30_000,
      // A replica that does not answer must not hold a shopper up: the read goes to the primary.
      connectionTimeoutMillis: 2_000,
    });
    replicaPool.on('error', () => {});
    const replica = wrap(
      new Kysely<Database>({
        dialect: new PostgresDialect({ pool: lendingPool(replicaPool, { owned: true }) }),
      }),
      replicaPool,
      'postgres',
    );
    const { url: _url, ...routing } = options.replica;
    return withReadReplica(handle, { ...routing, replica, probe: poolProbe(pool, replicaPool) });
  }
  const pglite = options.instance ?? (await createPglite(options));
  // PGlite is single-connection: one pooled client, queries queue behind transactions.
  const pool = new pg.Pool({ ...createPgConfig(pglite), max: 1 });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return wrap(db, pool, 'pglite', options.instance ? undefined : () => pglite.close());
}
