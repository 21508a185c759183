// What a shop process does (server.ts decides which): prepare the database (migrations,
// reference data, the demo shop), or serve — the API and, when built, the storefront on one
// port until SIGTERM/SIGINT, which stop accepting, let in-flight requests finish and close the
// pool. Loaded on demand, so the supervising process of WORKERS > 1 stays small.
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
import { createFileStorage } from './adapters/storage';
import { buildApp } from './app';
import { gracefulClose } from './graceful-close';
import { connectRedis } from './lib/redis-channel';
import { seedDemoMember } from './seed/demo-member';
import { DEMO_SECOND_MEMBER, seedDemoSecondMember } from './seed/demo-second-member';
import { DEMO_OPERATOR, seedDemoOperator } from './seed/demo-operator';
import { DEMO_ADMIN, seedDemoAdmin } from './seed/demo-admin';
import { seedDemoOrders } from './seed/demo-orders';
import { seedDemoAnalytics } from './seed/demo-analytics';
import { isHttpsOnly, pgliteDataDir, type Env, shouldSeedDemo } from './config/env';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

type Config = Env;
type Database = Awaited<ReturnType<typeof createDatabase>>;

/**
 * The shop's database: the pooled DATABASE_URL to serve (with the read replica of
 * DATABASE_READ_URL for catalogue reads, ADR 0029), or PostgreSQL itself (DATABASE_DIRECT_URL,
 * when set) to prepare. Every serving worker opens its own.
 */
export const openDatabase = (
  config: Config,
  { purpose }: { purpose: 'serve' | 'prepare' },
): Promise<Database> => {
  const url =
    purpose === 'prepare'
      ? (config.DATABASE_DIRECT_URL ?? config.DATABASE_URL)
      : config.DATABASE_URL;
  return createDatabase(
    url
      ? {
          kind: 'postgres',
          url,
          poolSize: config.DATABASE_POOL_SIZE,
          preparedStatements: config.DATABASE_PREPARED_STATEMENTS,
          ...(purpose === 'serve' && config.DATABASE_READ_URL
            ? {
                replica: {
                  url: config.DATABASE_READ_URL,
                  maxLagMs: config.DATABASE_READ_MAX_LAG_MS,
                },
              }
            : {}),
        }
      : { kind: 'pglite', dataDir: pgliteDataDir(config) },
  );
};

/** Migrations, reference data and (when asked) the demo shop: once, before anything serves. */
export async function prepare(config: Config, database: Database) {
  await migrateToLatest(database.db);
  // Reference data (the official region hierarchy): idempotent, a no-op once loaded.
  await seedRegions(database.db);
  // The file store (ADR 0023): a bucket that cannot be used stops the start here, clearly.
  const files = await createFileStorage({ config, db: database.db, clock: () => new Date() });
  try {
    await files.check();
    await prepareData(config, database, files.public);
  } finally {
    files.close();
  }
}

async function prepareData(
  config: Config,
  database: Database,
  media: Parameters<typeof writePaymentLogos>[0],
) {
  // The payment methods' logos (reference data like the regions): missing files only.
  await writePaymentLogos(media);
  if (shouldSeedDemo(config)) {
    // Idempotent: seeds once, and later starts only render images that are missing.
    const seeded = await seedDemoCatalogue(database.db, {
      now: new Date(),
      media,
      authenticityCodeSecret: config.AUTHENTICITY_CODE_SECRET,
    });
    if (seeded.seeded || seeded.reviewsSeeded > 0 || seeded.imagesRendered > 0) {
      console.log(
        `Demo catalogue: ${seeded.products} products, ${seeded.combinations} combinations, ${seeded.reviewsSeeded} reviews seeded, ${seeded.imagesRendered} images rendered.`,
      );
    }
    // The demo member (README): idempotent, a no-op once the e-mail exists.
    if ((await seedDemoMember(database.db, { now: new Date() })).created) {
      console.log('Demo member: demo@kilau.id / kilau-demo-2026 (username kilaudemo).');
    }
    // A second member (README), e.g. to vote on or report a review.
    if ((await seedDemoSecondMember(database.db, { now: new Date() })).created) {
      console.log(
        `Second demo member: ${DEMO_SECOND_MEMBER.email} / ${DEMO_SECOND_MEMBER.password} (username ${DEMO_SECOND_MEMBER.user_name}).`,
      );
    }
    // The demo member's order history (idempotent: once per database); the shop opens without.
    await seedDemoOrders(database.db, { now: new Date() }).then(
      ({ created }) => created > 0 && console.log(`Demo orders: ${created} for the demo member.`),
      (error: unknown) => console.error('Demo orders were not seeded:', error),
    );
    // Two weeks of consented visits for the back office's analytics (once per database).
    await seedDemoAnalytics(database.db, { now: new Date() }).then(
      ({ sessions }) =>
        sessions > 0 && console.log(`Demo analytics: ${sessions} sessions over 14 days.`),
      (error: unknown) => console.error('Demo analytics were not seeded:', error),
    );
    // The demo operator (design/order-life-after-payment.md) has a published password: never on an https deployment.
    if (
      !isHttpsOnly(config) &&
      (await seedDemoOperator(database.db, { now: new Date() })).created
    ) {
      console.log(`Demo operator: ${DEMO_OPERATOR.email} / ${DEMO_OPERATOR.password}.`);
    }
    // The demo admin of the back office: a published password too, so never on https.
    if (!isHttpsOnly(config) && (await seedDemoAdmin(database.db, { now: new Date() })).created) {
      console.log(`Back office: ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password} at /admin.`);
    }
  }
}

/** One serving process: the app on its database, listening until SIGTERM/SIGINT. */
export async function serve(config: Config, database: Database, { first }: { first: boolean }) {
  const dataDir = pgliteDataDir(config);
  const redis = config.REDIS_URL
    ? connectRedis(config.REDIS_URL, config.REDIS_KEY_PREFIX)
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
  const close = gracefulClose(app, { beforeDrain: () => app.realtime.endStreams() });

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
    close().then(
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
