import type { Database } from '@kilau/db';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { CatalogueChanges } from '../../lib/catalogue-changes';
import type { RecordAudit } from '../../lib/staff-request';
import { stockRoutes } from './stock.routes';
import { createStockService } from './stock.service';

export { setStockContext, type StockContext } from './stock.repository';
export type { RecordAudit } from '../../lib/staff-request';

/**
 * The stock ledger in the back office (prefix `/api/admin`; permission `stock.write`;
 * docs/design/back-office.md "Stock").
 */
export const stockAdminModule: FastifyPluginAsync<{
  db: Kysely<Database>;
  changes: CatalogueChanges;
  /** The admin module's `recordAudit`. */
  audit: RecordAudit;
  clock: () => Date;
}> = async (app, { db, changes, audit, clock }) => {
  await app.register(stockRoutes, { stock: createStockService({ db, changes, audit, clock }) });
};
