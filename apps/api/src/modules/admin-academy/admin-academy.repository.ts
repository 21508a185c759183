/**
 * The academy's back-office SQL (docs/design/academy.md). Shared on purpose (architecture.md,
 * table ownership): it reads `brands`, `vouchers`, `products` and `users` (the member's e-mail)
 * and queues the member's mail in `outbox_messages` in the decision's transaction. Locks: the
 * settings row; a level, then its classes; a post, then its class; an enrolment or a paper by a
 * conditional update on its status; a member's `academy_progress` row before their class rows.
 *
 * One use case a file: settings and levels (`admin-academy-settings.repository.ts`), posts,
 * classes and attachments (`admin-academy-posts.repository.ts`), quizzes and attempts given back
 * (`admin-academy-quiz.repository.ts`), the enrolment and paper queues
 * (`admin-academy-enrolments.repository.ts`, `admin-academy-papers.repository.ts`), comments
 * (`admin-academy-comments.repository.ts`), winners (`admin-academy-winners.repository.ts`) and
 * the members' mail (`admin-academy-mail.repository.ts`).
 */
import type { Database } from '@kilau/db';
import type { Kysely } from 'kysely';
import { createAdminAcademyCommentsRepository } from './admin-academy-comments.repository';
import { createAdminAcademyEnrolmentsRepository } from './admin-academy-enrolments.repository';
import { createAdminAcademyMailRepository } from './admin-academy-mail.repository';
import { createAdminAcademyPapersRepository } from './admin-academy-papers.repository';
import { createAdminAcademyPostsRepository } from './admin-academy-posts.repository';
import { createAdminAcademyQuizRepository } from './admin-academy-quiz.repository';
import { createAdminAcademySettingsRepository } from './admin-academy-settings.repository';
import { createAdminAcademyWinnersRepository } from './admin-academy-winners.repository';

export type { OutboxMail } from './admin-academy-mail.repository';
export { isUniqueViolation, type PostColumns } from './admin-academy-posts.repository';
export type { QuizQuestionInput } from './admin-academy-quiz.repository';
export type { LevelColumns, SettingsRow } from './admin-academy-settings.repository';

export function createAdminAcademyRepository(db: Kysely<Database>) {
  return {
    ...createAdminAcademySettingsRepository(db),
    ...createAdminAcademyPostsRepository(db),
    ...createAdminAcademyQuizRepository(db),
    ...createAdminAcademyEnrolmentsRepository(db),
    ...createAdminAcademyPapersRepository(db),
    ...createAdminAcademyCommentsRepository(db),
    ...createAdminAcademyWinnersRepository(db),
    ...createAdminAcademyMailRepository(db),
  };
}

export type AdminAcademyRepository = ReturnType<typeof createAdminAcademyRepository>;
