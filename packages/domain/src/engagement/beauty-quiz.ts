import { QUIZ_BLUE_VIEWS } from './constants';

export type QuizAnswer = {
  _id: string;
  image?: string | null;
  text_color?: string | null;
  bg_color?: string | null;
};
export type QuizTemplate =
  | 'image_and_text'
  | 'text_and_color'
  | 'multiple_selection_or_multiple_choice'
  | 'text_and_background_color';

const some = (answers: readonly QuizAnswer[], key: 'image' | 'text_color' | 'bg_color'): boolean =>
  answers.some((answer) => typeof answer[key] === 'string' && answer[key].trim() !== '');

/**
 * The question template, chosen from the answers (001 §2): images give image_and_text, a text
 * colour text_and_color, a background colour text_and_background_color, else plain choices.
 */
export function chooseQuizTemplate(answers: readonly QuizAnswer[]): QuizTemplate {
  if (some(answers, 'image')) return 'image_and_text';
  if (some(answers, 'text_color')) return 'text_and_color';
  if (some(answers, 'bg_color')) return 'text_and_background_color';
  return 'multiple_selection_or_multiple_choice';
}

/** quiz-beauty-home and quiz-beauty-result have a blue background, the others white. */
export const quizBackground = (view: string): 'blue' | 'white' =>
  (QUIZ_BLUE_VIEWS as readonly string[]).includes(view) ? 'blue' : 'white';

export type QuizAnswerInput = {
  question_id: string;
  position: number;
  answer_ids?: string[];
  short_answer_result?: string;
};

/** The submission payload (001 §3): answers in question order, empty ones left out. */
export function buildQuizSubmission(isNewQuiz: boolean, answers: readonly QuizAnswerInput[]) {
  return {
    is_new_quiz: isNewQuiz,
    answers: [...answers]
      .filter(
        (answer) =>
          (answer.answer_ids?.length ?? 0) > 0 || (answer.short_answer_result ?? '').trim() !== '',
      )
      .sort((a, b) => a.position - b.position),
  };
}
