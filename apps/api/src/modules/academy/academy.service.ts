import { createAcademyEnrolmentService } from './academy-enrolment.service';
import { createAcademyGraduationService } from './academy-graduation.service';
import { createAcademyState, type AcademyServiceDeps } from './academy-member-state';
import { createAcademyPapersService } from './academy-papers.service';
import { createAcademyProgressService } from './academy-progress.service';
import { createAcademyQuizService } from './academy-quiz.service';
import { createAcademySyllabusService } from './academy-syllabus.service';

/**
 * The academy's storefront use cases (docs/design/academy.md): the public syllabus, the
 * enrolment, and an approved member's progress — every write under the member's progress row's
 * lock, checked against the server's own rows by the domain's rules.
 *
 * One use case a file: the syllabus, settings and winners (`academy-syllabus.service.ts`),
 * enrolment (`academy-enrolment.service.ts`), progress and classes
 * (`academy-progress.service.ts`), quizzes (`academy-quiz.service.ts`), practice papers
 * (`academy-papers.service.ts`), graduation and certificates (`academy-graduation.service.ts`),
 * over the shared state of `academy-member-state.ts`.
 */
export function createAcademyService(deps: AcademyServiceDeps) {
  const state = createAcademyState(deps);
  return {
    ...createAcademySyllabusService(deps, state),
    ...createAcademyEnrolmentService(deps, state),
    ...createAcademyProgressService(deps, state),
    ...createAcademyQuizService(deps, state),
    ...createAcademyGraduationService(deps, state),
    ...createAcademyPapersService(deps, state),
  };
}

export type AcademyService = ReturnType<typeof createAcademyService>;
