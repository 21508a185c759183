import type { Database } from '@kilau/db';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { PrivateFiles } from '../../adapters/storage';
import type { ImageGuard } from '../../lib/image-guard';
import type { RecordAudit } from '../../lib/staff-request';
import { inTransaction } from '../../lib/transaction';
import { adminReturnsRoutes, memberReturnsRoutes } from './returns.routes';
import { createReturnsService, type RefundPort } from './returns.service';

export { RefundFailed, type RefundPort, type ReturnsService } from './returns.service';

/**
 * Returns and refunds (issue 25, docs/design/returns.md): the member's requests under
 * `prefixes.order` (`/api/order`), the back office's queue and steps under `prefixes.admin`
 * (`/api/admin`). Needs the `auth` and `staff-auth` plugins.
 */
export const returnsModule: FastifyPluginAsync<{
  db: Kysely<Database>;
  clock: () => Date;
  windowDays: number;
  refunds: RefundPort;
  files: PrivateFiles;
  images: ImageGuard;
  audit: RecordAudit;
  prefixes: { order: string; admin: string };
}> = async (app, options) => {
  const returns = createReturnsService({
    db: options.db,
    transaction: (work) => inTransaction(options.db, work),
    clock: options.clock,
    windowDays: options.windowDays,
    refunds: options.refunds,
    files: options.files,
    images: options.images,
    audit: options.audit,
  });
  await app.register(memberReturnsRoutes, { returns, prefix: options.prefixes.order });
  await app.register(adminReturnsRoutes, { returns, prefix: options.prefixes.admin });
};
