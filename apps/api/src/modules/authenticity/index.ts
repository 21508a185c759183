import type { Database } from '@kilau/db';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { inTransaction } from '../../lib/transaction';
import { createAuthenticityRepository } from './authenticity.repository';
import { authenticityRoutes } from './authenticity.routes';
import { createAuthenticityService } from './authenticity.service';

/**
 * Authenticity checks for shoppers (prefix `/api/authenticity`; docs/design/authenticity.md,
 * ADR 0045): a code printed on a pack checked genuine, already checked or unknown, and a
 * member's history. The back office's batches are `modules/admin-authenticity`.
 */
export const authenticityModule: FastifyPluginAsync<{
  db: Kysely<Database>;
  clock: () => Date;
  /** AUTHENTICITY_CODE_SECRET: the codes' and IPs' HMAC key. */
  secret: string;
}> = async (app, { db, clock, secret }) => {
  await app.register(authenticityRoutes, {
    checks: createAuthenticityService({
      checks: createAuthenticityRepository(db),
      transaction: (work) => inTransaction(db, (tx) => work(createAuthenticityRepository(tx))),
      secret,
      clock,
    }),
  });
};
