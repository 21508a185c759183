// Which of the shop's reads go where with a read replica (ADR 0029), on PGlite or PostgreSQL
// without a real one: the "replica" is a second copy of the test database that never receives
// the primary's changes, so what a request shows says where it read; its positions are steered.
// The real streaming replica: apps/api/src/replica.test.ts (`npm run test:replica`).
import {
  chooseReadTarget,
  createReplicaMonitor,
  currentReadScope,
  formatLsn,
  withReadReplica,
  type DatabaseHandle,
  type ReadTarget,
  type ReplicaProbe,
} from '@kilau/db';
import { createTestDatabase } from '@kilau/db/testing';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { createApiFetch } from '../web/web-app';
import { auth } from './auth';
import { requestContext } from './request-context';
import { buildTestApp } from '../test/build-test-app';
import { shopper } from '../test/cart-app';
import { readYourWrites, WRITE_LSN_COOKIE, writeLsnOf } from './read-your-writes';

const positions = { primary: 0x1000n, replay: 0x1000n, down: false };
const probe: ReplicaProbe = {
  primaryLsn: async () => positions.primary,
  replica: async () => {
    if (positions.down)
      throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    return { inRecovery: true, replayLsn: positions.replay };
  },
};

let app: App;
let primary: DatabaseHandle;
let copy: DatabaseHandle;
let database: DatabaseHandle;
const reads: ReadTarget[] = [];
let product: { id: number; name: string; combinationId: number };

const RENAMED = 'Serum Baru Hanya di Primary';

/** The product's name as the detail endpoint shows it, and where the read went. */
async function shownName(cookie?: string) {
  reads.length = 0;
  const res = await app.inject({
    url: `/api/catalog/v2/products/${product.id}`,
    ...(cookie ? { headers: { cookie } } : {}),
  });
  expect(res.statusCode).toBe(200);
  return { name: (res.json() as { data: { name: string } }).data.name, reads: [...new Set(reads)] };
}

beforeAll(async () => {
  primary = await createTestDatabase();
  copy = await createTestDatabase();
  database = withReadReplica(primary, {
    replica: copy,
    probe,
    maxLagMs: 60_000,
    // The test checks when it moves the positions; no check runs in between.
    checkIntervalMs: 60_000,
    onRead: (target) => reads.push(target),
  });
  await database.replica!.monitor.check();
  app = await buildTestApp({ database, env: { CATALOG_CACHE_TTL_MS: '0' } });
  const row = await primary.db
    .selectFrom('products')
    .innerJoin('combinations', 'combinations.product_id', 'products.id')
    .select([
      'products.id',
      'products.name',
      'combinations.id as combinationId',
      'combinations.stock',
    ])
    .where('products.is_active', '=', true)
    .where('combinations.is_active', '=', true)
    .where('combinations.stock', '>', 5)
    .orderBy('products.id')
    .limit(1)
    .executeTakeFirstOrThrow();
  product = { id: row.id, name: row.name, combinationId: row.combinationId };
  // Only the primary learns the new name: a read that shows it read the primary.
  await primary.db
    .updateTable('products')
    .set({ name: RENAMED })
    .where('id', '=', product.id)
    .execute();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('a shop with a read replica', () => {
  it('serves the anonymous catalogue reads from the replica', async () => {
    expect(await shownName()).toEqual({ name: product.name, reads: ['replica'] });
    reads.length = 0;
    for (const url of [
      '/api/catalog/v3/products?limit=4',
      '/api/catalog/v3/search?q=serum',
      '/api/catalog/v3/search/suggestions?q=ser',
      '/api/catalog/v3/categories',
      '/api/catalog/v3/brands/letters',
      '/api/catalog/v3/flash-sale',
      '/api/banners',
    ]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
    }
    expect(new Set(reads)).toEqual(new Set(['replica']));
  });

  it('keeps the bag on the primary, and a shopper who just wrote reads the primary until the replica has their write', async () => {
    const member = await shopper(app);
    positions.primary = 0x2000n; // where the primary is after the write
    const added = await member.add({
      id: product.id,
      combination_id: String(product.combinationId),
      quantity: 1,
    });
    expect(added.statusCode).toBe(200);
    const cookie = added.cookies.find((c) => c.name === WRITE_LSN_COOKIE);
    expect(cookie).toMatchObject({ value: formatLsn(0x2000n), httpOnly: true, path: '/' });
    // The bag reads the primary: the copy has no such bag.
    expect(await member.count()).toBe(1);

    const withCookie = `${WRITE_LSN_COOKIE}=${cookie!.value}`;
    expect(writeLsnOf(withCookie)).toBe(0x2000n);
    await database.replica!.monitor.check();
    // The replica is behind the shopper's write: their reads go to the primary.
    expect(await shownName(withCookie)).toEqual({ name: RENAMED, reads: ['primary'] });
    // Everyone else still reads the replica.
    expect(await shownName()).toEqual({ name: product.name, reads: ['replica'] });
    // Once it has replayed the write, the shopper reads it too.
    positions.replay = 0x2000n;
    await database.replica!.monitor.check();
    expect(await shownName(withCookie)).toEqual({ name: product.name, reads: ['replica'] });
  });

  it('ignores a malformed position', async () => {
    expect(writeLsnOf(`${WRITE_LSN_COOKIE}=nonsense`)).toBeNull();
    expect(await shownName(`${WRITE_LSN_COOKIE}=FFFFFFFFF/0`)).toEqual({
      name: product.name,
      reads: ['replica'],
    });
  });

  it('reads the primary while the replica is down, without failing a request, and says so in /api/health', async () => {
    positions.down = true;
    await database.replica!.monitor.check();
    expect(await shownName()).toEqual({ name: RENAMED, reads: ['primary'] });
    const health = await app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({
      data: { status: 'ok', replica: { status: 'down', lagMs: null } },
    });
    positions.down = false;
    await database.replica!.monitor.check();
    expect(await shownName()).toEqual({ name: product.name, reads: ['replica'] });
    expect((await app.inject({ url: '/api/health' })).json()).toMatchObject({
      data: { replica: { status: 'in-use', lagMs: 0 } },
    });
  });

  it('answers from the primary when the replica stops between checks', async () => {
    await copy.pool.end(); // the copy's pool ends: a routed read cannot reach it
    expect(database.replica!.monitor.usableUpTo()).not.toBeNull();
    expect(await shownName()).toEqual({ name: RENAMED, reads: ['primary'] });
    expect(database.replica!.monitor.state()).toMatchObject({ status: 'down' });
    const list = await app.inject({ url: '/api/catalog/v3/products?limit=4' });
    expect(list.statusCode).toBe(200);
  });
});

/**
 * The read scope through a page's in-process calls (`createApiFetch`, as the storefront's
 * loaders and actions make them), on a bare host: each route answers where its reads would go
 * with the replica at position 0x100.
 */
describe('the read scope of pages and their in-process calls', () => {
  const SECRET = 'a-boot-secret-of-the-test-app';
  let host: FastifyInstance;
  const where = () => chooseReadTarget(currentReadScope(), 0x100n);

  beforeAll(async () => {
    const monitor = createReplicaMonitor({
      probe: {
        primaryLsn: async () => 0x100n,
        replica: async () => ({ inRecovery: true, replayLsn: 0x100n }),
      },
      maxLagMs: 60_000,
    });
    host = Fastify();
    await host.register(requestContext, { internalSecret: SECRET });
    await host.register(auth, {
      sessions: { create: async () => {}, revoke: async () => {}, find: async () => null },
      clock: () => new Date(),
      httpsOnly: false,
      publicUrl: undefined,
    });
    await host.register(readYourWrites, {
      replica: { monitor, primaryLsn: async () => '0/200' },
      httpsOnly: false,
    });
    host.get('/where', async () => ({ target: where() }));
    host.post('/write', async () => ({ target: where() }));
    const page = async (request: FastifyRequest, steps: string[]) => {
      const apiFetch = createApiFetch(host, request, SECRET);
      const seen: string[] = [];
      for (const step of steps) {
        const response = await apiFetch(step, { method: step === '/write' ? 'POST' : 'GET' });
        seen.push(`${step} ${((await response.json()) as { target: string }).target}`);
      }
      seen.push(`page ${where()}`);
      return seen;
    };
    host.get('/page', async (request) => page(request, ['/where', '/write', '/where']));
    host.post('/page', async (request) =>
      page(request, (request.body as { steps: string[] }).steps),
    );
  });
  afterAll(async () => {
    await host?.close();
  });

  it('lets a GET page read the replica until one of its calls writes', async () => {
    const res = await host.inject({ url: '/page' });
    expect(res.json()).toEqual([
      '/where replica',
      '/write primary',
      '/where primary',
      'page primary',
    ]);
    expect(res.cookies.find((c) => c.name === WRITE_LSN_COOKIE)).toBeUndefined();
  });

  it('keeps a posted page (an action, its body read) and all its calls on the primary, and answers it with the position', async () => {
    const res = await host.inject({
      method: 'POST',
      url: '/page',
      payload: { steps: ['/where', '/where'] },
    });
    expect(res.json()).toEqual(['/where primary', '/where primary', 'page primary']);
    expect(res.cookies.find((c) => c.name === WRITE_LSN_COOKIE)?.value).toBe('0/200');
  });

  it('sends a shopper’s next page to the primary until the replica has their write', async () => {
    const behind = await host.inject({
      url: '/page',
      headers: { cookie: `${WRITE_LSN_COOKIE}=0/200` },
    });
    expect(behind.json()[0]).toBe('/where primary');
    const passed = await host.inject({
      url: '/where',
      headers: { cookie: `${WRITE_LSN_COOKIE}=0/100` },
    });
    expect(passed.json()).toEqual({ target: 'replica' });
  });
});
