import type { Database } from '@kilau/db';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { UploadStorage } from '../../adapters/storage';
import { adminOrdersRoutes } from './admin-orders.routes';
import { createAdminOrdersService } from './admin-orders.service';

/**
 * The back office's order routes beside the operator API's (prefix `/api/admin`;
 * docs/design/back-office.md, Orders): a cancellation by the shop, the packing slip and the
 * invoice. Needs the `staff-auth` plugin.
 */
export const ordersAdminModule: FastifyPluginAsync<{
  db: Kysely<Database>;
  uploads: UploadStorage;
  clock: () => Date;
  cancelPayment: (paymentRef: string) => Promise<void>;
}> = async (app, options) => {
  await app.register(adminOrdersRoutes, { orders: createAdminOrdersService(options) });
};
