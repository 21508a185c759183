import type { Database } from '@kilau/db';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { CatalogueChanges } from '../../lib/catalogue-changes';
import { stockRoutes } from './stock.routes';
import { createStockService } from './stock.service';

export { setStockContext, type StockContext } from './stock-context';

/**
 * The stock ledger in the back office (prefix `/api/admin`; permission `stock.write`;
 * docs/design/back-office.md "Stock").
 */
export const stockAdminModule: FastifyPluginAsync<{
  db: Kysely<Database>;
  changes: CatalogueChanges;
  clock: () => Date;
}> = async (app, { db, changes, clock }) => {
  await app.register(stockRoutes, { stock: createStockService({ db, changes, clock }) });
};
