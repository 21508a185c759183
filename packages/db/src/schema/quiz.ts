import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from './foundation';

/** The beauty quiz (migrations 0047, 0049 and 0051, docs/design/beauty-quiz.md). */

export type QuizAnswerType = 'single_choice' | 'multiple_choice' | 'short_answer';
export type QuizUndertone = 'warm' | 'cool' | 'neutral';

export interface QuizzesTable {
  id: Generated<number>;
  slug: string;
  title_id: string;
  title_en: string;
  description_id: Generated<string>;
  description_en: Generated<string>;
  cover_image: string | null;
  is_active: Generated<boolean>;
  total_joined: Generated<number>;
  version: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface QuizQuestionsTable {
  id: Generated<number>;
  quiz_id: number;
  position: number;
  text_id: string;
  text_en: string;
  answer_type: QuizAnswerType;
  version: Generated<number>;
}

export interface QuizAnswersTable {
  id: Generated<number>;
  question_id: number;
  position: number;
  text_id: string;
  text_en: string;
  image: string | null;
  text_color: string | null;
  bg_color: string | null;
  /** The skin colour this answer says (`#rrggbb`), matched against face-base shades (0049). */
  shade_hex: string | null;
  /** The skin's undertone this answer says (0049). */
  undertone: QuizUndertone | null;
  version: Generated<number>;
}

export interface QuizAnswerTagsTable {
  answer_id: number;
  tag_id: number;
  weight: number;
}

export interface QuizSubmissionsTable {
  id: Generated<number>;
  quiz_id: number;
  user_id: number | null;
  is_new_quiz: boolean;
  /** Who took it: `member:{id}` or `guest:{digest of the taker cookie}` (0051). */
  taker: string | null;
  /** Whether it raised `total_joined`: once per quiz and taker (0051). */
  counted: Generated<boolean>;
  answers: ColumnType<unknown, string, string>;
  result: ColumnType<unknown, string, string>;
  created_at: Timestamp;
}
