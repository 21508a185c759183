// Catalogue reads from a streaming replica, with read-your-writes (ADR 0029). The read handle is
// a Kysely whose driver picks, per query, the replica or the primary:
// - the replica only while it is healthy: it answers, is still in recovery (not promoted) and has
//   replayed what the primary had `maxLagMs` ago (measured in WAL positions, so an idle primary
//   is no lag);
// - the primary inside a transaction, for a request that writes (and the page around it), for a
//   shopper whose last write (its LSN, from the `kilau_lsn` cookie) the replica has not replayed
//   yet, and outside any request scope;
// - the primary again when a replica query fails for want of the replica (it is marked down).
import { AsyncLocalStorage } from 'node:async_hooks';
import type { CompiledQuery } from 'kysely';
import {
  PostgresAdapter,
  PostgresDriver,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import pg from 'pg';

/** A WAL position (`pg_lsn`, `16/B374D848`) as a comparable number. */
export function parseLsn(text: string): bigint | null {
  const match = /^([0-9A-Fa-f]{1,8})\/([0-9A-Fa-f]{1,8})$/.exec(text.trim());
  if (!match) return null;
  return (BigInt(`0x${match[1]}`) << 32n) | BigInt(`0x${match[2]}`);
}

export function formatLsn(lsn: bigint): string {
  return `${(lsn >> 32n).toString(16).toUpperCase()}/${(lsn & 0xffffffffn).toString(16).toUpperCase()}`;
}

/** Where one request's catalogue reads may go. */
export interface ReadScope {
  /** This request writes, or a request it made did: everything it reads comes from the primary. */
  primary: boolean;
  /** The shopper's last write: the replica serves them once it has replayed this far. */
  minLsn: bigint | null;
  /** The request (a page) this one was made for in-process; a write marks it too. */
  parent: ReadScope | undefined;
}

const scopes = new AsyncLocalStorage<ReadScope>();

/** Runs `fn` in a new read scope (one per request), nested in the current one. */
export function runInReadScope<T>(
  scope: { primary: boolean; minLsn: bigint | null },
  fn: () => T,
): T {
  const parent = scopes.getStore();
  const child: ReadScope = {
    primary: scope.primary || (parent?.primary ?? false),
    minLsn: maxLsn(scope.minLsn, parent?.minLsn ?? null),
    parent,
  };
  if (child.primary) markWrote(child);
  return scopes.run(child, fn);
}

export const currentReadScope = () => scopes.getStore();

/** A write happened in this scope: its later reads, and those of the requests around it, go to the primary. */
export function markWrote(scope: ReadScope | undefined = scopes.getStore()) {
  for (let at = scope; at; at = at.parent) at.primary = true;
}

const maxLsn = (a: bigint | null, b: bigint | null) =>
  a === null ? b : b === null ? a : a > b ? a : b;

export type ReplicaState =
  | { status: 'in-use'; replayLsn: bigint; lagMs: number }
  | { status: 'lagging'; replayLsn: bigint; lagMs: number }
  | { status: 'down'; reason: string };

/** One look at both servers: the primary's WAL position, then the replica's. */
export interface ReplicaProbe {
  primaryLsn(): Promise<bigint>;
  replica(): Promise<{ inRecovery: boolean; replayLsn: bigint | null }>;
}

export interface ReplicaMonitorOptions {
  probe: ReplicaProbe;
  /** Beyond this, the replica is not read from. */
  maxLagMs: number;
  /** How often both servers are asked (default: a quarter of maxLagMs, 50–500 ms). */
  checkIntervalMs?: number;
  now?: () => number;
}

/**
 * Watches the replica. Lag is how long ago the primary was at the position the replica has
 * replayed: each check notes the primary's position and when; the replica is at most as old as
 * the newest note it has reached (0 when it has reached the latest). A failed or late check, a
 * promoted replica (no longer in recovery) or a lag beyond `maxLagMs` keeps reads on the primary.
 */
export function createReplicaMonitor(options: ReplicaMonitorOptions) {
  const now = options.now ?? Date.now;
  const interval =
    options.checkIntervalMs ?? Math.min(500, Math.max(50, Math.floor(options.maxLagMs / 4)));
  const notes: { at: number; lsn: bigint }[] = [];
  const maxNotes = Math.max(1_000, Math.ceil((options.maxLagMs * 4) / interval));
  let state: ReplicaState = { status: 'down', reason: 'not checked yet' };
  let checkedAt = -Infinity;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const listeners = new Set<(state: ReplicaState) => void>();

  const set = (next: ReplicaState) => {
    const changed = next.status !== state.status;
    state = next;
    checkedAt = now();
    if (changed) for (const listener of listeners) listener(next);
  };

  const withTimeout = <T>(work: Promise<T>, what: string) =>
    new Promise<T>((resolve, reject) => {
      const limit = setTimeout(
        () => reject(new Error(`${what} did not answer`)),
        Math.max(1_000, options.maxLagMs),
      );
      work.then(resolve, reject).finally(() => clearTimeout(limit));
    });

  async function checkOnce() {
    const at = now();
    let primaryLsn: bigint;
    try {
      primaryLsn = await withTimeout(options.probe.primaryLsn(), 'the primary');
    } catch (error) {
      set({ status: 'down', reason: `primary position unknown: ${messageOf(error)}` });
      return;
    }
    notes.push({ at, lsn: primaryLsn });
    // A replica that stays behind (or away) must not grow the notes without end.
    if (notes.length > maxNotes) notes.splice(0, notes.length - maxNotes);
    let replica: { inRecovery: boolean; replayLsn: bigint | null };
    try {
      replica = await withTimeout(options.probe.replica(), 'the replica');
    } catch (error) {
      set({ status: 'down', reason: messageOf(error) });
      return;
    }
    if (!replica.inRecovery || replica.replayLsn === null) {
      set({ status: 'down', reason: 'not a streaming replica (not in recovery)' });
      return;
    }
    const replayLsn = replica.replayLsn;
    // The newest note the replica has reached says how old its data is.
    let reached = -1;
    for (let i = notes.length - 1; i >= 0; i--) {
      if (notes[i]!.lsn <= replayLsn) {
        reached = i;
        break;
      }
    }
    // It has all the primary had at that note (at most this old); with none reached, at least
    // as old as the oldest note.
    const lagMs = reached === notes.length - 1 ? 0 : now() - notes[Math.max(0, reached)]!.at;
    // Notes older than the one reached no longer matter (the replica only moves forward).
    if (reached > 0) notes.splice(0, reached);
    set({ status: lagMs <= options.maxLagMs ? 'in-use' : 'lagging', replayLsn, lagMs });
  }

  const check = () => {
    running ??= checkOnce().finally(() => {
      running = undefined;
    });
    return running;
  };

  return {
    /** The last check's finding. */
    state: () => state,
    /**
     * The replica's replayed position when it may be read from now: checked recently, in
     * recovery, within the lag bound. Otherwise null (read the primary).
     */
    usableUpTo(): bigint | null {
      if (state.status !== 'in-use') return null;
      if (now() - checkedAt > interval * 3 + Math.max(1_000, options.maxLagMs)) return null;
      return state.replayLsn;
    },
    /** A replica query failed for want of the replica: read the primary until a check says otherwise. */
    markDown(reason: string) {
      set({ status: 'down', reason });
    },
    check,
    onChange(listener: (state: ReplicaState) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start() {
      if (timer) return;
      void check();
      timer = setInterval(() => void check(), interval);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}

export type ReplicaMonitor = ReturnType<typeof createReplicaMonitor>;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A probe over two pools (the servers' own pools). */
export function poolProbe(primary: pg.Pool, replica: pg.Pool): ReplicaProbe {
  return {
    async primaryLsn() {
      const { rows } = await primary.query<{ lsn: string }>(
        'select pg_current_wal_lsn()::text as lsn',
      );
      const lsn = parseLsn(rows[0]!.lsn);
      if (lsn === null) throw new Error(`unreadable WAL position ${rows[0]!.lsn}`);
      return lsn;
    },
    async replica() {
      const { rows } = await replica.query<{ recovery: boolean; lsn: string | null }>(
        'select pg_is_in_recovery() as recovery, pg_last_wal_replay_lsn()::text as lsn',
      );
      return {
        inRecovery: rows[0]!.recovery,
        replayLsn: rows[0]!.lsn === null ? null : parseLsn(rows[0]!.lsn),
      };
    },
  };
}

export type ReadTarget = 'primary' | 'replica';

/**
 * The routing rule: the replica only when it is usable, the query runs in a request scope that
 * has not written, and the replica has replayed the shopper's last write.
 */
export function chooseReadTarget(
  scope: Pick<ReadScope, 'primary' | 'minLsn'> | undefined,
  replicaUpTo: bigint | null,
): ReadTarget {
  if (replicaUpTo === null || !scope || scope.primary) return 'primary';
  if (scope.minLsn !== null && replicaUpTo < scope.minLsn) return 'primary';
  return 'replica';
}

// A server's refusal of the query itself carries a SQLSTATE (pg's DatabaseError); anything else
// (a refused or dropped connection, a pool that cannot connect) is the replica's absence. Of the
// server's answers, connection exceptions (08), operator intervention (57P: shutdown, cannot
// connect now) and a query cancelled by a recovery conflict say the replica cannot serve now.
const UNAVAILABLE_CODES = /^(08|57P)/;

export function isReplicaUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (!(error instanceof pg.DatabaseError)) return true;
  const code = error.code ?? '';
  if (UNAVAILABLE_CODES.test(code)) return true;
  return code === '40001' && /conflict with recovery/i.test(error.message);
}

interface Routed {
  target: ReadTarget;
  connection: DatabaseConnection;
}

/** A connection that picks its server at its first query (or the primary at `begin`). */
class RoutedConnection implements DatabaseConnection {
  #routed: Routed | undefined;
  #inTransaction = false;

  constructor(
    private readonly drivers: Record<ReadTarget, Driver>,
    private readonly choose: () => ReadTarget,
    private readonly onReplicaFailure: (error: unknown) => void,
    private readonly onRead?: (target: ReadTarget) => void,
  ) {}

  async #acquire(target: ReadTarget): Promise<Routed> {
    if (target === 'replica') {
      try {
        const connection = await this.drivers.replica.acquireConnection();
        return (this.#routed = { target, connection });
      } catch (error) {
        this.onReplicaFailure(error);
        target = 'primary';
      }
    }
    const connection = await this.drivers.primary.acquireConnection();
    return (this.#routed = { target: 'primary', connection });
  }

  async beginTransaction(settings: TransactionSettings) {
    // A transaction always runs on the primary (read-your-writes, locks, consistent reads).
    if (this.#routed?.target === 'replica') await this.release();
    const routed = this.#routed ?? (await this.#acquire('primary'));
    this.#inTransaction = true;
    await this.drivers.primary.beginTransaction(routed.connection, settings);
  }

  endTransaction() {
    this.#inTransaction = false;
  }

  get connection(): Promise<DatabaseConnection> {
    return (this.#routed ? Promise.resolve(this.#routed) : this.#acquire('primary')).then(
      (routed) => routed.connection,
    );
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const routed = this.#routed ?? (await this.#acquire(this.choose()));
    this.onRead?.(routed.target);
    try {
      return await routed.connection.executeQuery<R>(query);
    } catch (error) {
      if (routed.target !== 'replica' || this.#inTransaction || !isReplicaUnavailable(error))
        throw error;
      // The replica failed, not the query: mark it down and ask the primary instead.
      this.onReplicaFailure(error);
      await this.release();
      const primary = await this.#acquire('primary');
      this.onRead?.('primary');
      return primary.connection.executeQuery<R>(query);
    }
  }

  async *streamQuery<R>(query: CompiledQuery, chunkSize?: number) {
    const routed = this.#routed ?? (await this.#acquire(this.choose()));
    this.onRead?.(routed.target);
    yield* routed.connection.streamQuery<R>(query, chunkSize);
  }

  async release() {
    const routed = this.#routed;
    this.#routed = undefined;
    this.#inTransaction = false;
    if (routed) await this.drivers[routed.target].releaseConnection(routed.connection);
  }
}

class RoutedDriver implements Driver {
  constructor(
    private readonly drivers: Record<ReadTarget, Driver>,
    private readonly choose: () => ReadTarget,
    private readonly onReplicaFailure: (error: unknown) => void,
    private readonly onRead?: (target: ReadTarget) => void,
  ) {}

  async init() {
    await this.drivers.primary.init();
    await this.drivers.replica.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new RoutedConnection(this.drivers, this.choose, this.onReplicaFailure, this.onRead);
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    await (connection as RoutedConnection).beginTransaction(settings);
  }

  async commitTransaction(connection: DatabaseConnection) {
    const routed = connection as RoutedConnection;
    await this.drivers.primary.commitTransaction(await routed.connection);
    routed.endTransaction();
  }

  async rollbackTransaction(connection: DatabaseConnection) {
    const routed = connection as RoutedConnection;
    await this.drivers.primary.rollbackTransaction(await routed.connection);
    routed.endTransaction();
  }

  async savepoint(
    connection: DatabaseConnection,
    name: string,
    compile: Parameters<NonNullable<Driver['savepoint']>>[2],
  ) {
    await this.drivers.primary.savepoint!(
      await (connection as RoutedConnection).connection,
      name,
      compile,
    );
  }

  async rollbackToSavepoint(
    connection: DatabaseConnection,
    name: string,
    compile: Parameters<NonNullable<Driver['rollbackToSavepoint']>>[2],
  ) {
    await this.drivers.primary.rollbackToSavepoint!(
      await (connection as RoutedConnection).connection,
      name,
      compile,
    );
  }

  async releaseSavepoint(
    connection: DatabaseConnection,
    name: string,
    compile: Parameters<NonNullable<Driver['releaseSavepoint']>>[2],
  ) {
    await this.drivers.primary.releaseSavepoint!(
      await (connection as RoutedConnection).connection,
      name,
      compile,
    );
  }

  async releaseConnection(connection: DatabaseConnection) {
    await (connection as RoutedConnection).release();
  }

  async destroy() {
    await this.drivers.replica.destroy();
    await this.drivers.primary.destroy();
  }
}

const listened = new WeakSet<pg.PoolClient>();
const ignore = () => {};

/**
 * A pool for a Kysely driver. A client the pool has lent out has no `error` listener of the
 * pool's, so a server that goes away under it (a replica stopped, a primary restarted) would be
 * an uncaught exception; the query in flight fails on its own, so the event is only ignored.
 * `owned: false` borrows the pool: ending the driver does not end it.
 */
export function lendingPool(pool: pg.Pool, { owned }: { owned: boolean }) {
  return {
    async connect() {
      const client = await pool.connect();
      if (!listened.has(client)) {
        listened.add(client);
        client.on('error', ignore);
      }
      return client;
    },
    end: owned ? () => pool.end() : async () => {},
  };
}

export interface ReadRoutingOptions {
  primary: pg.Pool;
  replica: pg.Pool;
  monitor: ReplicaMonitor;
  /** Sees which server each read went to (tests, metrics). */
  onRead?: (target: ReadTarget) => void;
}

/**
 * The read handle's dialect: PostgreSQL's compiler and adapter over a driver that routes each
 * connection (see the top of this file). Both pools are borrowed: their owners end them.
 */
export function readRoutingDialect(options: ReadRoutingOptions): Dialect {
  return {
    createAdapter: () => new PostgresAdapter(),
    createQueryCompiler: () => new PostgresQueryCompiler(),
    createIntrospector: (db: Kysely<unknown>) => new PostgresIntrospector(db),
    createDriver: () =>
      new RoutedDriver(
        {
          primary: new PostgresDriver({ pool: lendingPool(options.primary, { owned: false }) }),
          replica: new PostgresDriver({ pool: lendingPool(options.replica, { owned: false }) }),
        },
        () => chooseReadTarget(currentReadScope(), options.monitor.usableUpTo()),
        (error) => options.monitor.markDown(`replica query failed: ${messageOf(error)}`),
        options.onRead,
      ),
  };
}
