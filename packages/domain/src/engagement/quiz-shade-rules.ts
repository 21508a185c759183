/**
 * The shade match's words and numbers (docs/design/beauty-quiz.md "The shade"), apart from its
 * colour maths (`quiz-shade.ts`, which loads culori): the storefront and the schemas read these
 * without taking the maths into the browser.
 */

export const QUIZ_UNDERTONES = ['warm', 'cool', 'neutral'] as const;
export type QuizUndertone = (typeof QUIZ_UNDERTONES)[number];

/** The categories (by slug) whose shades the quiz matches: foundations and cushions. */
export const QUIZ_SHADE_CATEGORIES = ['foundation', 'cushion'] as const;
/** How many products the shade result names: the closest shade of each, best first. */
export const QUIZ_SHADE_MATCH_LIMIT = 3;
/**
 * The largest CIEDE2000 difference still called a match. About 2 is the least a trained eye sees
 * side by side; neighbouring shades of one range sit 2–6 apart; beyond 8 a foundation shows on
 * the skin, so the shop names no shade rather than a wrong one.
 */
export const QUIZ_SHADE_MAX_DIFFERENCE = 8;
/**
 * How far (degrees of LCh hue) an undertone turns the skin's colour before matching: warm toward
 * yellow (a larger hue angle), cool toward pink (a smaller one), neutral not at all. Skin tones
 * sit near 55–72°; the demo's face shades named Rose and Warm sit about 4–8° from their
 * neighbours.
 */
export const QUIZ_UNDERTONE_HUE_SHIFT = 4;

/** How close a matched shade is, as the result says it: by its CIEDE2000 difference. */
export type QuizShadeCloseness = 'exact' | 'close' | 'near';
export const shadeCloseness = (difference: number): QuizShadeCloseness =>
  difference <= 2 ? 'exact' : difference <= 5 ? 'close' : 'near';
