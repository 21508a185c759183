import type { Database } from '@kilau/db';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { createStoresRepository } from './stores.repository';
import { storesRoutes } from './stores.routes';
import { createStoresService } from './stores.service';

/**
 * The point of sale (prefix `/api/pos`; 001 §7 `{pos}/stores`, docs/design/contact-and-stores.md):
 * the offline stores `/find-us` shows and self-checkout will sell from. The same for everyone,
 * so it reads from `DatabaseHandle.read`.
 */
export const posModule: FastifyPluginAsync<{ db: Kysely<Database>; clock: () => Date }> = async (
  app,
  { db, clock },
) => {
  await app.register(storesRoutes, {
    stores: createStoresService({ stores: createStoresRepository(db), clock }),
  });
};
