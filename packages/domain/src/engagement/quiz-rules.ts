import type { MessageCode } from '../messages';
import { idText, SMALLINT_RANGE, textInput, wholeNumber } from '../shared/input';
import { z } from '../shared/zod';

/**
 * The beauty quiz's server rules (docs/design/beauty-quiz.md): what a submission may hold, how
 * its answers become a result (skin type and concerns from weighted tag rules), and the routine's
 * steps. The template a question shows is `chooseQuizTemplate` (beauty-quiz.ts).
 */

/** How a question is answered: one choice, several choices, or a short text. */
export const QUIZ_ANSWER_TYPES = ['single_choice', 'multiple_choice', 'short_answer'] as const;
export type QuizAnswerType = (typeof QUIZ_ANSWER_TYPES)[number];

/** A short answer's length, in characters. */
export const QUIZ_SHORT_ANSWER_MAX = 200;
/** At most this many answers in one submission, and choices in one answer. */
export const QUIZ_MAX_ANSWERS = 100;
export const QUIZ_MAX_CHOICES = 100;
/** The result names at most this many concerns. */
export const QUIZ_CONCERN_LIMIT = 3;
/** A quiz's address: lowercase words joined by hyphens. */
export const QUIZ_SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * The routine the result recommends, in the order it is used (issue 21), each step a category
 * of the catalogue by its slug.
 */
export const QUIZ_ROUTINE_STEPS = [
  { step: 'cleanser', category_slug: 'cleanser' },
  { step: 'toner', category_slug: 'toner' },
  { step: 'serum', category_slug: 'serum-essence' },
  { step: 'moisturiser', category_slug: 'moisturizer' },
  { step: 'sunscreen', category_slug: 'sunscreen' },
] as const;
export type QuizRoutineStep = (typeof QUIZ_ROUTINE_STEPS)[number]['step'];

/** A quiz's slug as the path carries it; one that is no slug is simply not found (404). */
export const QuizSlugParamsSchema = z.object({ slug: textInput().max(100) });

/** Whether a text can be a quiz's slug at all. */
export const isQuizSlug = (slug: string): boolean =>
  slug.length <= 80 && QUIZ_SLUG_PATTERN.test(slug);

export const QuizIdParamsSchema = z.object({ id: idText() });

/** One answer as the storefront sends it (001 §3). */
export const QuizAnswerSubmissionSchema = z.object({
  question_id: idText(),
  position: wholeNumber({ min: 1, max: SMALLINT_RANGE.max, coerce: false }),
  answer_ids: z.array(idText()).max(QUIZ_MAX_CHOICES).optional(),
  short_answer_result: textInput().trim().max(QUIZ_SHORT_ANSWER_MAX).optional(),
});

/** `POST /quiz/pid_quiz/{id}`'s body (001 §3): is_new_quiz and the answers. */
export const QuizSubmissionSchema = z.object({
  is_new_quiz: z.boolean(),
  answers: z.array(QuizAnswerSubmissionSchema).max(QUIZ_MAX_ANSWERS),
});
export type QuizSubmission = z.infer<typeof QuizSubmissionSchema>;

/** What a submission is checked against: the quiz's questions and their answers. */
export type QuizQuestionRule = {
  id: string;
  answer_type: QuizAnswerType;
  answer_ids: readonly string[];
};

/**
 * Checks a submission against its quiz. Refusals are by field (`answers.2.answer_ids`), the
 * first one per answer: a question of another quiz, a question answered twice, an answer of
 * another question, several answers to a single choice, a choice sent to a short-answer question
 * (or a text to a choice), an answer with nothing in it; and a submission with no answers.
 */
export function checkQuizSubmission(
  questions: readonly QuizQuestionRule[],
  answers: QuizSubmission['answers'],
): Record<string, MessageCode> {
  const refused: Record<string, MessageCode> = {};
  if (answers.length === 0) return { answers: 'quiz_no_answers' };
  const byId = new Map(questions.map((question) => [question.id, question]));
  const seen = new Set<string>();
  answers.forEach((answer, index) => {
    const at = `answers.${index}`;
    const question = byId.get(answer.question_id);
    if (!question) {
      refused[`${at}.question_id`] = 'quiz_question_unknown';
      return;
    }
    if (seen.has(question.id)) {
      refused[`${at}.question_id`] = 'quiz_question_twice';
      return;
    }
    seen.add(question.id);
    const choices = answer.answer_ids ?? [];
    const text = answer.short_answer_result ?? '';
    if (question.answer_type === 'short_answer') {
      if (choices.length > 0) refused[`${at}.answer_ids`] = 'quiz_short_answer_only';
      else if (text === '') refused[`${at}.short_answer_result`] = 'quiz_answer_required';
      return;
    }
    if (text !== '') {
      refused[`${at}.short_answer_result`] = 'quiz_answer_unknown';
      return;
    }
    if (choices.length === 0) {
      refused[`${at}.answer_ids`] = 'quiz_answer_required';
      return;
    }
    if (question.answer_type === 'single_choice' && choices.length > 1) {
      refused[`${at}.answer_ids`] = 'quiz_answer_single';
      return;
    }
    if (new Set(choices).size !== choices.length) {
      refused[`${at}.answer_ids`] = 'quiz_answer_unknown';
      return;
    }
    if (choices.some((choice) => !question.answer_ids.includes(choice))) {
      refused[`${at}.answer_ids`] = 'quiz_answer_unknown';
    }
  });
  return refused;
}

/** A result rule the back office writes: an answer gives a tag a weight. */
export type QuizTagRule = {
  answer_id: string;
  /** The position of the answer's question: ties go to the tag scored earliest. */
  question_position: number;
  tag_id: number;
  tag_type: 'skin_type' | 'concern';
  weight: number;
};

export type QuizTagScore = { tag_id: number; score: number };
export type QuizDerivedResult = { skin_type: QuizTagScore | null; concerns: QuizTagScore[] };

/**
 * The result of the chosen answers (docs/design/beauty-quiz.md): each rule of a chosen answer
 * adds its weight to its tag. The skin type is the skin-type tag with the highest total; the
 * concerns the concern tags with the highest totals, at most three. Ties go to the tag that
 * scored at the earliest question (lowest position), then to the lower tag id, so the same
 * answers always give the same result.
 */
export function deriveQuizResult(
  chosenAnswerIds: readonly string[],
  rules: readonly QuizTagRule[],
): QuizDerivedResult {
  const chosen = new Set(chosenAnswerIds);
  const totals = new Map<
    number,
    { tag_id: number; type: QuizTagRule['tag_type']; score: number; first: number }
  >();
  for (const rule of rules) {
    if (!chosen.has(rule.answer_id) || rule.weight <= 0) continue;
    const total = totals.get(rule.tag_id) ?? {
      tag_id: rule.tag_id,
      type: rule.tag_type,
      score: 0,
      first: rule.question_position,
    };
    total.score += rule.weight;
    total.first = Math.min(total.first, rule.question_position);
    totals.set(rule.tag_id, total);
  }
  const ranked = [...totals.values()].sort(
    (a, b) => b.score - a.score || a.first - b.first || a.tag_id - b.tag_id,
  );
  const score = (total: (typeof ranked)[number]) => ({ tag_id: total.tag_id, score: total.score });
  const skin = ranked.find((total) => total.type === 'skin_type');
  return {
    skin_type: skin ? score(skin) : null,
    concerns: ranked
      .filter((total) => total.type === 'concern')
      .slice(0, QUIZ_CONCERN_LIMIT)
      .map(score),
  };
}
