import type { Database } from '@kilau/db';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { RecordAudit } from '../../lib/staff-request';
import { inTransaction } from '../../lib/transaction';
import { adminRewardsRoutes } from './admin-rewards.routes';
import { createAdminRewardsService } from './admin-rewards.service';

/**
 * The back office's rewards (prefix `/api/admin`; docs/design/rewards.md "The back office"):
 * partner prizes (`promotions.write`) and campaign-token grants (`customers.write`), audited.
 */
export const rewardsAdminModule: FastifyPluginAsync<{
  db: Kysely<Database>;
  clock: () => Date;
  /** The admin module's `recordAudit`. */
  audit: RecordAudit;
}> = async (app, { db, clock, audit }) => {
  await app.register(adminRewardsRoutes, {
    prizes: createAdminRewardsService({
      db,
      transaction: (work) => inTransaction(db, work),
      audit,
      clock,
    }),
  });
};
