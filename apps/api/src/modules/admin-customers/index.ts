import type { Database } from '@kilau/db';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { inTransaction } from '../../lib/transaction';
import { createAdminCustomersRepository } from './admin-customers.repository';
import { adminCustomersRoutes } from './admin-customers.routes';
import {
  createAdminCustomersService,
  type AuditEntry,
  type StaffActor,
} from './admin-customers.service';

/**
 * The back office's customers (prefix `/api/admin`; docs/design/back-office.md, Customers):
 * search, one member's picture, points adjustments, lock and unlock, ending sessions. Needs the
 * `staff-auth` plugin; the audit row's writer and the signed-in staff member are composed in
 * `app.ts`.
 */
export const customersAdminModule: FastifyPluginAsync<{
  db: Kysely<Database>;
  clock: () => Date;
  /** Writes one audit row on `tx` (the write's transaction). */
  audit: (tx: Kysely<Database>, actor: StaffActor, entry: AuditEntry, now: Date) => Promise<void>;
  actorOf: (request: FastifyRequest) => Promise<StaffActor>;
}> = async (app, { db, clock, audit, actorOf }) => {
  await app.register(adminCustomersRoutes, {
    actorOf,
    customers: createAdminCustomersService({
      customers: createAdminCustomersRepository(db),
      inTransaction: (work) =>
        inTransaction(db, (tx) =>
          work({
            customers: createAdminCustomersRepository(tx),
            audit: (actor, entry, now) => audit(tx, actor, entry, now),
          }),
        ),
      clock,
    }),
  });
};
