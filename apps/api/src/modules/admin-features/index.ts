import type { Database } from '@kilau/db';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { RecordAudit } from '../../lib/staff-request';
import { inTransaction } from '../../lib/transaction';
import { adminFeaturesRoutes } from './admin-features.routes';
import { createAdminFeaturesService } from './admin-features.service';

/**
 * The shop's feature toggles in the back office (prefix `/api/admin`; permission
 * `settings.write`, admins; docs/design/quick-tour.md "The back office").
 */
export const featuresAdminModule: FastifyPluginAsync<{
  db: Kysely<Database>;
  clock: () => Date;
  /** The admin module's `recordAudit`. */
  audit: RecordAudit;
}> = async (app, { db, clock, audit }) => {
  await app.register(adminFeaturesRoutes, {
    features: createAdminFeaturesService({
      db,
      transaction: (work) => inTransaction(db, work),
      audit,
      clock,
    }),
  });
};
