import type { Database } from '@kilau/db';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { bulkRoutes } from './bulk.routes';
import { createBulkService } from './bulk.service';

/**
 * CSV export and import of the catalogue (prefix `/api/admin`; docs/design/back-office.md "CSV
 * import and export"). Needs the `staff-auth` plugin and `app.catalogueChanges`.
 */
export const bulkAdminModule: FastifyPluginAsync<{
  db: Kysely<Database>;
  clock: () => Date;
}> = async (app, { db, clock }) => {
  await app.register(bulkRoutes, {
    bulk: createBulkService({
      db,
      clock,
      changed: (products) => app.catalogueChanges.changed({ products }),
    }),
  });
};
