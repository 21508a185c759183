// `npm run bench -- [--db pglite|postgres] [--connections 50] [--duration 10] [--only name]`:
// starts the built shop on a throw-away database and reports req/s, p50 and p99 per scenario.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { startShop } from '../e2e/support/shop-process';
import { SCENARIOS } from './scenarios';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'pglite' },
    connections: { type: 'string', default: '50' },
    duration: { type: 'string', default: '10' },
    only: { type: 'string' },
    port: { type: 'string', default: '3300' },
  },
});
const db = values.db === 'postgres' ? 'postgres' : 'pglite';
const databaseUrl =
  db === 'postgres'
    ? (process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres')
    : '';

const shop = await startShop({
  port: Number(values.port),
  env: { DATABASE_URL: databaseUrl, RATE_LIMIT_MAX: '1000000000', LOG_LEVEL: 'warn' },
});

const rows: Array<Record<string, string | number>> = [];
try {
  for (const scenario of SCENARIOS) {
    if (values.only && !scenario.name.includes(values.only)) continue;
    const options = {
      url: shop.url + scenario.path,
      method: scenario.method ?? 'GET',
      connections: Number(values.connections),
      duration: Number(values.duration),
      ...(scenario.headers ? { headers: scenario.headers } : {}),
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
}

console.log(
  `\nKilau bench — ${db === 'postgres' ? 'PostgreSQL' : 'PGlite'}, ${values.connections} connections, ${values.duration}s each`,
);
console.table(rows);
const outDir = path.join(import.meta.dirname, 'results');
mkdirSync(outDir, { recursive: true });
writeFileSync(
  path.join(outDir, `${db}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`),
  JSON.stringify({ db, connections: Number(values.connections), rows }, null, 2),
);
