import type { Database } from '@kilau/db';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { inTransaction } from '../../lib/transaction';
import { recordAudit } from '../admin';
import { createAdminCustomersRepository } from './admin-customers.repository';
import { adminCustomersRoutes } from './admin-customers.routes';
import { createAdminCustomersService } from './admin-customers.service';

/**
 * The back office's customers (prefix `/api/admin`; docs/design/back-office.md, Customers):
 * search, one member's picture, points adjustments, lock and unlock, ending sessions. Needs the
 * `staff-auth` plugin.
 */
export const customersAdminModule: FastifyPluginAsync<{
  db: Kysely<Database>;
  clock: () => Date;
}> = async (app, { db, clock }) => {
  await app.register(adminCustomersRoutes, {
    customers: createAdminCustomersService({
      customers: createAdminCustomersRepository(db),
      inTransaction: (work) =>
        inTransaction(db, (tx) =>
          work({
            customers: createAdminCustomersRepository(tx),
            audit: (actor, entry, now) => recordAudit(tx, actor, entry, now),
          }),
        ),
      clock,
    }),
  });
};
