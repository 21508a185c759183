import { describe, expect, it } from 'vitest';
import { buildQuizSubmission, chooseQuizTemplate, quizBackground } from './beauty-quiz';
import {
  canFetchShortList,
  canFetchWishlistPage,
  isLoaderRunaway,
  loaderView,
  nextLoaderState,
} from './infinite-scroll';

describe('infinite-scroll loader (001 §4, §8, §9)', () => {
  it.each([
    ['ready', 'trigger', 'loading'],
    ['loading', 'loaded', 'ready'],
    ['loading', 'completed', 'complete'],
    ['loading', 'failed', 'error'],
    ['error', 'retry', 'loading'],
    ['complete', 'trigger', 'complete'],
    ['complete', 'reset', 'ready'],
  ] as const)('001 §4 %s + %s → %s', (state, event, expected) => {
    expect(nextLoaderState(state, event)).toBe(expected);
  });

  it.each([
    [
      'complete on first load: no results',
      'complete',
      true,
      { text: 'infinite_no_results', retryButton: null },
    ],
    ['complete later: no more', 'complete', false, { text: 'infinite_no_more', retryButton: null }],
    [
      'error with a Retry button',
      'error',
      false,
      { text: 'infinite_error', retryButton: 'infinite_retry' },
    ],
    ['loading shows nothing', 'loading', true, { text: null, retryButton: null }],
  ] as const)('001 §4 %s', (_rule, state, firstLoad, expected) => {
    expect(loaderView(state, firstLoad)).toEqual(expected);
  });

  it('001 §9 more than 10 calls without growth is an error', () => {
    expect(isLoaderRunaway(10)).toBe(false);
    expect(isLoaderRunaway(11)).toBe(true);
  });

  it.each([
    [0, false, true],
    [5, false, true],
    [10, false, false],
    [10, true, true],
  ])('000 §9 wishlist/special-price paging at skip %d (load more %s)', (skip, more, expected) => {
    expect(canFetchShortList(skip, more)).toBe(expected);
  });

  it('000 §9 wishlist infinite fetch stops below skip 100', () => {
    expect(canFetchWishlistPage(95)).toBe(true);
    expect(canFetchWishlistPage(100)).toBe(false);
  });
});

describe('beauty quiz (001 §2, §3)', () => {
  it.each([
    ['image answers', [{ _id: 'a', image: 'x.png' }], 'image_and_text'],
    ['text colour answers', [{ _id: 'a', text_color: '#f00' }], 'text_and_color'],
    ['background colour answers', [{ _id: 'a', bg_color: '#0f0' }], 'text_and_background_color'],
    [
      'plain answers',
      [{ _id: 'a' }, { _id: 'b', image: '' }],
      'multiple_selection_or_multiple_choice',
    ],
  ])('001 §2 template from %s', (_rule, answers, expected) => {
    expect(chooseQuizTemplate(answers)).toBe(expected);
  });

  it.each([
    ['quiz-beauty-home', 'blue'],
    ['quiz-beauty-result', 'blue'],
    ['quiz-beauty-question', 'white'],
  ])('001 §2 %s background is %s', (view, expected) => {
    expect(quizBackground(view)).toBe(expected);
  });

  it('001 §3 submission in question order without empty answers', () => {
    expect(
      buildQuizSubmission(true, [
        { question_id: 'q2', position: 2, answer_ids: ['b'] },
        { question_id: 'q1', position: 1, short_answer_result: 'kering' },
        { question_id: 'q3', position: 3, answer_ids: [] },
      ]),
    ).toEqual({
      is_new_quiz: true,
      answers: [
        { question_id: 'q1', position: 1, short_answer_result: 'kering' },
        { question_id: 'q2', position: 2, answer_ids: ['b'] },
      ],
    });
  });
});
