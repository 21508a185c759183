import type { Database } from '@kilau/db';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { createAdminAnalyticsRepository } from './admin-analytics.repository';
import { adminAnalyticsRoutes } from './admin-analytics.routes';
import { createAdminAnalyticsService } from './admin-analytics.service';

/**
 * The back office's analytics (prefix `/api/admin`; docs/design/analytics.md). Reads the
 * analytics roll-ups and the orders; `rollUpRecent` is the analytics module's step, from app.ts.
 */
export const analyticsAdminModule: FastifyPluginAsync<{
  db: Kysely<Database>;
  clock: () => Date;
  rollUpRecent: () => Promise<unknown>;
}> = async (app, { db, clock, rollUpRecent }) => {
  await app.register(adminAnalyticsRoutes, {
    analytics: createAdminAnalyticsService({
      repository: createAdminAnalyticsRepository(db),
      clock,
      rollUpRecent,
    }),
  });
};
