import { ok, refuse, type Result } from '../shared/result';

/**
 * A class quiz is scored on the server (issue 22): every question answered with one of its own
 * options; the score is the share of correct answers in whole percent, rounded down, and the
 * attempt passes at or above the class's pass mark.
 */

export type AcademyQuizKey = readonly {
  question_id: number;
  option_ids: readonly number[];
  correct_option_id: number;
}[];

export type AcademyQuizScore = {
  correct: number;
  total: number;
  score: number;
  passed: boolean;
  /** Per question, whether it was right (shown after the attempt with the explanations). */
  results: { question_id: number; chosen_option_id: number; correct: boolean }[];
};

export type AcademyQuizScoreRefusal = 'academy_quiz_empty' | 'academy_quiz_answers_incomplete';

export function scoreAcademyQuiz(
  key: AcademyQuizKey,
  answers: ReadonlyMap<number, number>,
  passMark: number,
): Result<AcademyQuizScore, AcademyQuizScoreRefusal> {
  if (key.length === 0) return refuse('academy_quiz_empty');
  const known = new Set(key.map((question) => question.question_id));
  for (const questionId of answers.keys())
    if (!known.has(questionId)) return refuse('academy_quiz_answers_incomplete');
  const results: AcademyQuizScore['results'] = [];
  for (const question of key) {
    const chosen = answers.get(question.question_id);
    if (chosen === undefined || !question.option_ids.includes(chosen))
      return refuse('academy_quiz_answers_incomplete');
    results.push({
      question_id: question.question_id,
      chosen_option_id: chosen,
      correct: chosen === question.correct_option_id,
    });
  }
  const correct = results.filter((result) => result.correct).length;
  const total = key.length;
  const score = Math.floor((correct * 100) / total);
  return ok({ correct, total, score, passed: score >= passMark, results });
}
