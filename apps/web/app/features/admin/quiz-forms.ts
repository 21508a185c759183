import type { Locale } from '@kilau/domain';
import type { MemberTagOption } from '@kilau/domain/accounts';
import {
  adminQuizAnswerCreateSchema,
  adminQuizCreateSchema,
  adminQuizQuestionCreateSchema,
  QUIZ_RULE_WEIGHT_MAX,
  type AdminQuiz,
} from '@kilau/domain/admin';
import { messagesFor } from '@kilau/domain/messages';
import { schemaParse } from '~/hooks/schema-parse';

/** The quiz editor's writes, one action (docs/design/beauty-quiz.md). */
export const QUIZ_INTENTS = {
  save: 'save-quiz',
  cover: 'upload-cover',
  addQuestion: 'add-question',
  saveQuestion: 'save-question',
  deleteQuestion: 'delete-question',
  addAnswer: 'add-answer',
  saveAnswer: 'save-answer',
  deleteAnswer: 'delete-answer',
} as const;

/** A rule's weight field: `rule.<tag id>`, blank or 1–10. */
export const RULE_PREFIX = 'rule.';
export const RULE_WEIGHTS = Array.from({ length: QUIZ_RULE_WEIGHT_MAX }, (_, index) => index + 1);

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};
/** A number field as the schema reads it: blank stays blank (the schema says it is required). */
const number = (form: FormData, name: string) => {
  const value = text(form, name).trim();
  return value === '' ? undefined : Number(value);
};

export function quizBody(form: FormData) {
  return {
    title_id: text(form, 'title_id'),
    title_en: text(form, 'title_en'),
    slug: text(form, 'slug'),
    description_id: text(form, 'description_id'),
    description_en: text(form, 'description_en'),
    is_active: form.get('is_active') === 'on',
  };
}

export function questionBody(form: FormData) {
  return {
    position: number(form, 'position'),
    text_id: text(form, 'text_id'),
    text_en: text(form, 'text_en'),
    answer_type: text(form, 'answer_type'),
  };
}

/** The answer's fields and its rules (every `rule.<tag id>` with a weight). */
export function answerBody(form: FormData) {
  const tags = [...form.keys()]
    .filter((name) => name.startsWith(RULE_PREFIX))
    .map((name) => ({ tag_id: Number(name.slice(RULE_PREFIX.length)), weight: number(form, name) }))
    .filter((rule): rule is { tag_id: number; weight: number } => rule.weight !== undefined);
  return {
    position: number(form, 'position'),
    text_id: text(form, 'text_id'),
    text_en: text(form, 'text_en'),
    image: text(form, 'image'),
    text_color: text(form, 'text_color'),
    bg_color: text(form, 'bg_color'),
    shade_hex: text(form, 'shade_hex'),
    undertone: text(form, 'undertone'),
    tags,
  };
}

/** Each form read by the domain's schema (the one the API reads the body with). */
export const parseQuizForm = (locale: Locale) =>
  schemaParse(adminQuizCreateSchema(messagesFor(locale)), quizBody);
export const parseQuestionForm = (locale: Locale) =>
  schemaParse(adminQuizQuestionCreateSchema(messagesFor(locale)), questionBody);
export const parseAnswerForm = (locale: Locale) =>
  schemaParse(adminQuizAnswerCreateSchema(messagesFor(locale)), answerBody);

/** What the editor's action answers; the form named by `intent` and `target` shows it. */
export type QuizActionData = {
  intent: string;
  /** The question's or answer's id the answer is about (none: the quiz). */
  target?: number;
  ok: boolean;
  message?: string;
  fields?: Record<string, string>;
};

/** Each tag's total weight over the quiz's answers (what a result can score), highest first. */
export function ruleTotals(quiz: AdminQuiz) {
  const totals = new Map<number, { name: string; type: string; weight: number; answers: number }>();
  for (const answer of quiz.questions.flatMap((question) => question.answers)) {
    for (const rule of answer.tags) {
      const seen = totals.get(rule.tag_id) ?? {
        name: rule.tag_name,
        type: rule.tag_type,
        weight: 0,
        answers: 0,
      };
      totals.set(rule.tag_id, {
        ...seen,
        weight: seen.weight + rule.weight,
        answers: seen.answers + 1,
      });
    }
  }
  return [...totals.entries()]
    .map(([id, total]) => ({ id, ...total }))
    .sort((a, b) => b.weight - a.weight || a.id - b.id);
}

/** The rule tags in two groups, as the rules' fields list them. */
export const tagGroups = (tags: readonly MemberTagOption[]) => ({
  skin_type: tags.filter((tag) => tag.type === 'skin_type'),
  concern: tags.filter((tag) => tag.type === 'concern'),
});
