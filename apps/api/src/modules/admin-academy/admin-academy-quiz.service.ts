import type { AdminAcademyQuiz, AdminAcademyQuizInput } from '@kilau/domain/academy';
import type { AuditActor } from '../../lib/staff-request';
import type { AdminAcademyRepository } from './admin-academy.repository';
import { notFound, stale, type AdminAcademyServiceDeps } from './admin-academy-common';

/** A class's quiz as the back office edits it (undefined: no such class). */
export async function quizView(repo: AdminAcademyRepository, classId: number) {
  const klass = await repo.classRow(classId);
  if (!klass) return undefined;
  const [questions, options] = await Promise.all([repo.questions(classId), repo.options(classId)]);
  const quiz: AdminAcademyQuiz = {
    class_id: klass.id,
    pass_mark: klass.pass_mark,
    max_attempts: klass.max_attempts,
    version: klass.version,
    questions: questions.map((question) => ({
      ...question,
      options: options
        .filter((option) => option.question_id === question.id)
        .map(({ question_id: _q, ...option }) => option),
    })),
  };
  return quiz;
}

/**
 * A class's quiz in the back office: its questions replaced at the class's version, and a
 * member's attempts given back under their progress row's lock.
 */
export function createAdminAcademyQuizService(deps: AdminAcademyServiceDeps) {
  return {
    /** Replaces a class's questions at the class's version, with its pass mark and limit. */
    replaceQuiz: (actor: AuditActor, classId: number, input: AdminAcademyQuizInput) =>
      deps.inTransaction(async ({ academy, audit }) => {
        const row = await academy.lockClass(classId);
        if (!row) throw notFound('academy_class_not_found');
        if (row.version !== input.version) throw stale(await quizView(academy, classId));
        const before = (await quizView(academy, classId))!;
        await academy.replaceQuiz(
          classId,
          { pass_mark: input.pass_mark, max_attempts: input.max_attempts },
          input.questions,
          deps.clock(),
        );
        const after = (await quizView(academy, classId))!;
        await audit(actor, {
          action: 'academy_quiz.replace',
          entity: 'academy_class',
          entityId: classId,
          before: {
            pass_mark: before.pass_mark,
            max_attempts: before.max_attempts,
            questions: before.questions.length,
          },
          after: {
            pass_mark: after.pass_mark,
            max_attempts: after.max_attempts,
            questions: input.questions,
          },
        });
        return after;
      }),

    /** Gives a member their quiz attempts at a class back (under their progress row's lock). */
    resetAttempts: (actor: AuditActor, userId: number, classId: number) =>
      deps.inTransaction(async ({ academy, audit }) => {
        if (!(await academy.lockProgress(userId))) throw notFound('academy_member_not_found');
        if (!(await academy.classRow(classId))) throw notFound('academy_class_not_found');
        const removed = await academy.resetAttempts(userId, classId);
        await audit(actor, {
          action: 'academy_member.reset_attempts',
          entity: 'academy_member',
          entityId: userId,
          before: { class_id: classId, attempts: removed },
          after: { class_id: classId, attempts: 0 },
        });
        return { user_id: userId, class_id: classId, attempts_removed: removed };
      }),
  };
}
