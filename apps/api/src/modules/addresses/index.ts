import type { Database } from '@kilau/db';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { createAddressesRepository } from './addresses.repository';
import { addressesRoutes } from './addresses.routes';
import { createAddressesService } from './addresses.service';

/**
 * Members' delivery addresses on the public store API (prefix `/api`): `POST /addresses`,
 * `PUT|DELETE /addresses/:id`, `GET /users/me/addresses`, `PUT /address/:id/default`.
 * Needs the `auth` plugin (member-only routes).
 */
export const addressesModule: FastifyPluginAsync<{
  db: Kysely<Database>;
  clock: () => Date;
}> = async (app, { db, clock }) => {
  await app.register(addressesRoutes, {
    addresses: createAddressesService({ addresses: createAddressesRepository(db), clock }),
  });
};
