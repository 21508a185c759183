// `npm run bench -- [--db pglite|postgres] [--products 100000] [--connections 50] [--duration 10]
// [--only text] [--no-cache]`: starts the built shop on a throw-away database (with --products, first filled
// by seed:scale to that many products) and reports req/s, p50 and p99 per scenario. Sequential
// scenarios (add to bag) time single calls one after another instead.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { startShop, type RunningShop } from '../e2e/support/shop-process';
import { prepareBenchMember } from './cart';
import { readShopFacts, SCENARIOS } from './scenarios';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'pglite' },
    products: { type: 'string' },
    connections: { type: 'string', default: '50' },
    duration: { type: 'string', default: '10' },
    only: { type: 'string' },
    'no-cache': { type: 'boolean', default: false },
    port: { type: 'string', default: '3300' },
  },
});
const root = path.resolve(import.meta.dirname, '..');
const db = values.db === 'postgres' ? 'postgres' : 'pglite';
const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const scale = values.products ? Number(values.products) : undefined;
const common = {
  RATE_LIMIT_MAX: '1000000000',
  LOG_LEVEL: 'warn',
  ...(values['no-cache'] ? { CATALOG_CACHE_TTL_MS: '0' } : {}),
};

/** With --products: a database of our own, scale-seeded before the shop starts. */
async function prepareScaleDatabase(products: number) {
  let env: Record<string, string>;
  let drop: () => Promise<void>;
  if (db === 'postgres') {
    const name = `kilau_bench_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    env = { DATABASE_URL: url.toString() };
    drop = async () => {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    };
  } else {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'kilau-bench-'));
    env = { DATA_DIR: dataDir, DATABASE_URL: '' };
    drop = async () => rmSync(dataDir, { recursive: true, force: true });
  }
  const seeded = spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules/tsx/dist/cli.mjs'),
      'packages/db/src/cli/seed-scale.ts',
      '--products',
      String(products),
    ],
    { cwd: root, env: { ...process.env, ...env }, stdio: 'inherit' },
  );
  if (seeded.status !== 0) {
    await drop();
    throw new Error('seed:scale failed');
  }
  return { env: { ...env, SEED_DEMO: 'true' }, drop };
}

let shop: RunningShop;
let dropDatabase: (() => Promise<void>) | undefined;
if (scale !== undefined) {
  const prepared = await prepareScaleDatabase(scale);
  dropDatabase = prepared.drop;
  shop = await startShop({
    port: Number(values.port),
    prepared: true,
    env: { ...common, ...prepared.env },
  });
} else {
  shop = await startShop({
    port: Number(values.port),
    env: { ...common, DATABASE_URL: db === 'postgres' ? adminUrl : '' },
  });
}

const rows: Array<Record<string, string | number>> = [];
try {
  const facts = await readShopFacts(shop.url);
  const selected = SCENARIOS.filter(
    (scenario) => !values.only || scenario.name.includes(values.only),
  );
  if (selected.some((scenario) => scenario.needsMember))
    facts.member = await prepareBenchMember(shop.url);
  for (const scenario of selected) {
    if (scenario.rows) {
      rows.push(...(await scenario.rows(shop.url, facts)));
      continue;
    }
    if (scenario.sequential) {
      const timed = await scenario.sequential(shop.url, facts);
      rows.push({
        scenario: scenario.name,
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
    const options: autocannon.Options = {
      url: shop.url + target,
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
      connections: Number(values.connections),
      duration: Number(values.duration),
      ...(headers ? { headers } : {}),
      ...(scenario.body ? { body: scenario.body } : {}),
    };
    await autocannon({ ...options, duration: 2 }); // warm-up: JIT, caches, pool
    const result = await autocannon(options);
    rows.push({
      scenario: scenario.name,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      errors: result.errors + result.non2xx,
    });
  }
} finally {
  await shop.stop();
  await dropDatabase?.();
}

const label = `${db === 'postgres' ? 'PostgreSQL' : 'PGlite'}${scale !== undefined ? `, ${scale.toLocaleString('en-US')} scale products + demo` : ', demo catalogue'}${values['no-cache'] ? ', catalogue cache off' : ''}`;
console.log(
  `\nKilau bench — ${label}, ${values.connections} connections, ${values.duration}s each`,
);
console.table(rows);
const outDir = path.join(root, 'bench', 'results');
mkdirSync(outDir, { recursive: true });
writeFileSync(
  path.join(outDir, `${db}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`),
  JSON.stringify(
    { db, products: scale ?? null, connections: Number(values.connections), rows },
    null,
    2,
  ),
);
