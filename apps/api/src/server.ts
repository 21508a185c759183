// Boots the shop: environment, database (migrated), API and — when built — the storefront, on
// one port. SIGTERM/SIGINT stop accepting, let in-flight requests finish, then close the pool.
// With WORKERS > 1 the first process prepares the database, then supervises that many workers
// (node:cluster) that share the port; each serves as a single process would.
import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  createDatabase,
  migrateToLatest,
  seedDemoCatalogue,
  seedRegions,
  writePaymentLogos,
} from '@kilau/db';
import { Redis } from 'ioredis';
import { buildApp } from './app';
import { seedDemoMember } from './seed/demo-member';
import { DEMO_OPERATOR, seedDemoOperator } from './seed/demo-operator';
import { seedDemoOrders } from './seed/demo-orders';
import {
  EnvError,
  isHttpsOnly,
  mediaDir,
  parseEnv,
  pgliteDataDir,
  shouldSeedDemo,
} from './config/env';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

type Config = ReturnType<typeof parseEnv>;
type Database = Awaited<ReturnType<typeof createDatabase>>;

const openDatabase = (config: Config): Promise<Database> =>
  createDatabase(
    config.DATABASE_URL
      ? { kind: 'postgres', url: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE }
      : { kind: 'pglite', dataDir: pgliteDataDir(config) },
  );

/** Migrations, reference data and (when asked) the demo shop: once, before anything serves. */
async function prepare(config: Config, database: Database) {
  await migrateToLatest(database.db);
  // Reference data (the official region hierarchy): idempotent, a no-op once loaded.
  await seedRegions(database.db);
  // The payment methods' logos (reference data like the regions): missing files only.
  await writePaymentLogos(mediaDir(config));
  if (shouldSeedDemo(config)) {
    // Idempotent: seeds once, and later starts only render images that are missing.
    const seeded = await seedDemoCatalogue(database.db, {
      now: new Date(),
      mediaDir: mediaDir(config),
    });
    if (seeded.seeded || seeded.imagesRendered > 0) {
      console.log(
        `Demo catalogue: ${seeded.products} products, ${seeded.combinations} combinations, ${seeded.imagesRendered} images rendered.`,
      );
    }
    // The demo member (README): idempotent, a no-op once the e-mail exists.
    if ((await seedDemoMember(database.db, { now: new Date() })).created) {
      console.log('Demo member: demo@kilau.id / kilau-demo-2026 (username kilaudemo).');
    }
    // The demo member's order history (idempotent: once per database); the shop opens without.
    await seedDemoOrders(database.db, { now: new Date() }).then(
      ({ created }) => created > 0 && console.log(`Demo orders: ${created} for the demo member.`),
      (error: unknown) => console.error('Demo orders were not seeded:', error),
    );
    // The demo operator (design/order-life-after-payment.md) has a published password: never on an https deployment.
    if (
      !isHttpsOnly(config) &&
      (await seedDemoOperator(database.db, { now: new Date() })).created
    ) {
      console.log(`Demo operator: ${DEMO_OPERATOR.email} / ${DEMO_OPERATOR.password}.`);
    }
  }
}

/** One serving process: the app on its database, listening until SIGTERM/SIGINT. */
async function serve(config: Config, database: Database, { first }: { first: boolean }) {
  const dataDir = pgliteDataDir(config);
  const redis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1, enableOfflineQueue: false })
    : undefined;
  redis?.on('error', () => {}); // rate limits skip Redis while it is down

  const buildDir = path.resolve(config.WEB_BUILD_DIR ?? path.join(repoRoot, 'apps/web/build'));
  const hasWeb = existsSync(path.join(buildDir, 'server', 'index.js'));
  const app = await buildApp({
    config,
    database,
    ...(redis ? { redis } : {}),
    ...(hasWeb
      ? {
          web: {
            buildDir,
            mode: config.NODE_ENV === 'production' ? 'production' : 'development',
            guestPages: { maxAgeS: config.GUEST_PAGE_MAX_AGE_S, staleS: config.GUEST_PAGE_STALE_S },
          },
        }
      : {}),
    // Delivers outbox messages (codes, reset links, back-in-stock): e-mail over SMTP when
    // SMTP_URL is set; otherwise the development transport marks them delivered.
    outboxDelivery: { intervalMs: 2_000 },
  });
  app.addHook('onClose', async () => {
    await database.close();
    redis?.disconnect();
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('in-flight requests did not finish in time; exiting');
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));

  const address = await app.listen({ host: config.HOST, port: config.PORT });
  // What follows is said once, not by every worker.
  if (!first) return;
  if (!shouldSeedDemo(config)) {
    // A new PostgreSQL database starts with an empty shop: say how to fill it.
    const listing = await app.inject({ url: '/api/catalog/v3/products?limit=1' });
    const products = listing.statusCode === 200 ? (listing.json() as { data: unknown[] }).data : [];
    if (products.length === 0) {
      app.log.warn(
        'The catalogue is empty. Start once with SEED_DEMO=true to load the demo shop (products, a demo member and operator).',
      );
    }
  }
  const shown = address.replace('127.0.0.1', 'localhost');
  const workers = config.WORKERS > 1 ? `, ${config.WORKERS} workers` : '';
  app.log.info(
    `${config.STORE_NAME} is open at ${shown} (${database.kind === 'pglite' ? `embedded database in ${dataDir}` : 'PostgreSQL'}${workers}${hasWeb ? '' : '; storefront not built: API only'})`,
  );
}

/**
 * The first process with WORKERS > 1: starts the workers, starts a new one when one dies (not
 * faster than once a second), and on SIGTERM/SIGINT asks each to shut down and exits when all
 * have (or after SHUTDOWN_TIMEOUT_MS).
 */
function supervise(config: Config) {
  let closing = false;
  let lastRestart = 0;
  const start = (first: boolean) => cluster.fork({ KILAU_FIRST_WORKER: first ? 'true' : '' });
  for (let i = 0; i < config.WORKERS; i += 1) start(i === 0);
  cluster.on('exit', (worker, code, signal) => {
    if (closing) {
      const running = Object.values(cluster.workers ?? {}).filter(
        (other) => other && other !== worker && !other.isDead(),
      );
      if (running.length === 0) process.exit(0);
      return;
    }
    console.error(`Worker ${worker.process.pid} stopped (${signal ?? code}); starting another.`);
    const wait = Math.max(0, lastRestart + 1_000 - Date.now());
    lastRestart = Date.now() + wait;
    setTimeout(() => start(false), wait);
  });
  const shutdown = () => {
    if (closing) return;
    closing = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    setTimeout(() => process.exit(1), config.SHUTDOWN_TIMEOUT_MS + 1_000).unref();
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}

async function main() {
  const config = parseEnv(process.env);
  if (cluster.isWorker) {
    await serve(config, await openDatabase(config), {
      first: process.env.KILAU_FIRST_WORKER === 'true',
    });
    return;
  }
  const database = await openDatabase(config);
  await prepare(config, database);
  if (config.WORKERS === 1) {
    await serve(config, database, { first: true });
    return;
  }
  await database.close();
  supervise(config);
}

main().catch((error: unknown) => {
  console.error(error instanceof EnvError ? error.message : error);
  process.exit(1);
});
