import type { Database } from '@kilau/db';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { PublicFiles } from '../../adapters/storage';
import type { ImageGuard } from '../../lib/image-guard';
import type { RecordAudit } from '../../lib/staff-request';
import { inTransaction } from '../../lib/transaction';
import { createAdminQuizRepository } from './admin-quiz.repository';
import { adminQuizRoutes } from './admin-quiz.routes';
import { createAdminQuizService } from './admin-quiz.service';

/**
 * The beauty quiz in the back office (prefix `/api/admin`; permission `quiz.write`;
 * docs/design/beauty-quiz.md): quizzes, questions, answers and their result rules, each write
 * audited in its transaction at the version read.
 */
export const quizAdminModule: FastifyPluginAsync<{
  db: Kysely<Database>;
  clock: () => Date;
  /** The admin module's `recordAudit`. */
  audit: RecordAudit;
  /** The image guard and the public files: the quiz's pictures. */
  images: ImageGuard;
  media: PublicFiles;
}> = async (app, { db, clock, audit, images, media }) => {
  await app.register(adminQuizRoutes, {
    quizzes: createAdminQuizService({
      quizzes: createAdminQuizRepository(db),
      inTransaction: (work) =>
        inTransaction(db, (tx) =>
          work({
            quizzes: createAdminQuizRepository(tx),
            audit: (actor, entry) => audit(tx, actor, entry, clock()),
          }),
        ),
      clock,
      images,
      media,
    }),
  });
};
