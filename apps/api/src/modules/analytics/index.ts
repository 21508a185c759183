import { storedSecret, type Database } from '@kilau/db';
import type { ProductTile } from '@kilau/domain/catalog';
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { ConversionEvent, ConversionsPort } from '../../adapters/conversions';
import { inTransaction } from '../../lib/transaction';
import { createAnalyticsRepository } from './analytics.repository';
import { analyticsRoutes } from './analytics.routes';
import { createAnalyticsService, type AnalyticsService } from './analytics.service';

export type { AnalyticsService } from './analytics.service';
export { hashEmail, shiftDay } from './analytics.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Tracking's use cases (decorated by app.ts): the job's steps run through it, tests too. */
    analytics: AnalyticsService;
  }
}

/** Every `MAINTENANCE_EVERY`th run of the job also keeps partitions and roll-ups. */
const MAINTENANCE_EVERY = 30;

/** The job: ad events each run; partitions, retention and roll-ups every 30th (and the first). */
function startAnalyticsJob(
  analytics: AnalyticsService,
  intervalMs: number,
  log: FastifyBaseLogger,
) {
  let runs = 0;
  let running: Promise<unknown> = Promise.resolve();
  const tick = async () => {
    if (runs++ % MAINTENANCE_EVERY === 0) {
      const { dropped } = await analytics.maintain();
      if (dropped.length > 0) log.info({ days: dropped }, 'analytics partitions dropped');
      await analytics.rollUpRecent();
    }
    const { failed } = await analytics.sendAdEvents();
    if (failed > 0) log.warn({ failed }, 'ad events not sent');
  };
  const run = () => {
    running = running
      .then(tick)
      .catch((error: unknown) => log.error({ err: error }, 'analytics job failed'));
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}

export type AnalyticsOptions = {
  db: Kysely<Database>;
  clock: () => Date;
  conversions: ConversionsPort;
  tiles: (ids: number[]) => Promise<ProductTile[]>;
  retentionDays: number;
};

/** Tracking's use cases, built once in app.ts (the module's routes, the job, the back office). */
export function createAnalytics(options: AnalyticsOptions): AnalyticsService {
  const { db } = options;
  let salt: Promise<string> | undefined;
  return createAnalyticsService({
    repository: createAnalyticsRepository(db),
    transaction: (work) => inTransaction(db, (tx) => work(createAnalyticsRepository(tx))),
    conversions: options.conversions,
    tiles: options.tiles,
    clock: options.clock,
    retentionDays: options.retentionDays,
    ipSalt: () => {
      salt ??= storedSecret(db, 'consent_ip_salt').catch((error: unknown) => {
        salt = undefined; // a database hiccup must not stick
        throw error;
      });
      return salt;
    },
  });
}

/**
 * Tracking and analytics (prefix `/api/analytics`; issue 24, docs/design/analytics.md):
 * sessions, event batches, member actions, consent, ad events for the conversions API and
 * similar products; with `jobIntervalMs`, the job that keeps it all.
 */
export const analyticsModule: FastifyPluginAsync<{
  analytics: AnalyticsService;
  jobIntervalMs: number;
  httpsOnly: boolean;
  /** What the conversions sandbox recorded, shown to development shops only. */
  sandboxRecord?: (() => readonly ConversionEvent[]) | undefined;
}> = async (app, { analytics, jobIntervalMs, httpsOnly, sandboxRecord }) => {
  await app.register(analyticsRoutes, { analytics, httpsOnly, sandboxRecord });
  if (jobIntervalMs > 0) {
    let stop: (() => Promise<void>) | undefined;
    app.addHook('onReady', async () => {
      stop = startAnalyticsJob(analytics, jobIntervalMs, app.log);
    });
    app.addHook('preClose', async () => {
      await stop?.();
    });
  }
};
