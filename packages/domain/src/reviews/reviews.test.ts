import { describe, expect, it } from 'vitest';
import {
  areAllRatingsFilled,
  averageRating,
  formatAverageRating,
  isAllReviewed,
  ratingTypeAverages,
} from './review-ratings';
import { canSearchTags, canWriteReview, checkReviewPhoto, checkReviewText } from './validation';
import {
  backStep,
  enterSubMode,
  nextStep,
  openWizard,
  shownStep,
  wizardHeader,
  wizardProgress,
  type WizardState,
} from './wizard';

const words = (n: number) => Array.from({ length: n }, (_, i) => `kata${i}`).join(' ');

describe('review validation (001 §5)', () => {
  it.each([
    [
      '149 words is too short',
      words(149),
      { ok: false, code: 'review_text_min_words', params: { min: 150 } },
    ],
    ['150 words is enough', words(150), { ok: true, value: words(150) }],
    ['blank', '   ', { ok: false, code: 'review_text_min_words', params: { min: 150 } }],
  ])('001 §5 text minimum 150 words: %s', (_rule, text, expected) => {
    expect(checkReviewText(text)).toEqual(expected);
  });

  it.each([
    ['png', { name: 'a.png', size: 1000, type: 'image/png' }, { ok: true, value: true }],
    ['jpg', { name: 'a.JPG', size: 1000, type: 'image/jpeg' }, { ok: true, value: true }],
    ['jpeg without a MIME type', { name: 'a.jpeg', size: 1000 }, { ok: true, value: true }],
    [
      'exactly 5 MB',
      { name: 'a.png', size: 5_242_880, type: 'image/png' },
      { ok: true, value: true },
    ],
    [
      "over 5 MB: 'Ukuran maksimum 5MB'",
      { name: 'a.png', size: 5_242_881, type: 'image/png' },
      { ok: false, code: 'review_photo_too_large' },
    ],
    [
      "gif: 'File harus png, jpg, jpeg'",
      { name: 'a.gif', size: 10, type: 'image/gif' },
      { ok: false, code: 'review_photo_type' },
    ],
    [
      'webp renamed to png',
      { name: 'a.png', size: 10, type: 'image/webp' },
      { ok: false, code: 'review_photo_type' },
    ],
  ])('001 §5 photo %s', (_rule, file, expected) => {
    expect(checkReviewPhoto(file)).toEqual(expected);
  });

  it.each([
    ['guest', { loggedIn: false, userName: 'sari' }, { ok: false, code: 'review_requires_login' }],
    [
      'member without username',
      { loggedIn: true, userName: '' },
      { ok: false, code: 'review_requires_username' },
    ],
    ['member with username', { loggedIn: true, userName: 'sari' }, { ok: true, value: true }],
  ])('001 §5 reviewing requires login and a username: %s', (_rule, user, expected) => {
    expect(canWriteReview(user)).toEqual(expected);
  });

  it('001 §5 tag search begins at 3 characters', () => {
    expect(canSearchTags('ab')).toBe(false);
    expect(canSearchTags('abc')).toBe(true);
  });
});

describe('rating average (001 §3, §5, §9)', () => {
  const types = [
    { name: 'texture', value: 5 },
    { name: 'scent', value: 4 },
    { name: 'packaging', value: 4 },
  ];

  it('001 §3 each type counts value / number of types; average one decimal', () => {
    expect(ratingTypeAverages(types)).toEqual([5 / 3, 4 / 3, 4 / 3]);
    expect(averageRating(types)).toBeCloseTo(13 / 3);
    expect(formatAverageRating(types)).toBe('4.3');
  });

  it.each([
    ['all filled', types, true],
    ['one missing', [...types, { name: 'value', value: null }], false],
    ['none', [], false],
  ])('001 §5 all rating types must be filled: %s', (_rule, list, expected) => {
    expect(areAllRatingsFilled(list)).toBe(expected);
  });

  it('001 §4 all reviewed when no combination is left', () => {
    expect(isAllReviewed(['a', 'b'], ['a', 'b', 'c'])).toBe(true);
    expect(isAllReviewed(['a', 'b'], new Set(['a']))).toBe(false);
  });
});

describe('review wizard (001 §2, §4)', () => {
  it.each<[string, WizardState, number, number]>([
    ['mobile starts at the combination step, 1/4', openWizard('create', 'mobile'), 0, 0.25],
    ['desktop is shifted by one, 1/3', openWizard('create', 'desktop'), 0, 1 / 3],
    ['mobile third step, 3/4', { ...openWizard('create', 'mobile'), step: 2 }, 2, 0.75],
    ['desktop last step, 3/3', { ...openWizard('create', 'desktop'), step: 3 }, 2, 1],
    ['an edit starts at the rating on mobile, 1/3', openWizard('edit', 'mobile'), 0, 1 / 3],
    ['an edit starts at the rating on desktop, 1/3', openWizard('edit', 'desktop'), 0, 1 / 3],
    ['an edit’s last step, 3/3', { ...openWizard('edit', 'mobile'), step: 3 }, 2, 1],
  ])('001 §2 %s', (_rule, state, shown, progress) => {
    expect(shownStep(state)).toBe(shown);
    expect(wizardProgress(state)).toBeCloseTo(progress);
  });

  it.each<[string, WizardState, Partial<WizardState>]>([
    [
      'back moves one step',
      { ...openWizard('create', 'mobile'), step: 2 },
      { step: 1, open: true },
    ],
    ['back closes at the first step (mobile)', openWizard('create', 'mobile'), { open: false }],
    [
      'back closes at the first step (desktop)',
      openWizard('edit', 'desktop'),
      { open: false, step: 1 },
    ],
    [
      'back closes an edit at the rating (mobile)',
      openWizard('edit', 'mobile'),
      { open: false, step: 1 },
    ],
    [
      'back leaves a sub-mode first',
      enterSubMode({ ...openWizard('edit', 'mobile'), step: 2 }, 'crop'),
      { step: 2, subMode: null, open: true },
    ],
  ])('001 §4 %s', (_rule, state, expected) => {
    expect(backStep(state)).toMatchObject(expected);
  });

  it('001 §4 next stops at the last step', () => {
    const last = { ...openWizard('create', 'mobile'), step: 3 };
    expect(nextStep(last)).toBe(last);
    expect(nextStep(openWizard('create', 'mobile')).step).toBe(1);
  });

  it.each<[string, WizardState, number, string]>([
    ['SELECT COMBINATION', openWizard('create', 'mobile'), 0, 'review_header_select_combination'],
    ['GIVE RATING', openWizard('edit', 'desktop'), 0, 'review_header_give_rating'],
    ['EDIT REVIEW', { ...openWizard('edit', 'mobile'), step: 2 }, 0, 'review_header_edit_review'],
    [
      'RECOMMEND & REPURCHASE',
      { ...openWizard('edit', 'mobile'), step: 3 },
      0,
      'review_header_recommend',
    ],
    [
      'UPLOAD PHOTO without photos',
      enterSubMode(openWizard('edit', 'mobile'), 'add_photo'),
      0,
      'review_header_upload_photo',
    ],
    [
      'ADD PHOTO with photos',
      enterSubMode(openWizard('edit', 'mobile'), 'add_photo'),
      2,
      'review_header_add_photo',
    ],
    [
      'EDIT CAPTION',
      enterSubMode(openWizard('edit', 'mobile'), 'edit_caption'),
      0,
      'review_header_edit_caption',
    ],
    [
      'EDIT PHOTO',
      enterSubMode(openWizard('edit', 'mobile'), 'crop'),
      0,
      'review_header_edit_photo',
    ],
  ])('001 §2 header %s', (_rule, state, photos, expected) => {
    expect(wizardHeader(state, photos)).toBe(expected);
  });
});
