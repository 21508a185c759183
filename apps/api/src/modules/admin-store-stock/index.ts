import type { Database } from '@kilau/db';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { CatalogueChanges } from '../../lib/catalogue-changes';
import type { RecordAudit } from '../../lib/staff-request';
import { storeStockAdminRoutes } from './store-stock-admin.routes';
import { createStoreStockAdminService } from './store-stock-admin.service';

/**
 * The stores' own stock in the back office (prefix `/api/admin`; permission `stock.write`;
 * docs/design/store-stock.md).
 */
export const storeStockAdminModule: FastifyPluginAsync<{
  db: Kysely<Database>;
  changes: CatalogueChanges;
  audit: RecordAudit;
  clock: () => Date;
}> = async (app, { db, changes, audit, clock }) => {
  await app.register(storeStockAdminRoutes, {
    storeStock: createStoreStockAdminService({ db, changes, audit, clock }),
  });
};
