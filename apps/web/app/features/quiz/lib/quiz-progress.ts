import {
  buildQuizSubmission,
  QUIZ_SHORT_ANSWER_MAX,
  type QuizResult,
  type QuizView,
} from '@kilau/domain/engagement';

/**
 * Where a shopper is in a quiz, kept in the tab's sessionStorage so a reload resumes it
 * (docs/design/beauty-quiz.md, "The storefront"): the view, the question shown, the answers so
 * far and, once submitted, the result. The key names the quiz and its version — a fingerprint of
 * its questions and answers — so a quiz the back office changed starts afresh instead of
 * restoring answers that no longer exist.
 */
export type QuizAnswerDraft = { answer_ids: string[]; short_answer_result: string };
export type QuizProgress = {
  view: 'home' | 'question' | 'result';
  /** The question shown (0-based), in the quiz's order. */
  index: number;
  answers: Record<string, QuizAnswerDraft>;
  result: QuizResult | null;
};

export const EMPTY_PROGRESS: QuizProgress = { view: 'home', index: 0, answers: {}, result: null };

const PROGRESS_PREFIX = 'kilau.quiz';
/** The quizzes this browser was already counted for (localStorage: kept across sessions). */
export const QUIZ_JOINED_KEY = 'kilau.quiz.joined';

/** A short, stable fingerprint of the quiz's questions and answers (FNV-1a over their ids). */
export function quizVersion(quiz: Pick<QuizView, 'questions'>): string {
  const text = quiz.questions
    .map((q) => `${q._id}:${q.answer_type}:${q.answers.map((a) => a._id).join(',')}`)
    .join('|');
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

export const progressKey = (quiz: Pick<QuizView, '_id' | 'questions'>) =>
  `${PROGRESS_PREFIX}.${quiz._id}.${quizVersion(quiz)}`;

/** Whether a stored answer still fits the quiz: known choices only, a text within the limit. */
function cleanAnswers(quiz: QuizView, value: unknown): Record<string, QuizAnswerDraft> {
  if (typeof value !== 'object' || value === null) return {};
  const answers: Record<string, QuizAnswerDraft> = {};
  for (const question of quiz.questions) {
    const draft = (value as Record<string, unknown>)[question._id];
    if (typeof draft !== 'object' || draft === null) continue;
    const { answer_ids, short_answer_result } = draft as Partial<QuizAnswerDraft>;
    const known = new Set(question.answers.map((answer) => answer._id));
    const ids = Array.isArray(answer_ids)
      ? [...new Set(answer_ids.map(String).filter((id) => known.has(id)))]
      : [];
    answers[question._id] = {
      answer_ids: question.answer_type === 'single_choice' ? ids.slice(0, 1) : ids,
      short_answer_result:
        typeof short_answer_result === 'string'
          ? short_answer_result.slice(0, QUIZ_SHORT_ANSWER_MAX)
          : '',
    };
  }
  return answers;
}

/** The progress read back from its stored text; anything unreadable starts at the home view. */
export function parseProgress(quiz: QuizView, text: string | null): QuizProgress {
  if (!text) return EMPTY_PROGRESS;
  try {
    const value = JSON.parse(text) as Partial<QuizProgress>;
    const view = value.view === 'question' || value.view === 'result' ? value.view : 'home';
    const index =
      Number.isInteger(value.index) && (value.index as number) >= 0
        ? Math.min(value.index as number, quiz.questions.length - 1)
        : 0;
    const result =
      value.result && typeof value.result === 'object' && value.result.quiz_id === quiz._id
        ? value.result
        : null;
    return {
      view: view === 'result' && !result ? 'question' : view,
      index: Math.max(index, 0),
      answers: cleanAnswers(quiz, value.answers),
      result,
    };
  } catch {
    return EMPTY_PROGRESS;
  }
}

/** How many questions have an answer in the draft. */
export const answeredCount = (progress: QuizProgress): number =>
  Object.values(progress.answers).filter(
    (draft) => draft.answer_ids.length > 0 || draft.short_answer_result.trim() !== '',
  ).length;

/**
 * The submission (001 §3) from the draft, in the quiz's order; unanswered questions are left out
 * (the domain's `buildQuizSubmission`). `isNew` is false when this browser was already counted.
 */
export function submissionOf(quiz: QuizView, progress: QuizProgress, isNew: boolean) {
  return buildQuizSubmission(
    isNew,
    quiz.questions.map((question) => {
      const draft = progress.answers[question._id];
      return question.answer_type === 'short_answer'
        ? {
            question_id: question._id,
            position: question.position,
            short_answer_result: draft?.short_answer_result.trim() ?? '',
          }
        : {
            question_id: question._id,
            position: question.position,
            answer_ids: draft?.answer_ids ?? [],
          };
    }),
  );
}

/** Storage that may refuse (private mode, quota): reads answer null, writes are dropped. */
const storage = (kind: 'sessionStorage' | 'localStorage') => ({
  read(key: string): string | null {
    try {
      return window[kind].getItem(key);
    } catch {
      return null;
    }
  },
  write(key: string, value: string) {
    try {
      window[kind].setItem(key, value);
    } catch {
      // Refused: the quiz still works, it just does not survive a reload.
    }
  },
  remove(key: string) {
    try {
      window[kind].removeItem(key);
    } catch {
      // Nothing stored to remove.
    }
  },
});

export const readProgress = (quiz: QuizView) =>
  parseProgress(quiz, storage('sessionStorage').read(progressKey(quiz)));

export function writeProgress(quiz: QuizView, progress: QuizProgress) {
  const store = storage('sessionStorage');
  if (progress.view === 'home' && answeredCount(progress) === 0) store.remove(progressKey(quiz));
  else store.write(progressKey(quiz), JSON.stringify(progress));
}

const joinedIds = (): string[] => {
  try {
    const value: unknown = JSON.parse(storage('localStorage').read(QUIZ_JOINED_KEY) ?? '[]');
    return Array.isArray(value) ? value.map(String) : [];
  } catch {
    return [];
  }
};

/**
 * `is_new_quiz`: true the first time this browser submits the quiz, false afterwards (a retake
 * or a resent submission is recorded but not counted in `total_joined`).
 */
export const isNewTaker = (quizId: string): boolean => !joinedIds().includes(quizId);

export function markJoined(quizId: string) {
  const ids = joinedIds();
  if (!ids.includes(quizId))
    storage('localStorage').write(QUIZ_JOINED_KEY, JSON.stringify([...ids, quizId].slice(-50)));
}
