/**
 * A class's quiz in the back office, and a member's attempts given back (docs/design/academy.md),
 * under the class's lock or the member's `academy_progress` row's lock before their class rows.
 */
import type { Database } from '@kilau/db';
import { sql, type Kysely } from 'kysely';

export type QuizQuestionInput = {
  prompt_id: string;
  prompt_en: string;
  explanation_id: string;
  explanation_en: string;
  options: { label_id: string; label_en: string; is_correct: boolean }[];
};

export function createAdminAcademyQuizRepository(db: Kysely<Database>) {
  return {
    // A class's quiz.
    lockClass: (id: number) =>
      db
        .selectFrom('academy_classes')
        .select(['id', 'post_id', 'level_id', 'pass_mark', 'max_attempts', 'version'])
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst(),
    classRow: (id: number) =>
      db
        .selectFrom('academy_classes')
        .select(['id', 'post_id', 'level_id', 'pass_mark', 'max_attempts', 'version'])
        .where('id', '=', id)
        .executeTakeFirst(),
    questions: (classId: number) =>
      db
        .selectFrom('academy_quiz_questions')
        .select(['id', 'position', 'prompt_id', 'prompt_en', 'explanation_id', 'explanation_en'])
        .where('class_id', '=', classId)
        .orderBy('position')
        .execute(),
    options: (classId: number) =>
      db
        .selectFrom('academy_quiz_options as o')
        .innerJoin('academy_quiz_questions as q', 'q.id', 'o.question_id')
        .select(['o.id', 'o.question_id', 'o.position', 'o.label_id', 'o.label_en', 'o.is_correct'])
        .where('q.class_id', '=', classId)
        .orderBy('o.question_id')
        .orderBy('o.position')
        .execute(),
    /** Replaces the class's questions and options, and its pass mark and attempt limit. */
    replaceQuiz: async (
      classId: number,
      quiz: { pass_mark: number; max_attempts: number | null },
      questions: readonly QuizQuestionInput[],
      now: Date,
    ) => {
      await db.deleteFrom('academy_quiz_questions').where('class_id', '=', classId).execute();
      for (const [index, question] of questions.entries()) {
        const { options, ...prompt } = question;
        const { id } = await db
          .insertInto('academy_quiz_questions')
          .values({ ...prompt, class_id: classId, position: index + 1 })
          .returning('id')
          .executeTakeFirstOrThrow();
        await db
          .insertInto('academy_quiz_options')
          .values(options.map((option, at) => ({ ...option, question_id: id, position: at + 1 })))
          .execute();
      }
      await db
        .updateTable('academy_classes')
        .set({ ...quiz, version: sql`version + 1`, updated_at: now })
        .where('id', '=', classId)
        .execute();
    },

    // A member's attempts given back.
    lockProgress: (userId: number) =>
      db
        .selectFrom('academy_progress')
        .select('user_id')
        .where('user_id', '=', userId)
        .forNoKeyUpdate()
        .executeTakeFirst(),
    resetAttempts: async (userId: number, classId: number) => {
      const removed = await db
        .deleteFrom('academy_quiz_attempts')
        .where('user_id', '=', userId)
        .where('class_id', '=', classId)
        .executeTakeFirst();
      await db
        .updateTable('academy_class_progress')
        .set({ attempts: 0 })
        .where('user_id', '=', userId)
        .where('class_id', '=', classId)
        .execute();
      return Number(removed.numDeletedRows);
    },
  };
}
