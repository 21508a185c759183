import type { Database } from '@kilau/db';
import type { Kysely } from 'kysely';

/**
 * A quiz's answers, by question position then answer position (docs/design/beauty-quiz.md): the
 * one query the storefront's quiz (`modules/quiz`) and the back office's editor
 * (`modules/admin-quiz`) both read, each on its own handle.
 */
export const quizAnswersOf = (db: Kysely<Database>, quizId: number) =>
  db
    .selectFrom('quiz_answers as a')
    .innerJoin('quiz_questions as q', 'q.id', 'a.question_id')
    .select([
      'a.id',
      'a.question_id',
      'a.position',
      'a.text_id',
      'a.text_en',
      'a.image',
      'a.text_color',
      'a.bg_color',
      'a.shade_hex',
      'a.undertone',
      'a.version',
    ])
    .where('q.quiz_id', '=', quizId)
    .orderBy('q.position')
    .orderBy('a.position')
    .execute();
