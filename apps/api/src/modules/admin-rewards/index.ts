import type { Database } from '@kilau/db';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { RecordAudit } from '../../lib/staff-request';
import { inTransaction } from '../../lib/transaction';
import { adminRedemptionsRoutes } from './admin-redemptions.routes';
import { createAdminRedemptionsService } from './admin-redemptions.service';
import { adminRewardsRoutes } from './admin-rewards.routes';
import { createAdminRewardsService } from './admin-rewards.service';

/**
 * The back office's rewards (prefix `/api/admin`; docs/design/rewards.md "The back office"):
 * partner prizes (`promotions.write`), campaign-token grants (`customers.write`) and the
 * redemption queue (`customers.read` to read, `customers.write` to fulfil or cancel), audited.
 */
export const rewardsAdminModule: FastifyPluginAsync<{
  db: Kysely<Database>;
  clock: () => Date;
  /** The admin module's `recordAudit`. */
  audit: RecordAudit;
}> = async (app, { db, clock, audit }) => {
  const transaction = <T>(work: Parameters<typeof inTransaction<Database, T>>[1]) =>
    inTransaction(db, work);
  await app.register(adminRewardsRoutes, {
    prizes: createAdminRewardsService({ db, transaction, audit, clock }),
  });
  await app.register(adminRedemptionsRoutes, {
    redemptions: createAdminRedemptionsService({ db, transaction, audit, clock }),
  });
};
