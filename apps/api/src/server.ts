// Boots the shop: environment, database (migrated), API and — when built — the storefront, on
// one port (shop-process.ts). With WORKERS > 1 this first process only supervises: one worker
// prepares the database, then that many workers (node:cluster) share the port, each serving as
// a single process would; the supervisor loads none of the shop.
import cluster from 'node:cluster';
import { EnvError, parseEnv, type Env } from './config/env';

type Config = Env;

/**
 * The first process with WORKERS > 1: has one worker prepare the database, then starts the
 * serving workers, starts a new one when one dies (not faster than once a second), and on
 * SIGTERM/SIGINT asks each to shut down and exits when all have (or after SHUTDOWN_TIMEOUT_MS).
 */
function supervise(config: Config) {
  let closing = false;
  let lastRestart = 0;
  const start = (first: boolean) =>
    cluster.fork({ KILAU_WORKER: 'serve', KILAU_FIRST_WORKER: first ? 'true' : '' });
  const preparing = cluster.fork({ KILAU_WORKER: 'prepare' });
  preparing.once('exit', (code) => {
    if (closing) process.exit(code === 0 ? 0 : 1);
    if (code !== 0) {
      console.error('Preparing the database failed; the shop does not start.');
      process.exit(1);
    }
    for (let i = 0; i < config.WORKERS; i += 1) start(i === 0);
  });
  cluster.on('exit', (worker, code, signal) => {
    if (worker === preparing) return;
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
  if (config.WORKERS > 1 && cluster.isPrimary) {
    supervise(config);
    return;
  }
  const { openDatabase, prepare, serve } = await import('./shop-process');
  if (cluster.isWorker && process.env.KILAU_WORKER === 'serve') {
    const database = await openDatabase(config, { purpose: 'serve' });
    await serve(config, database, { first: process.env.KILAU_FIRST_WORKER === 'true' });
    return;
  }
  const preparing = await openDatabase(config, { purpose: 'prepare' });
  await prepare(config, preparing);
  if (cluster.isWorker) {
    // The preparing worker: done.
    await preparing.close();
    process.exit(0);
  }
  // One process: the embedded database (or PostgreSQL without a pooler) serves on the same handle.
  if (!config.DATABASE_DIRECT_URL) {
    await serve(config, preparing, { first: true });
    return;
  }
  await preparing.close();
  await serve(config, await openDatabase(config, { purpose: 'serve' }), { first: true });
}

main().catch((error: unknown) => {
  console.error(error instanceof EnvError ? error.message : error);
  process.exit(1);
});
