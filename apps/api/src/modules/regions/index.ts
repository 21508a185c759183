import type { Database } from '@kilau/db';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { createRegionsRepository } from './regions.repository';
import { regionsRoutes } from './regions.routes';
import { createRegionsService } from './regions.service';

/**
 * Provinces, cities, districts, subdistricts and countries of the public store API (prefix
 * `/api`). The data is written by `seedRegions` from `@kilau/db`; lists are cached in process.
 */
export const regionsModule: FastifyPluginAsync<{
  db: Kysely<Database>;
  clock: () => Date;
  /** How long lists are kept in memory; an hour by default. */
  cacheTtlMs?: number;
}> = async (app, { db, clock, cacheTtlMs }) => {
  await app.register(regionsRoutes, {
    regions: createRegionsService({
      regions: createRegionsRepository(db),
      clock,
      ...(cacheTtlMs === undefined ? {} : { cacheTtlMs }),
    }),
  });
};
