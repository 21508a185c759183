import type { Database } from '@kilau/db';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { createDashboardRepository } from './dashboard.repository';
import { dashboardRoutes } from './dashboard.routes';
import { createDashboardService } from './dashboard.service';

/**
 * The back office's dashboard (prefix `/api/admin`; docs/design/back-office.md "Dashboard").
 * Needs the `staff-auth` plugin.
 */
export const dashboardAdminModule: FastifyPluginAsync<{
  /** The primary: the search misses just flushed are read back at once. */
  db: Kysely<Database>;
  clock: () => Date;
  /** Writes this instance's pending search misses (the catalogue's counter). */
  flushSearchMisses: () => Promise<void>;
}> = async (app, { db, clock, flushSearchMisses }) => {
  await app.register(dashboardRoutes, {
    dashboard: createDashboardService({
      dashboard: createDashboardRepository(db),
      flushSearchMisses,
      clock,
    }),
  });
};
