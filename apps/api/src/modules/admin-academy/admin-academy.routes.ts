import multipart from '@fastify/multipart';
import { ACADEMY_ATTACHMENT_MAX_BYTES } from '@kilau/domain/academy';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminAcademyPostsRoutes } from './admin-academy-posts.routes';
import { adminAcademyQueuesRoutes } from './admin-academy-queues.routes';
import { adminAcademySettingsRoutes } from './admin-academy-settings.routes';
import { adminAcademyWinnersRoutes } from './admin-academy-winners.routes';
import type { AdminAcademyService } from './admin-academy.service';

/**
 * The academy in the back office (prefix `/api/admin/academy`; permission `academy.manage`;
 * docs/design/academy.md): settings, levels, classes and articles with their files, each class's
 * quiz, the enrolment and practice-paper queues, held comments, winners, and a member's attempts
 * given back. Every write is audited in its transaction.
 *
 * One use case a file, registered in this order inside this plugin (so they share its multipart
 * parser): settings and levels (`admin-academy-settings.routes.ts`), posts, files, preview and
 * quizzes (`admin-academy-posts.routes.ts`), the enrolment, paper and comment queues
 * (`admin-academy-queues.routes.ts`), winners and attempts given back
 * (`admin-academy-winners.routes.ts`); their own shapes in `admin-academy.schemas.ts`.
 */
export const adminAcademyRoutes: FastifyPluginAsyncZod<{ academy: AdminAcademyService }> = async (
  app,
  { academy },
) => {
  await app.register(multipart, {
    limits: { fileSize: ACADEMY_ATTACHMENT_MAX_BYTES + 1, files: 1, fields: 0, parts: 1 },
  });
  await app.register(adminAcademySettingsRoutes, { academy });
  await app.register(adminAcademyPostsRoutes, { academy });
  await app.register(adminAcademyQueuesRoutes, { academy });
  await app.register(adminAcademyWinnersRoutes, { academy });
};
