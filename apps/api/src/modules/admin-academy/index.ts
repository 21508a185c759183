import type { Database } from '@kilau/db';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { PrivateFiles } from '../../adapters/storage';
import type { RecordAudit } from '../../lib/staff-request';
import { inTransaction } from '../../lib/transaction';
import { createAdminAcademyRepository } from './admin-academy.repository';
import { adminAcademyRoutes } from './admin-academy.routes';
import { createAdminAcademyService } from './admin-academy.service';

/**
 * The academy in the back office (prefix `/api/admin/academy`; permission `academy.manage`;
 * docs/design/academy.md): settings, levels, posts and their files, class quizzes, the enrolment
 * and practice-paper queues, held comments, winners and attempts given back, each write audited
 * in its transaction.
 */
export const academyAdminModule: FastifyPluginAsync<{
  db: Kysely<Database>;
  clock: () => Date;
  /** The admin module's `recordAudit`. */
  audit: RecordAudit;
  /** The private uploads: posts' attachments and the links to papers' images. */
  uploads: PrivateFiles;
  /** The shop's public address, for the links in the members' mail. */
  publicUrl: string;
}> = async (app, { db, clock, audit, uploads, publicUrl }) => {
  await app.register(adminAcademyRoutes, {
    academy: createAdminAcademyService({
      academy: createAdminAcademyRepository(db),
      inTransaction: (work) =>
        inTransaction(db, (tx) =>
          work({
            academy: createAdminAcademyRepository(tx),
            audit: (actor, entry) => audit(tx, actor, entry, clock()),
          }),
        ),
      clock,
      uploads,
      publicUrl,
    }),
  });
};
