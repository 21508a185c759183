import type { Database } from '@kilau/db';
import type { Kysely } from 'kysely';
import { createAcademyEnrolmentRepository } from './academy-enrolment.repository';
import { createAcademyGraduationRepository } from './academy-graduation.repository';
import { createAcademyPapersRepository } from './academy-papers.repository';
import { createAcademyPostsRepository } from './academy-posts.repository';
import { createAcademyProgressRepository } from './academy-progress.repository';
import { createAcademyQuizRepository } from './academy-quiz.repository';
import { createAcademySyllabusRepository } from './academy-syllabus.repository';

/**
 * The academy's tables (migration 0052; docs/design/academy.md). Reads `brands`, `users` and,
 * for the `auto_buyers` enrolment rule, `orders` / `order_lines` / `products` (shared on purpose,
 * read only). Every progress write of a member runs after `lockProgress` (the member's
 * `academy_progress` row, first in the academy's lock order).
 *
 * One use case a file: the syllabus (`academy-syllabus.repository.ts`), enrolment
 * (`academy-enrolment.repository.ts`), progress (`academy-progress.repository.ts`), quizzes
 * (`academy-quiz.repository.ts`), graduation (`academy-graduation.repository.ts`), practice
 * papers (`academy-papers.repository.ts`), posts and comments (`academy-posts.repository.ts`).
 */
export function createAcademyRepository(db: Kysely<Database>) {
  return {
    ...createAcademySyllabusRepository(db),
    ...createAcademyEnrolmentRepository(db),
    ...createAcademyProgressRepository(db),
    ...createAcademyQuizRepository(db),
    ...createAcademyGraduationRepository(db),
    ...createAcademyPapersRepository(db),
    ...createAcademyPostsRepository(db),
  };
}

export type AcademyRepository = ReturnType<typeof createAcademyRepository>;
