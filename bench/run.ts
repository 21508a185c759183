// `npm run bench -- [--db pglite|postgres] [--products 100000] [--orders 1000000] [--reviews 1000000] [--connections N]
// [--duration 10] [--only text[,text…]] [--pages] [--no-cache] [--workers N] [--page-cache memory|redis]
// [--keep-database NAME]`: starts
// the built shop on a throw-away database (with --products, first filled by seed:scale to that many
// products, with --orders that many past orders and with --reviews that many reviews; --keep-database: a PostgreSQL database of that
// name, made and seeded when missing, topped up and kept afterwards, with its files in
// $TMPDIR/kilau-bench-NAME), stops it once it has seeded and
// starts it again on the same database to time a cold start; then reports, per scenario, req/s,
// p50, p99, errors (non-2xx included) and the CPU spent per request, at each scenario's own
// connection counts (--connections: one count for all). Sequential scenarios (add to bag) time
// single calls one after another instead. A second table holds single figures: cold start,
// resident memory idle and peak, event-loop delay under load (seen from outside), payload.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { startShop, type RunningShop } from '../e2e/support/shop-process';
import { prepareBenchMember, signInScaleShopper } from './cart';
import type { Figure } from './figures';
import { resetDemoAdminAuthenticator, signInDemoAdmin } from './staff';
import { startCpuMeter, startRssSampler, treeMemoryMb } from './proc';
import {
  readShopFacts,
  SCENARIOS,
  withScaleOrders,
  withScaleReviews,
  type ShopFacts,
} from './scenarios';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'pglite' },
    products: { type: 'string' },
    orders: { type: 'string' },
    reviews: { type: 'string' },
    'keep-database': { type: 'string' },
    connections: { type: 'string' },
    duration: { type: 'string', default: '10' },
    only: { type: 'string' },
    pages: { type: 'boolean', default: false },
    'no-cache': { type: 'boolean', default: false },
    /** WORKERS for the shop (PostgreSQL only): several processes on one port. */
    workers: { type: 'string' },
    /** PAGE_CACHE for the shop: guests' pages kept in memory, or in Redis (REDIS_URL or local). */
    'page-cache': { type: 'string' },
    port: { type: 'string', default: '3300' },
  },
});
const root = path.resolve(import.meta.dirname, '..');
const db = values.db === 'postgres' ? 'postgres' : 'pglite';
const adminUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const scale = values.products ? Number(values.products) : undefined;
const scaleOrders = values.orders ? Number(values.orders) : undefined;
const scaleReviews = values.reviews ? Number(values.reviews) : undefined;
const keptDatabase = values['keep-database'];
if (keptDatabase !== undefined && (db !== 'postgres' || !/^[a-z_][a-z0-9_]*$/.test(keptDatabase)))
  throw new Error('--keep-database takes a lower-case PostgreSQL name, with --db postgres');
const duration = Number(values.duration);
const connectionsOverride = values.connections ? Number(values.connections) : undefined;
const common = {
  RATE_LIMIT_MAX: '1000000000',
  LOGIN_RATE_LIMIT_MAX: '1000000',
  NOT_FOUND_RATE_LIMIT_MAX: '1000000',
  LOG_LEVEL: 'warn',
  // The access log would write a line per slow request under load: the bench reports them.
  SLOW_REQUEST_MS: '600000',
  SEED_DEMO: 'true',
  ...(values.workers ? { WORKERS: values.workers } : {}),
  ...(values['no-cache'] ? { CATALOG_CACHE_TTL_MS: '0' } : {}),
  ...pageCacheEnv(values['page-cache']),
};

function pageCacheEnv(mode: string | undefined): Record<string, string> {
  if (mode === undefined) return {};
  if (mode !== 'memory' && mode !== 'redis') {
    throw new Error(`--page-cache takes memory or redis, not ${mode}`);
  }
  return {
    PAGE_CACHE: mode,
    ...(mode === 'redis' ? { REDIS_URL: process.env.REDIS_URL || 'redis://127.0.0.1:6379' } : {}),
  };
}

/**
 * A database of our own (PostgreSQL: a fresh database; both: a fresh DATA_DIR for PGlite's
 * files, images and uploads), scale-seeded first with --products. It outlives the shop's first
 * start (which migrates and seeds the demo catalogue), so the second start is a cold start.
 */
async function prepareDatabase(
  products: number | undefined,
  orders: number | undefined,
  reviews: number | undefined,
) {
  // A kept database keeps its files too (the demo's 1,827 pictures are rendered once, not per run).
  const dataDir = keptDatabase
    ? path.join(tmpdir(), `kilau-bench-${keptDatabase}`)
    : mkdtempSync(path.join(tmpdir(), 'kilau-bench-'));
  mkdirSync(dataDir, { recursive: true });
  let env: Record<string, string> = { DATA_DIR: dataDir, DATABASE_URL: '' };
  let postgresDatabase: string | undefined;
  let dropDatabase = async () => {};
  if (db === 'postgres') {
    const name = keptDatabase ?? `kilau_bench_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    env = { ...env, DATABASE_URL: url.toString() };
    postgresDatabase = name;
    dropDatabase = async () => {
      if (keptDatabase) return;
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    };
  }
  const drop = async () => {
    await dropDatabase();
    if (!keptDatabase) rmSync(dataDir, { recursive: true, force: true });
  };
  if (products !== undefined) {
    const seeded = spawnSync(
      process.execPath,
      [
        path.join(root, 'node_modules/tsx/dist/cli.mjs'),
        'packages/db/src/cli/seed-scale.ts',
        '--products',
        String(products),
        ...(orders !== undefined ? ['--orders', String(orders)] : []),
        ...(reviews !== undefined ? ['--reviews', String(reviews)] : []),
      ],
      { cwd: root, env: { ...process.env, ...env }, stdio: 'inherit' },
    );
    if (seeded.status !== 0) {
      await drop();
      throw new Error('seed:scale failed');
    }
  }
  return { env, postgresDatabase, drop };
}

const round1 = (value: number) => Math.round(value * 10) / 10;
const round2 = (value: number) => Math.round(value * 100) / 100;

/** Sequential requests to the pages and the listing, then a second's rest: "idle, warmed up". */
async function warmUp(baseUrl: string, facts: ShopFacts) {
  for (let i = 0; i < 20; i += 1) {
    for (const target of ['/', '/shop/all', facts.productUrl]) {
      const res = await fetch(baseUrl + target, { headers: { accept: 'text/html' } });
      await res.arrayBuffer();
    }
    await (await fetch(`${baseUrl}/api/catalog/v3/products?limit=16`)).arrayBuffer();
  }
  await new Promise((resolve) => setTimeout(resolve, 1_000));
}

/**
 * Waits out the requests a load run leaves queued in the shop (autocannon stops waiting at its
 * deadline; the shop still serves them): one more request of the same kind, then a health call,
 * each answered only once the queue ahead of it has been worked off. Otherwise the next run would
 * start behind that backlog and pay for its CPU.
 */
async function settle(url: string, method: string, headers: Record<string, string> | undefined) {
  if (method === 'GET') await (await fetch(url, headers ? { headers } : {})).arrayBuffer();
  await (await fetch(new URL('/api/health', url))).arrayBuffer();
}

const prepared = await prepareDatabase(scale, scaleOrders, scaleReviews);
const rows: Array<Record<string, string | number>> = [];
const figures: Figure[] = [];
let shop: RunningShop | undefined;
try {
  const options = {
    port: Number(values.port),
    prepared: true,
    env: { ...common, ...prepared.env },
  };
  // First start: migrations and the demo seed (images rendered). Not the figure we want.
  const first = await startShop(options);
  await first.stop();
  // Second start on the same, seeded database: the cold start.
  shop = await startShop({ ...options, firstPage: '/' });
  const running = shop;
  const rss = startRssSampler(running.pid, 100);
  figures.push(
    {
      figure: 'cold start → first 200 of /api/health',
      value: Math.round(running.startup.healthMs),
      unit: 'ms',
      note: `spawn of scripts/start.mjs on the seeded database; first start (migrate + seed) ${Math.round(first.startup.healthMs)} ms`,
    },
    {
      figure: 'cold start → first 200 of / (SSR)',
      value: Math.round(running.startup.pageMs ?? Number.NaN),
      unit: 'ms',
      note: 'polled every 25 ms from the spawn, after health answered',
    },
  );

  const facts = await readShopFacts(running.url);
  await warmUp(running.url, facts);
  const idle = running.pid === undefined ? undefined : treeMemoryMb(running.pid);
  figures.push({
    figure: 'RSS idle MB',
    value: idle ? round1(idle.rss) : '–',
    unit: 'MB',
    note: `VmRSS of the serving process (pid ${running.pid ?? '?'}) after warm-up and 1 s at rest`,
  });

  const selected = SCENARIOS.filter(
    (scenario) =>
      (!values.only || values.only.split(',').some((part) => scenario.name.includes(part))) &&
      (!values.pages || scenario.page) &&
      withScaleOrders(scenario, scaleOrders !== undefined && scaleOrders > 0) &&
      withScaleReviews(scenario, scaleReviews !== undefined && scaleReviews > 0),
  );
  if (selected.some((scenario) => scenario.needsMember))
    facts.member = await prepareBenchMember(running.url);
  if (selected.some((scenario) => scenario.needsScaleShopper))
    facts.scaleShopper = await signInScaleShopper(running.url);
  if (selected.some((scenario) => scenario.needsStaff)) {
    // A kept database has the demo admin enrolled by an earlier run: enrol afresh.
    if (keptDatabase && prepared.env.DATABASE_URL) {
      await resetDemoAdminAuthenticator(prepared.env.DATABASE_URL);
    }
    facts.staff = await signInDemoAdmin(running.url);
  }
  for (const scenario of selected) {
    if (scenario.figures) {
      figures.push(...(await scenario.figures(running.url, facts, duration)));
      continue;
    }
    if (scenario.rows) {
      rows.push(...(await scenario.rows(running.url, facts)));
      continue;
    }
    if (scenario.sequential) {
      const timed = await scenario.sequential(running.url, facts);
      rows.push({
        scenario: scenario.name,
        conns: 1,
        'req/s': `${timed.calls} calls, 1 at a time`,
        'p50 ms': timed.p50,
        'p99 ms': timed.p99,
        errors: 0,
      });
      continue;
    }
    const target = typeof scenario.path === 'function' ? scenario.path(facts) : scenario.path;
    const headers =
      typeof scenario.headers === 'function' ? scenario.headers(facts) : scenario.headers;
    const rotation = scenario.paths?.(facts);
    let turn = 0;
    for (const connections of connectionsOverride
      ? [connectionsOverride]
      : (scenario.connections ?? [50])) {
      const options: autocannon.Options = {
        url: running.url + target,
        ...(rotation
          ? {
              requests: [
                {
                  setupRequest: (request: autocannon.Request) => ({
                    ...request,
                    path: rotation[turn++ % rotation.length] as string,
                  }),
                },
              ],
            }
          : {}),
        method: scenario.method ?? 'GET',
        connections,
        duration,
        ...(headers ? { headers } : {}),
        ...(scenario.body ? { body: scenario.body } : {}),
      };
      await autocannon({ ...options, duration: 2 }); // warm-up: JIT, caches, pool
      await settle(running.url + target, scenario.method ?? 'GET', headers);
      const cpu = startCpuMeter(running.pid, prepared.postgresDatabase);
      const result = await autocannon(options);
      const used = cpu.stop();
      const served = result.requests.total;
      const perRequest = (ms: number | undefined) =>
        ms === undefined || served === 0 ? '–' : round2(ms / served);
      rows.push({
        scenario: scenario.name,
        conns: connections,
        'req/s': Math.round(result.requests.average),
        // No answer within the run (a page slower than --duration): no latency to show.
        'p50 ms': served === 0 ? '–' : result.latency.p50,
        'p99 ms': served === 0 ? '–' : result.latency.p99,
        errors: result.errors + result.non2xx,
        'CPU ms/req': perRequest(
          used.shopMs === undefined ? undefined : used.shopMs + (used.postgresMs ?? 0),
        ),
        ...(prepared.postgresDatabase ? { 'of which pg': perRequest(used.postgresMs) } : {}),
      });
    }
  }
  const peak = rss.stop();
  figures.push({
    figure: 'RSS peak MB',
    value: peak.peakMb === undefined ? '–' : round1(peak.peakMb),
    unit: 'MB',
    note: `VmRSS sampled every 100 ms over the whole run; VmHWM ${peak.hwmMb === undefined ? '–' : round1(peak.hwmMb)} MB`,
  });
} finally {
  await shop?.stop();
  await prepared.drop();
}

const label = `${db === 'postgres' ? 'PostgreSQL' : 'PGlite'}${scale !== undefined ? `, ${scale.toLocaleString('en-US')} scale products + demo` : ', demo catalogue'}${scaleOrders !== undefined ? `, ${scaleOrders.toLocaleString('en-US')} scale orders` : ''}${scaleReviews !== undefined ? `, ${scaleReviews.toLocaleString('en-US')} scale reviews` : ''}${values['no-cache'] ? ', catalogue cache off' : ''}${values.workers ? `, WORKERS=${values.workers}` : ''}${values['page-cache'] ? `, PAGE_CACHE=${values['page-cache']}` : ''}`;
console.log(
  `\nKilau bench — ${label}, ${connectionsOverride ? `${connectionsOverride} connections` : "each scenario's connections"}, ${duration}s each (after a 2 s warm-up)`,
);
console.log(
  'CPU ms/req: CPU time of the serving process' +
    (db === 'postgres' ? " plus its database's PostgreSQL backends" : '') +
    ' (utime+stime from /proc) over the requests served.',
);
if (rows.length > 0) console.table(rows);
console.table(figures);
const outDir = path.join(root, 'bench', 'results');
mkdirSync(outDir, { recursive: true });
writeFileSync(
  path.join(outDir, `${db}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`),
  JSON.stringify(
    {
      db,
      products: scale ?? null,
      orders: scaleOrders ?? null,
      reviews: scaleReviews ?? null,
      connections: connectionsOverride ?? null,
      duration,
      pages: values.pages,
      only: values.only ?? null,
      rows,
      figures,
    },
    null,
    2,
  ),
);
