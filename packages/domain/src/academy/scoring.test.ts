import { describe, expect, it } from 'vitest';
import { scoreAcademyQuiz, type AcademyQuizKey } from './scoring';

const KEY: AcademyQuizKey = [
  { question_id: 1, option_ids: [11, 12, 13], correct_option_id: 12 },
  { question_id: 2, option_ids: [21, 22], correct_option_id: 21 },
  { question_id: 3, option_ids: [31, 32], correct_option_id: 32 },
];

describe('scoreAcademyQuiz (issue 22: scored on the server)', () => {
  it.each([
    [
      'all right',
      [
        [1, 12],
        [2, 21],
        [3, 32],
      ],
      70,
      { correct: 3, score: 100, passed: true },
    ],
    [
      'two of three against 70: 66 fails',
      [
        [1, 12],
        [2, 21],
        [3, 31],
      ],
      70,
      { correct: 2, score: 66, passed: false },
    ],
    [
      'two of three against 66: passes at the mark',
      [
        [1, 12],
        [2, 21],
        [3, 31],
      ],
      66,
      { correct: 2, score: 66, passed: true },
    ],
    [
      'none right',
      [
        [1, 11],
        [2, 22],
        [3, 31],
      ],
      1,
      { correct: 0, score: 0, passed: false },
    ],
  ] as const)('%s', (_name, answers, passMark, expected) => {
    const result = scoreAcademyQuiz(KEY, new Map(answers as never), passMark);
    expect(
      result.ok && {
        correct: result.value.correct,
        score: result.value.score,
        passed: result.value.passed,
      },
    ).toEqual(expected);
  });

  it.each([
    [
      'a question left out',
      [
        [1, 12],
        [2, 21],
      ],
      'academy_quiz_answers_incomplete',
    ],
    [
      'an option of another question',
      [
        [1, 21],
        [2, 21],
        [3, 32],
      ],
      'academy_quiz_answers_incomplete',
    ],
    [
      'a question of another quiz',
      [
        [1, 12],
        [2, 21],
        [3, 32],
        [9, 91],
      ],
      'academy_quiz_answers_incomplete',
    ],
  ] as const)('refuses %s', (_name, answers, code) => {
    expect(scoreAcademyQuiz(KEY, new Map(answers as never), 70)).toEqual({ ok: false, code });
  });

  it('refuses a quiz without questions', () => {
    expect(scoreAcademyQuiz([], new Map(), 70)).toEqual({ ok: false, code: 'academy_quiz_empty' });
  });
});
