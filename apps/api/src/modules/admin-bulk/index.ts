import type { Database } from '@kilau/db';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { bulkRoutes } from './bulk.routes';
import { createBulkService, type BulkAudit } from './bulk.service';

/**
 * CSV export and import of the catalogue (prefix `/api/admin`; docs/design/back-office.md "CSV
 * import and export"). Needs the `staff-auth` plugin and `app.catalogueChanges`.
 */
export const bulkAdminModule: FastifyPluginAsync<{
  db: Kysely<Database>;
  clock: () => Date;
  /** Writes the audit row in the import's transaction (the admin module's `recordAudit`). */
  audit: BulkAudit;
}> = async (app, { db, clock, audit }) => {
  await app.register(bulkRoutes, {
    clock,
    bulk: createBulkService({
      db,
      audit,
      clock,
      changed: (products) => app.catalogueChanges.changed({ products }),
    }),
  });
};
