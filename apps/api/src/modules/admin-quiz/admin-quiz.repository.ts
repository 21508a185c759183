/**
 * The back office's beauty-quiz SQL (docs/design/beauty-quiz.md). Shared on purpose
 * (architecture.md, table ownership): it reads the catalogue's `tags` (the rules' tags). Lock
 * order within the quiz: the quiz, then the question, then the answer (parents first).
 */
import type { Database, QuizAnswerType, QuizUndertone } from '@kilau/db';
import { sql, type Kysely } from 'kysely';
import { quizAnswersOf } from '../../lib/quiz-answers.repository';

const QUIZ_COLUMNS = [
  'id',
  'slug',
  'title_id',
  'title_en',
  'description_id',
  'description_en',
  'cover_image',
  'is_active',
  'total_joined',
  'version',
] as const;

export type QuizChange = Partial<{
  slug: string;
  title_id: string;
  title_en: string;
  description_id: string;
  description_en: string;
  cover_image: string | null;
  is_active: boolean;
}>;
export type QuestionChange = Partial<{
  position: number;
  text_id: string;
  text_en: string;
  answer_type: QuizAnswerType;
}>;
export type AnswerChange = Partial<{
  position: number;
  text_id: string;
  text_en: string;
  image: string | null;
  text_color: string | null;
  bg_color: string | null;
  shade_hex: string | null;
  undertone: QuizUndertone | null;
}>;

/** A unique index refused the row (two writers took the same slug or position at once). */
const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';

export function createAdminQuizRepository(db: Kysely<Database>) {
  return {
    listQuizzes: () => db.selectFrom('quizzes').select(QUIZ_COLUMNS).orderBy('id').execute(),

    quizById: (id: number) =>
      db.selectFrom('quizzes').select(QUIZ_COLUMNS).where('id', '=', id).executeTakeFirst(),

    lockQuiz: (id: number) =>
      db
        .selectFrom('quizzes')
        .select(QUIZ_COLUMNS)
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst(),

    questions: (quizId: number) =>
      db
        .selectFrom('quiz_questions')
        .select(['id', 'quiz_id', 'position', 'text_id', 'text_en', 'answer_type', 'version'])
        .where('quiz_id', '=', quizId)
        .orderBy('position')
        .execute(),

    answers: (quizId: number) => quizAnswersOf(db, quizId),

    rules: (quizId: number) =>
      db
        .selectFrom('quiz_answer_tags as r')
        .innerJoin('quiz_answers as a', 'a.id', 'r.answer_id')
        .innerJoin('quiz_questions as q', 'q.id', 'a.question_id')
        .innerJoin('tags as t', 't.id', 'r.tag_id')
        .select(['r.answer_id', 'r.tag_id', 't.name', 't.type', 'r.weight'])
        .where('q.quiz_id', '=', quizId)
        .orderBy('r.weight', 'desc')
        .orderBy('r.tag_id')
        .execute(),

    /** The quiz that holds a question, and that question (not locked). */
    questionById: (id: number) =>
      db
        .selectFrom('quiz_questions')
        .select(['id', 'quiz_id'])
        .where('id', '=', id)
        .executeTakeFirst(),

    lockQuestion: (id: number) =>
      db
        .selectFrom('quiz_questions')
        .select(['id', 'quiz_id', 'position', 'text_id', 'text_en', 'answer_type', 'version'])
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst(),

    /** An answer's question and quiz (not locked). */
    answerById: (id: number) =>
      db
        .selectFrom('quiz_answers as a')
        .innerJoin('quiz_questions as q', 'q.id', 'a.question_id')
        .select(['a.id', 'a.question_id', 'q.quiz_id'])
        .where('a.id', '=', id)
        .executeTakeFirst(),

    lockAnswer: (id: number) =>
      db
        .selectFrom('quiz_answers')
        .select([
          'id',
          'question_id',
          'position',
          'text_id',
          'text_en',
          'image',
          'text_color',
          'bg_color',
          'shade_hex',
          'undertone',
          'version',
        ])
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst(),

    /** The tags among `ids` a rule may name (skin types and concerns). */
    async ruleTags(ids: readonly number[]) {
      if (ids.length === 0) return new Set<number>();
      const rows = await db
        .selectFrom('tags')
        .select('id')
        .where('id', 'in', [...ids])
        .where('type', 'in', ['skin_type', 'concern'])
        .execute();
      return new Set(rows.map((row) => row.id));
    },

    /** A new quiz; undefined when its slug is taken. */
    async insertQuiz(values: Required<QuizChange> & { slug: string; now: Date }) {
      const { now, ...columns } = values;
      const row = await db
        .insertInto('quizzes')
        .values({ ...columns, created_at: now, updated_at: now })
        .onConflict((conflict) => conflict.column('slug').doNothing())
        .returning('id')
        .executeTakeFirst();
      return row?.id;
    },

    /** The quiz changed and its version raised; false when the new slug is taken. */
    async updateQuiz(id: number, change: QuizChange, now: Date) {
      try {
        await db
          .updateTable('quizzes')
          .set((eb) => ({ ...change, updated_at: now, version: eb('version', '+', 1) }))
          .where('id', '=', id)
          .execute();
        return true;
      } catch (error) {
        if (isUniqueViolation(error)) return false;
        throw error;
      }
    },

    async questionPositionTaken(quizId: number, position: number, exceptId?: number) {
      let query = db
        .selectFrom('quiz_questions')
        .select('id')
        .where('quiz_id', '=', quizId)
        .where('position', '=', position);
      if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
      return (await query.executeTakeFirst()) !== undefined;
    },

    async answerPositionTaken(questionId: number, position: number, exceptId?: number) {
      let query = db
        .selectFrom('quiz_answers')
        .select('id')
        .where('question_id', '=', questionId)
        .where('position', '=', position);
      if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
      return (await query.executeTakeFirst()) !== undefined;
    },

    async insertQuestion(values: Required<QuestionChange> & { quiz_id: number }): Promise<number> {
      const row = await db
        .insertInto('quiz_questions')
        .values(values)
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async updateQuestion(id: number, change: QuestionChange) {
      await db
        .updateTable('quiz_questions')
        .set((eb) => ({ ...change, version: eb('version', '+', 1) }))
        .where('id', '=', id)
        .execute();
    },

    async insertAnswer(values: Required<AnswerChange> & { question_id: number }): Promise<number> {
      const row = await db
        .insertInto('quiz_answers')
        .values(values)
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async updateAnswer(id: number, change: AnswerChange) {
      await db
        .updateTable('quiz_answers')
        .set((eb) => ({ ...change, version: eb('version', '+', 1) }))
        .where('id', '=', id)
        .execute();
    },

    /** Whether a submission answered the question (the submissions keep the ids as sent). */
    async questionAnswered(quizId: number, questionId: number) {
      const row = await db
        .selectFrom('quiz_submissions')
        .select('id')
        .where('quiz_id', '=', quizId)
        .where(
          sql<boolean>`answers @> ${JSON.stringify([{ question_id: String(questionId) }])}::jsonb`,
        )
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Whether a submission chose the answer. */
    async answerChosen(quizId: number, answerId: number) {
      const row = await db
        .selectFrom('quiz_submissions')
        .select('id')
        .where('quiz_id', '=', quizId)
        .where(
          sql<boolean>`answers @> ${JSON.stringify([{ answer_ids: [String(answerId)] }])}::jsonb`,
        )
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Removes a question; its answers and their rules go with it (foreign keys cascade). */
    async deleteQuestion(id: number) {
      await db.deleteFrom('quiz_questions').where('id', '=', id).execute();
    },

    /** Removes an answer and its rules. */
    async deleteAnswer(id: number) {
      await db.deleteFrom('quiz_answers').where('id', '=', id).execute();
    },

    async replaceRules(answerId: number, rules: readonly { tag_id: number; weight: number }[]) {
      await db.deleteFrom('quiz_answer_tags').where('answer_id', '=', answerId).execute();
      if (rules.length === 0) return;
      await db
        .insertInto('quiz_answer_tags')
        .values(rules.map((rule) => ({ answer_id: answerId, ...rule })))
        .execute();
    },
  };
}

export type AdminQuizRepository = ReturnType<typeof createAdminQuizRepository>;
