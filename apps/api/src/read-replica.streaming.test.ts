// The read replica for real (ADR 0029): a throw-away PostgreSQL primary and a streaming replica
// of it (pg_basebackup -R), the shop's migrations and demo catalogue on the primary, the shop on
// both. `npm run test:replica` (a stage of `.ci/run`); not part of `npm test`, which has no
// replica to start. Where a read went is read from the data it shows: while the replica's replay
// is paused, a change on the primary is visible only to reads of the primary.
import {
  createDatabase,
  formatLsn,
  runInReadScope,
  seedDemoCatalogue,
  seedRegions,
  migrateToLatest,
  type DatabaseHandle,
  type ReadTarget,
} from '@kilau/db';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from './app';
import { parseEnv } from './config/env';
import { WRITE_LSN_COOKIE } from './plugins/read-your-writes';
import { openDatabase } from './shop-process';
import { buildTestApp, FIXED_NOW } from './test/build-test-app';
import { shopper } from './test/cart-app';
import { startPrimary, type StreamingPair } from './test/streaming-replica';

let pair: StreamingPair;
let replicaAdmin: pg.Client;

/** Waits for a condition the servers reach on their own (replication, a health check). */
async function until<T>(
  what: string,
  probe: () => Promise<T | undefined | false>,
  limitMs = 20_000,
) {
  const deadline = Date.now() + limitMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The shop on the pair, with the catalogue caches off so every read reaches a server. */
async function shopOnPair(maxLagMs: number) {
  const reads: ReadTarget[] = [];
  const database = await createDatabase({
    kind: 'postgres',
    url: pair.primaryUrl,
    poolSize: 4,
    replica: { url: pair.replicaUrl, maxLagMs, onRead: (target) => reads.push(target) },
  });
  const app = await buildTestApp({ database, env: { CATALOG_CACHE_TTL_MS: '0' } });
  await until('the replica to be in use', async () => database.replica!.monitor.usableUpTo());
  return { app, database, reads };
}

async function detailName(app: App, id: number, cookie?: string) {
  const res = await app.inject({
    url: `/api/catalog/v2/products/${id}`,
    ...(cookie ? { headers: { cookie } } : {}),
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: { name: string } }).data.name;
}

const pauseReplay = () => replicaAdmin.query('select pg_wal_replay_pause()');
const resumeReplay = () => replicaAdmin.query('select pg_wal_replay_resume()');

let product: { id: number; name: string; combinationId: number };

beforeAll(async () => {
  pair = await startPrimary();
  const primary = await createDatabase({ kind: 'postgres', url: pair.primaryUrl, poolSize: 2 });
  try {
    await migrateToLatest(primary.db);
    await seedRegions(primary.db, { now: FIXED_NOW });
    await seedDemoCatalogue(primary.db, { now: FIXED_NOW });
    const row = await primary.db
      .selectFrom('products')
      .innerJoin('combinations', 'combinations.product_id', 'products.id')
      .select(['products.id', 'products.name', 'combinations.id as combinationId'])
      .where('products.is_active', '=', true)
      .where('combinations.is_active', '=', true)
      .where('combinations.stock', '>', 5)
      .orderBy('products.id')
      .limit(1)
      .executeTakeFirstOrThrow();
    product = { id: row.id, name: row.name, combinationId: row.combinationId };
  } finally {
    await primary.close();
  }
  await pair.startReplica();
  replicaAdmin = new pg.Client({ connectionString: pair.replicaUrl });
  await replicaAdmin.connect();
}, 120_000);

afterAll(async () => {
  await replicaAdmin?.end().catch(() => {});
  pair?.destroy();
});

describe('the shop on a primary and a streaming replica', () => {
  let shop: Awaited<ReturnType<typeof shopOnPair>>;
  let primaryAdmin: pg.Client;
  beforeAll(async () => {
    // A generous bound: here the replica's pauses are the test's own.
    shop = await shopOnPair(60_000);
    primaryAdmin = new pg.Client({ connectionString: pair.primaryUrl });
    await primaryAdmin.connect();
  });
  afterAll(async () => {
    await primaryAdmin?.end();
    await shop?.app.close();
    await shop?.database.close();
  });

  it('routes a request’s reads to the server in recovery, and transactions to the primary', async () => {
    const inRecovery = (db: DatabaseHandle['read']) =>
      sql<{ r: boolean }>`select pg_is_in_recovery() as r`
        .execute(db)
        .then(({ rows }) => rows[0]!.r);
    const reader = { primary: false, minLsn: null };
    expect(await runInReadScope(reader, () => inRecovery(shop.database.read))).toBe(true);
    expect(await runInReadScope(reader, () => inRecovery(shop.database.db))).toBe(false);
    expect(
      await runInReadScope(reader, () =>
        shop.database.read.transaction().execute((trx) => inRecovery(trx)),
      ),
    ).toBe(false);
  });

  it('serves the catalogue from the replica, the bag from the primary, and the writer their own write', async () => {
    await pauseReplay();
    try {
      const renamed = `${product.name} (baru)`;
      await primaryAdmin.query('update products set name = $1 where id = $2', [
        renamed,
        product.id,
      ]);
      // Everyone reads the replica, which has not replayed the rename.
      shop.reads.length = 0;
      expect(await detailName(shop.app, product.id)).toBe(product.name);
      for (const url of [
        '/api/catalog/v3/products?limit=4',
        '/api/catalog/v3/search?q=serum',
        '/api/banners',
      ]) {
        expect((await shop.app.inject({ url })).statusCode, url).toBe(200);
      }
      expect(new Set(shop.reads)).toEqual(new Set(['replica']));

      // A write succeeds (a replica would refuse it), the bag reads the primary, and the
      // shopper's answer carries the primary's position after it.
      const member = await shopper(shop.app);
      const added = await member.add({
        id: product.id,
        combination_id: String(product.combinationId),
        quantity: 1,
      });
      expect(added.statusCode).toBe(200);
      expect(await member.count()).toBe(1);
      const lsn = added.cookies.find((c) => c.name === WRITE_LSN_COOKIE)?.value;
      expect(lsn).toMatch(/^[0-9A-F]+\/[0-9A-F]+$/);
      const cookie = `${WRITE_LSN_COOKIE}=${lsn}`;

      // The writer reads the primary while the replica is behind their write; others do not.
      shop.reads.length = 0;
      expect(await detailName(shop.app, product.id, cookie)).toBe(renamed);
      expect(new Set(shop.reads)).toEqual(new Set(['primary']));
      expect(await detailName(shop.app, product.id)).toBe(product.name);

      await resumeReplay();
      // Once the replica has replayed the write, the writer reads it there.
      await until('the replica to replay the write', async () => {
        const upTo = shop.database.replica!.monitor.usableUpTo();
        const { rows } = await primaryAdmin.query<{ passed: boolean }>(
          'select $1::pg_lsn <= $2::pg_lsn as passed',
          [lsn, upTo === null ? '0/0' : formatLsn(upTo)],
        );
        return rows[0]!.passed;
      });
      shop.reads.length = 0;
      expect(await detailName(shop.app, product.id, cookie)).toBe(renamed);
      expect(new Set(shop.reads)).toEqual(new Set(['replica']));
    } finally {
      await resumeReplay();
    }
  });
});

describe('DATABASE_READ_URL', () => {
  it('gives the serving processes the replica, and never the preparing one', async () => {
    const config = parseEnv({
      NODE_ENV: 'test',
      DATABASE_URL: pair.primaryUrl,
      DATABASE_READ_URL: pair.replicaUrl,
      DATABASE_READ_MAX_LAG_MS: '500',
      DATABASE_POOL_SIZE: '2',
    });
    const serving = await openDatabase(config, { purpose: 'serve' });
    const preparing = await openDatabase(config, { purpose: 'prepare' });
    try {
      await until('the replica to be in use', async () => serving.replica!.monitor.usableUpTo());
      const inRecovery = (db: DatabaseHandle['read']) =>
        runInReadScope({ primary: false, minLsn: null }, () =>
          sql<{ r: boolean }>`select pg_is_in_recovery() as r`.execute(db),
        ).then(({ rows }) => rows[0]!.r);
      expect(await inRecovery(serving.read)).toBe(true);
      expect(preparing.replica).toBeUndefined();
      expect(await inRecovery(preparing.read)).toBe(false);
    } finally {
      await serving.close();
      await preparing.close();
    }
  });
});

describe('a lagging or stopped replica', () => {
  let shop: Awaited<ReturnType<typeof shopOnPair>>;
  let primaryAdmin: pg.Client;
  beforeAll(async () => {
    shop = await shopOnPair(1_000); // the default bound
    primaryAdmin = new pg.Client({ connectionString: pair.primaryUrl });
    await primaryAdmin.connect();
  });
  afterAll(async () => {
    await primaryAdmin?.end();
    await shop?.app.close();
    await shop?.database.close();
  });

  it('reads the primary while the replica lags beyond the bound, and the replica again when it catches up', async () => {
    await pauseReplay();
    try {
      const renamed = `${product.name} (lagi)`;
      await primaryAdmin.query('update products set name = $1 where id = $2', [
        renamed,
        product.id,
      ]);
      await until(
        'the monitor to see the lag',
        async () => shop.database.replica!.monitor.state().status === 'lagging',
      );
      shop.reads.length = 0;
      expect(await detailName(shop.app, product.id)).toBe(renamed);
      expect(new Set(shop.reads)).toEqual(new Set(['primary']));
      const health = await shop.app.inject({ url: '/api/health' });
      expect(health.statusCode).toBe(200);
      expect(health.json()).toMatchObject({
        data: { status: 'ok', replica: { status: 'lagging' } },
      });
      await resumeReplay();
      await until(
        'the replica to catch up',
        async () => shop.database.replica!.monitor.state().status === 'in-use',
      );
      shop.reads.length = 0;
      expect(await detailName(shop.app, product.id)).toBe(renamed);
      expect(new Set(shop.reads)).toEqual(new Set(['replica']));
    } finally {
      await resumeReplay();
    }
  });

  it('answers every read from the primary when the replica stops, without an error', async () => {
    await replicaAdmin.end();
    pair.stopReplica();
    const urls = [
      '/api/catalog/v3/products?limit=4',
      `/api/catalog/v2/products/${product.id}`,
      '/api/catalog/v3/categories',
      '/api/banners',
    ];
    // At once (the pooled replica connections die under the reads), then once it is known down.
    for (const url of urls) expect((await shop.app.inject({ url })).statusCode, url).toBe(200);
    await until(
      'the monitor to see the replica down',
      async () => shop.database.replica!.monitor.state().status === 'down',
    );
    shop.reads.length = 0;
    for (const url of urls) expect((await shop.app.inject({ url })).statusCode, url).toBe(200);
    expect(new Set(shop.reads)).toEqual(new Set(['primary']));
    const health = await shop.app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ data: { status: 'ok', replica: { status: 'down' } } });
  });
});
