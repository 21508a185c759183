import type { Database } from '@kilau/db';
import { sql, type Kysely } from 'kysely';

/**
 * A class's quiz and a member's attempts at it (migration 0052); an attempt is recorded under the
 * member's progress row's lock.
 */
export function createAcademyQuizRepository(db: Kysely<Database>) {
  return {
    questions: (classId: number) =>
      db
        .selectFrom('academy_quiz_questions')
        .selectAll()
        .where('class_id', '=', classId)
        .orderBy('position')
        .execute(),

    options: (classId: number) =>
      db
        .selectFrom('academy_quiz_options as o')
        .innerJoin('academy_quiz_questions as q', 'q.id', 'o.question_id')
        .selectAll('o')
        .where('q.class_id', '=', classId)
        .orderBy('o.question_id')
        .orderBy('o.position')
        .execute(),

    /** Records an attempt and folds it into the class's progress (under the progress lock). */
    recordAttempt: async (attempt: {
      userId: number;
      classId: number;
      attemptNo: number;
      correct: number;
      total: number;
      score: number;
      passed: boolean;
      answers: Record<string, number>;
      now: Date;
    }) => {
      await db
        .insertInto('academy_quiz_attempts')
        .values({
          user_id: attempt.userId,
          class_id: attempt.classId,
          attempt_no: attempt.attemptNo,
          correct: attempt.correct,
          total: attempt.total,
          score: attempt.score,
          passed: attempt.passed,
          answers: JSON.stringify(attempt.answers),
          created_at: attempt.now,
        })
        .execute();
      await db
        .updateTable('academy_class_progress')
        .set({
          attempts: sql`attempts + 1`,
          best_score: sql`greatest(coalesce(best_score, 0), ${attempt.score})`,
          ...(attempt.passed ? { passed_at: sql`coalesce(passed_at, ${attempt.now})` } : {}),
        })
        .where('user_id', '=', attempt.userId)
        .where('class_id', '=', attempt.classId)
        .execute();
    },
  };
}
