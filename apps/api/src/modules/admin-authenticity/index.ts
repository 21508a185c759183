import type { Database } from '@kilau/db';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { AuditActor, AuditEntryInput, RecordAudit } from '../../lib/staff-request';
import { inTransaction } from '../../lib/transaction';
import { createAdminAuthenticityRepository } from './admin-authenticity.repository';
import { adminAuthenticityRoutes } from './admin-authenticity.routes';
import { createAdminAuthenticityService } from './admin-authenticity.service';
import { createBatchCodes } from './batch-codes';

/**
 * Authenticity batches in the back office (prefix `/api/admin`; permission
 * `authenticity.manage`; docs/design/authenticity.md, ADR 0045): batches of printed codes, the
 * printer's CSV, marking a batch printed. Every write is audited in its transaction.
 */
export const authenticityAdminModule: FastifyPluginAsync<{
  db: Kysely<Database>;
  clock: () => Date;
  /** AUTHENTICITY_CODE_SECRET: the codes' HMAC key and the seal's key derivation. */
  secret: string;
  /** The admin module's `recordAudit`. */
  audit: RecordAudit;
}> = async (app, { db, clock, secret, audit }) => {
  await app.register(adminAuthenticityRoutes, {
    batches: createAdminAuthenticityService({
      batches: createAdminAuthenticityRepository(db),
      transaction: (work) =>
        inTransaction(db, (tx) =>
          work({
            batches: createAdminAuthenticityRepository(tx),
            audit: (actor: AuditActor, entry: AuditEntryInput) => audit(tx, actor, entry, clock()),
          }),
        ),
      codes: createBatchCodes(secret),
      clock,
    }),
  });
};
