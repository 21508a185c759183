import { featureTextHook } from '~/lib/i18n';
import { featureText } from '~/lib/ui-text';
import { QUIZ_TEXT } from './quiz';

/** The beauty quiz's copy, with the shell's. */
export const quizText = featureText(QUIZ_TEXT);
export type QuizTextKey = Parameters<typeof quizText>[0];
export const useQuizText = featureTextHook(quizText);
