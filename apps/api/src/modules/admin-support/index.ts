import type { Database } from '@kilau/db';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { RecordAudit } from '../../lib/staff-request';
import { adminSupportRoutes } from './admin-support.routes';
import { createAdminSupportService } from './admin-support.service';

/**
 * Support tickets in the back office (prefix `/api/admin`; permission `support.tickets`;
 * docs/design/contact-and-stores.md): the contact form's tickets, answered, closed and
 * reopened, each write audited in its transaction.
 */
export const supportAdminModule: FastifyPluginAsync<{
  db: Kysely<Database>;
  clock: () => Date;
  /** The admin module's `recordAudit`. */
  audit: RecordAudit;
  /** The shop's address, for the link in the answer's e-mail. */
  publicUrl: string;
}> = async (app, { db, clock, audit, publicUrl }) => {
  await app.register(adminSupportRoutes, {
    tickets: createAdminSupportService({ db, audit, clock, publicUrl }),
  });
};
