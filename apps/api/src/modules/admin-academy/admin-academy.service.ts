import { createAdminAcademyAttachmentsService } from './admin-academy-attachments.service';
import { createAdminAcademyCommentsService } from './admin-academy-comments.service';
import type { AdminAcademyServiceDeps } from './admin-academy-common';
import { createAdminAcademyEnrolmentsService } from './admin-academy-enrolments.service';
import { createAdminAcademyPapersService } from './admin-academy-papers.service';
import { createAdminAcademyPostsService } from './admin-academy-posts.service';
import { createAdminAcademyQuizService } from './admin-academy-quiz.service';
import { createAdminAcademySettingsService } from './admin-academy-settings.service';
import { createAdminAcademyWinnersService } from './admin-academy-winners.service';

/**
 * The academy in the back office (permission `academy.manage`; docs/design/academy.md). Each
 * write runs in one transaction with its audit row; an edit names the `version` it was read at
 * (a stale one answers 409 with the row as it is now). An enrolment's decision and a paper's
 * score are conditional updates on their status (exactly once); the member hears by e-mail,
 * queued in the same transaction.
 *
 * One use case a file: settings and levels (`admin-academy-settings.service.ts`), posts
 * (`admin-academy-posts.service.ts`) and their files (`admin-academy-attachments.service.ts`),
 * class quizzes and attempts given back (`admin-academy-quiz.service.ts`), the enrolment queue
 * (`admin-academy-enrolments.service.ts`), the paper queue (`admin-academy-papers.service.ts`),
 * held comments (`admin-academy-comments.service.ts`), winners
 * (`admin-academy-winners.service.ts`); shared pieces in `admin-academy-common.ts`.
 */
export function createAdminAcademyService(deps: AdminAcademyServiceDeps) {
  return {
    ...createAdminAcademySettingsService(deps),
    ...createAdminAcademyPostsService(deps),
    ...createAdminAcademyAttachmentsService(deps),
    ...createAdminAcademyQuizService(deps),
    ...createAdminAcademyEnrolmentsService(deps),
    ...createAdminAcademyPapersService(deps),
    ...createAdminAcademyCommentsService(deps),
    ...createAdminAcademyWinnersService(deps),
  };
}

export type AdminAcademyService = ReturnType<typeof createAdminAcademyService>;
