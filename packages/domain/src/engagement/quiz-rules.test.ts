import { describe, expect, it } from 'vitest';
import {
  checkQuizSubmission,
  deriveQuizResult,
  QuizSubmissionSchema,
  type QuizQuestionRule,
  type QuizTagRule,
} from './quiz-rules';
import { chooseQuizTemplate } from './beauty-quiz';

const QUESTIONS: QuizQuestionRule[] = [
  { id: '1', answer_type: 'single_choice', answer_ids: ['11', '12'] },
  { id: '2', answer_type: 'multiple_choice', answer_ids: ['21', '22', '23'] },
  { id: '3', answer_type: 'short_answer', answer_ids: [] },
];

describe('checkQuizSubmission (issue 21: answers must belong to the quiz)', () => {
  it.each([
    [
      'one answer per single-choice question',
      [{ question_id: '1', position: 1, answer_ids: ['11'] }],
      {},
    ],
    [
      'several answers to a multiple-choice question',
      [{ question_id: '2', position: 2, answer_ids: ['21', '23'] }],
      {},
    ],
    ['a short answer', [{ question_id: '3', position: 3, short_answer_result: 'kering' }], {}],
    ['no answers at all', [], { answers: 'quiz_no_answers' }],
    [
      'a question of another quiz',
      [{ question_id: '9', position: 1, answer_ids: ['11'] }],
      { 'answers.0.question_id': 'quiz_question_unknown' },
    ],
    [
      'a question answered twice',
      [
        { question_id: '1', position: 1, answer_ids: ['11'] },
        { question_id: '1', position: 1, answer_ids: ['12'] },
      ],
      { 'answers.1.question_id': 'quiz_question_twice' },
    ],
    [
      'an answer of another question',
      [{ question_id: '1', position: 1, answer_ids: ['21'] }],
      { 'answers.0.answer_ids': 'quiz_answer_unknown' },
    ],
    [
      'two answers to a single choice',
      [{ question_id: '1', position: 1, answer_ids: ['11', '12'] }],
      { 'answers.0.answer_ids': 'quiz_answer_single' },
    ],
    [
      'the same answer twice',
      [{ question_id: '2', position: 2, answer_ids: ['21', '21'] }],
      { 'answers.0.answer_ids': 'quiz_answer_unknown' },
    ],
    [
      'a choice sent to a short-answer question',
      [{ question_id: '3', position: 3, answer_ids: ['11'] }],
      { 'answers.0.answer_ids': 'quiz_short_answer_only' },
    ],
    [
      'an empty short answer',
      [{ question_id: '3', position: 3, short_answer_result: '' }],
      { 'answers.0.short_answer_result': 'quiz_answer_required' },
    ],
    [
      'a text sent to a choice question',
      [{ question_id: '1', position: 1, short_answer_result: 'x' }],
      { 'answers.0.short_answer_result': 'quiz_answer_unknown' },
    ],
    [
      'a choice question without a choice',
      [{ question_id: '2', position: 2, answer_ids: [] }],
      { 'answers.0.answer_ids': 'quiz_answer_required' },
    ],
  ])('%s', (_line, answers, refused) => {
    expect(checkQuizSubmission(QUESTIONS, answers)).toEqual(refused);
  });
});

describe('QuizSubmissionSchema (001 §3: is_new_quiz and answers)', () => {
  const answer = { question_id: '1', position: 1 };
  it.each([
    [
      'ids as strings, a short answer',
      { is_new_quiz: true, answers: [{ ...answer, answer_ids: ['11'] }] },
      true,
    ],
    ['is_new_quiz is required', { answers: [] }, false],
    [
      'a control character in a short answer',
      { is_new_quiz: false, answers: [{ ...answer, short_answer_result: 'a\u0000b' }] },
      false,
    ],
    [
      'a short answer past 200 characters',
      { is_new_quiz: false, answers: [{ ...answer, short_answer_result: 'a'.repeat(201) }] },
      false,
    ],
    [
      'an answer id that is not an id',
      { is_new_quiz: false, answers: [{ ...answer, answer_ids: ['x'] }] },
      false,
    ],
    [
      'a position past smallint',
      { is_new_quiz: false, answers: [{ ...answer, position: 40_000 }] },
      false,
    ],
  ])('%s', (_line, body, accepted) => {
    expect(QuizSubmissionSchema.safeParse(body).success).toBe(accepted);
  });
});

const rule = (
  answer_id: string,
  tag_id: number,
  weight: number,
  tag_type: QuizTagRule['tag_type'] = 'skin_type',
  question_position = 1,
): QuizTagRule => ({ answer_id, tag_id, weight, tag_type, question_position });

describe('deriveQuizResult (issue 21: answer → tags with weights)', () => {
  it.each([
    [
      'the skin type with the highest total wins',
      ['a', 'b'],
      [rule('a', 1, 2), rule('b', 2, 3)],
      2,
      [],
    ],
    [
      'weights of several answers add up',
      ['a', 'b'],
      [rule('a', 1, 2), rule('b', 1, 2), rule('b', 2, 3)],
      1,
      [],
    ],
    ['unchosen answers count nothing', ['a'], [rule('a', 1, 1), rule('b', 2, 9)], 1, []],
    [
      'a tie goes to the tag scored at the earlier question',
      ['a', 'b'],
      [
        rule('a', 5, 2, 'skin_type', 2),
        rule('b', 4, 2, 'skin_type', 3),
        rule('a', 3, 2, 'skin_type', 1),
      ],
      3,
      [],
    ],
    [
      'a tie at the same question goes to the lower tag id',
      ['a'],
      [rule('a', 7, 2), rule('a', 6, 2)],
      6,
      [],
    ],
    ['no skin-type rule gives no skin type', ['a'], [rule('a', 9, 1, 'concern')], null, [9]],
    [
      'concerns ranked by total, at most three',
      ['a', 'b'],
      [
        rule('a', 10, 1, 'concern'),
        rule('a', 11, 5, 'concern'),
        rule('b', 12, 3, 'concern'),
        rule('b', 13, 2, 'concern'),
      ],
      null,
      [11, 12, 13],
    ],
  ])('%s', (_line, chosen, rules, skin, concerns) => {
    const result = deriveQuizResult(chosen, rules);
    expect(result.skin_type?.tag_id ?? null).toBe(skin);
    expect(result.concerns.map((concern) => concern.tag_id)).toEqual(concerns);
  });
});

describe('chooseQuizTemplate (001 §2: chosen from the answers)', () => {
  it.each([
    ['answers with images', [{ _id: '1', image: '/media/a.webp' }], 'image_and_text'],
    ['answers with a text colour', [{ _id: '1', text_color: '#112233' }], 'text_and_color'],
    [
      'answers with a background colour',
      [{ _id: '1', bg_color: '#112233' }],
      'text_and_background_color',
    ],
    ['plain answers', [{ _id: '1' }], 'multiple_selection_or_multiple_choice'],
  ])('%s', (_line, answers, template) => {
    expect(chooseQuizTemplate(answers)).toBe(template);
  });
});
