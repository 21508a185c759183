// The read-routing rule (ADR 0029) without a real replica: the "replica" is a second test
// database with a marker of its own, its health a probe the test sets. The real streaming
// replica is proven in apps/api/src/replica.test.ts (`npm run test:replica`).
import { createServer } from 'node:net';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, withReadReplica, type DatabaseHandle } from './database';
import {
  chooseReadTarget,
  createReplicaMonitor,
  currentReadScope,
  formatLsn,
  isReplicaUnavailable,
  markWrote,
  parseLsn,
  runInReadScope,
  type ReadTarget,
  type ReplicaProbe,
} from './read-replica';
import { createTestDatabase } from './testing';

describe('WAL positions', () => {
  it('read and write PostgreSQL’s pg_lsn text, and compare in order', () => {
    expect(parseLsn('0/3000060')).toBe(0x3000060n);
    expect(parseLsn('16/B374D848')).toBe((0x16n << 32n) | 0xb374d848n);
    expect(formatLsn(parseLsn('16/B374D848')!)).toBe('16/B374D848');
    expect(parseLsn('1/0')! > parseLsn('0/FFFFFFFF')!).toBe(true);
    for (const bad of ['', '16', '16/', 'x/1', '123456789/0', '0/1; drop']) {
      expect(parseLsn(bad)).toBeNull();
    }
  });
});

describe('the routing rule', () => {
  const scope = (primary: boolean, minLsn: bigint | null = null) => ({ primary, minLsn });
  it.each([
    ['no usable replica', scope(false), null, 'primary'],
    ['outside any request', undefined, 100n, 'primary'],
    ['a request that writes', scope(true), 100n, 'primary'],
    ['a reader with no write of their own', scope(false), 100n, 'replica'],
    ['a writer the replica has passed', scope(false, 90n), 100n, 'replica'],
    ['a writer the replica has just reached', scope(false, 100n), 100n, 'replica'],
    ['a writer the replica has not reached', scope(false, 101n), 100n, 'primary'],
  ] as const)('%s → %s', (_what, at, replicaUpTo, target) => {
    expect(chooseReadTarget(at, replicaUpTo)).toBe(target);
  });

  it('reads inside a write, and in the page around an in-process write, go to the primary', () => {
    let page: ReturnType<typeof chooseReadTarget> | undefined;
    runInReadScope({ primary: false, minLsn: null }, () => {
      // an in-process POST made by a GET page
      runInReadScope({ primary: true, minLsn: null }, () => undefined);
      page = chooseReadTarget(scopeNow(), 100n);
    });
    expect(page).toBe('primary');
    let outer: ReturnType<typeof chooseReadTarget> | undefined;
    let inner: ReturnType<typeof chooseReadTarget> | undefined;
    runInReadScope({ primary: false, minLsn: null }, () => {
      runInReadScope({ primary: false, minLsn: null }, () => {
        markWrote();
        inner = chooseReadTarget(scopeNow(), 100n);
      });
      outer = chooseReadTarget(scopeNow(), 100n);
    });
    expect({ inner, outer }).toEqual({ inner: 'primary', outer: 'primary' });
  });

  it('a nested request keeps the later of its own and its page’s write positions', () => {
    let target: ReturnType<typeof chooseReadTarget> | undefined;
    runInReadScope({ primary: false, minLsn: 200n }, () => {
      runInReadScope({ primary: false, minLsn: null }, () => {
        target = chooseReadTarget(scopeNow(), 150n);
      });
    });
    expect(target).toBe('primary');
  });

  it('tells a missing replica from a failing query', () => {
    const server = (code: string, message = 'x') => {
      const error = new pg.DatabaseError(message, 0, 'error');
      error.code = code;
      return error;
    };
    const transport = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5433'), {
      code: 'ECONNREFUSED',
    });
    expect(isReplicaUnavailable(transport)).toBe(true);
    expect(isReplicaUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isReplicaUnavailable(server('57P01', 'terminating connection'))).toBe(true);
    expect(isReplicaUnavailable(server('57P03', 'the database system is starting up'))).toBe(true);
    expect(isReplicaUnavailable(server('08006'))).toBe(true);
    expect(
      isReplicaUnavailable(server('40001', 'canceling statement due to conflict with recovery')),
    ).toBe(true);
    expect(isReplicaUnavailable(server('42P01', 'relation "nope" does not exist'))).toBe(false);
    expect(isReplicaUnavailable(server('40001', 'could not serialize access'))).toBe(false);
    expect(isReplicaUnavailable('nope')).toBe(false);
  });
});

const scopeNow = () => currentReadScope();

/** A probe the test steers: the primary's position, the replica's, and whether it answers. */
function steeredProbe() {
  const state = { primary: 100n, replay: 100n as bigint | null, recovery: true, fail: false };
  const probe: ReplicaProbe = {
    primaryLsn: async () => state.primary,
    replica: async () => {
      if (state.fail)
        throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
      return { inRecovery: state.recovery, replayLsn: state.replay };
    },
  };
  return { state, probe };
}

describe('the replica monitor', () => {
  it('measures lag in time from WAL positions, and keeps reads off a lagging, failing or promoted replica', async () => {
    let now = 0;
    const { state, probe } = steeredProbe();
    const monitor = createReplicaMonitor({
      probe,
      maxLagMs: 500,
      checkIntervalMs: 100,
      now: () => now,
    });
    expect(monitor.state()).toMatchObject({ status: 'down' });
    expect(monitor.usableUpTo()).toBeNull();

    await monitor.check();
    expect(monitor.state()).toEqual({ status: 'in-use', replayLsn: 100n, lagMs: 0 });
    expect(monitor.usableUpTo()).toBe(100n);

    // The primary moves on at t=100; the replica stays where the primary was at t=0.
    now = 100;
    state.primary = 200n;
    await monitor.check();
    expect(monitor.state()).toEqual({ status: 'in-use', replayLsn: 100n, lagMs: 100 });
    now = 700;
    await monitor.check();
    expect(monitor.state()).toEqual({ status: 'lagging', replayLsn: 100n, lagMs: 700 });
    expect(monitor.usableUpTo()).toBeNull();

    // It replays what the primary had at t=100: 600 ms old, within the bound again.
    state.replay = 200n;
    await monitor.check();
    expect(monitor.state()).toEqual({ status: 'in-use', replayLsn: 200n, lagMs: 0 });

    // An idle primary is no lag, however long ago its last write.
    now = 60_000;
    await monitor.check();
    expect(monitor.state()).toMatchObject({ status: 'in-use', lagMs: 0 });

    // A finding too old to trust is not used.
    now = 60_000 + 2_000;
    expect(monitor.usableUpTo()).toBeNull();
    await monitor.check();
    expect(monitor.usableUpTo()).toBe(200n);

    state.fail = true;
    await monitor.check();
    expect(monitor.state()).toMatchObject({ status: 'down', reason: 'connect ECONNREFUSED' });
    state.fail = false;
    state.recovery = false; // promoted: it no longer follows the primary
    await monitor.check();
    expect(monitor.state()).toMatchObject({ status: 'down', reason: /not in recovery/ });
    state.recovery = true;
    await monitor.check();
    expect(monitor.usableUpTo()).toBe(200n);
    monitor.markDown('replica query failed');
    expect(monitor.usableUpTo()).toBeNull();
  });
});

describe('the read handle', () => {
  let primary: DatabaseHandle;
  let copy: DatabaseHandle;
  let routed: DatabaseHandle;
  const reads: ReadTarget[] = [];
  const steered = steeredProbe();

  const marker = async (db = routed.read) =>
    (await sql<{ name: string }>`select name from routing_marker`.execute(db)).rows[0]!.name;
  const asReader = <T>(fn: () => Promise<T>, minLsn: bigint | null = null) =>
    runInReadScope({ primary: false, minLsn }, fn);

  beforeAll(async () => {
    primary = await createTestDatabase();
    copy = await createTestDatabase();
    for (const [handle, name] of [
      [primary, 'primary'],
      [copy, 'replica'],
    ] as const) {
      await sql`create table routing_marker (name text not null)`.execute(handle.db);
      await sql`insert into routing_marker values (${name})`.execute(handle.db);
    }
    routed = withReadReplica(primary, {
      replica: copy,
      probe: steered.probe,
      maxLagMs: 60_000,
      onRead: (target) => reads.push(target),
    });
    await routed.replica!.monitor.check();
  });
  afterAll(async () => {
    await routed?.close();
  });

  it('reads the replica in a reader’s request, the primary outside one and in a write', async () => {
    expect(await asReader(() => marker())).toBe('replica');
    expect(await marker()).toBe('primary');
    expect(await runInReadScope({ primary: true, minLsn: null }, () => marker())).toBe('primary');
    // The primary handle is never routed.
    expect(await asReader(() => marker(routed.db))).toBe('primary');
  });

  it('runs every transaction on the primary, reads included', async () => {
    const inside = await asReader(() =>
      routed.read.transaction().execute(async (trx) => {
        const name = await marker(trx);
        await sql`update routing_marker set name = name`.execute(trx);
        return name;
      }),
    );
    expect(inside).toBe('primary');
    // The connection is released clean: the next read routes afresh.
    expect(await asReader(() => marker())).toBe('replica');
  });

  it('keeps a writer on the primary until the replica has replayed their write', async () => {
    steered.state.primary = 300n;
    await routed.replica!.monitor.check();
    expect(await routed.replica!.primaryLsn()).toBe(formatLsn(300n));
    expect(await asReader(() => marker(), 300n)).toBe('primary');
    expect(await asReader(() => marker())).toBe('replica');
    steered.state.replay = 300n;
    await routed.replica!.monitor.check();
    expect(await asReader(() => marker(), 300n)).toBe('replica');
  });

  it('reads the primary while the replica is reported down or lagging', async () => {
    steered.state.fail = true;
    await routed.replica!.monitor.check();
    expect(await asReader(() => marker())).toBe('primary');
    steered.state.fail = false;
    await routed.replica!.monitor.check();
    expect(await asReader(() => marker())).toBe('replica');
  });

  it('answers from the primary when the replica cannot be reached, and marks it down', async () => {
    const closed = await closedPort();
    const unreachable = await createDatabase({
      kind: 'postgres',
      url: `postgres://postgres@127.0.0.1:${closed}/kilau`,
      poolSize: 1,
    });
    const other = await createTestDatabase();
    await sql`create table routing_marker (name text not null)`.execute(other.db);
    await sql`insert into routing_marker values ('primary')`.execute(other.db);
    const { probe } = steeredProbe();
    const handle = withReadReplica(other, { replica: unreachable, probe, maxLagMs: 60_000 });
    try {
      await handle.replica!.monitor.check();
      expect(handle.replica!.monitor.usableUpTo()).toBe(100n);
      expect(await asReader(() => marker(handle.read))).toBe('primary');
      expect(handle.replica!.monitor.state()).toMatchObject({
        status: 'down',
        reason: /replica query failed/,
      });
    } finally {
      await handle.close();
    }
  });

  it('counts what went where', () => {
    expect(reads).toContain('replica');
    expect(reads).toContain('primary');
  });
});

/** A port nothing listens on (taken, then freed). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
