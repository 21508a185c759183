import type { ReviewDuration } from '../../schema';
import type { Random } from '../random';
import type { Ratings } from './review-text';

/** The rating types in their ids' order (migration 0037 seeds them 1–5). */
export const RATING_CODES = [
  'packaging',
  'texture',
  'scent',
  'result',
  'value_for_money',
] as const satisfies ReadonlyArray<keyof Ratings>;

const clampStar = (value: number) => Math.min(5, Math.max(1, value));

/**
 * One review's ratings around its product's lean (3.6–4.9): mostly fours and fives, more fives
 * the better the product; some middling and some bad experiences (more of them for a weaker
 * product); each type a step off the overall now and then.
 */
export function drawRatings(random: Random, lean: number): Ratings {
  const weakness = Math.max(0, 4.9 - lean);
  const roll = random.float();
  const overall =
    roll < 0.04 + weakness * 0.06
      ? random.int(1, 2)
      : roll < 0.1 + weakness * 0.14
        ? 3
        : random.chance(0.25 + ((lean - 3.6) / 1.3) * 0.6)
          ? 5
          : 4;
  const step = () => {
    const r = random.float();
    return r < 0.62 ? 0 : r < 0.8 ? -1 : r < 0.93 ? 1 : r < 0.97 ? -2 : 2;
  };
  const ratings = Object.fromEntries(
    RATING_CODES.map((code) => [code, clampStar(overall + step())]),
  ) as Ratings;
  // A bad experience is bad in what the product does.
  if (overall <= 2) ratings.result = Math.min(ratings.result, overall);
  return ratings;
}

/** The review's average: the mean of its ratings, two decimals (001 §3). */
export const averageOf = (ratings: Ratings): number =>
  Math.round((RATING_CODES.reduce((sum, code) => sum + ratings[code], 0) / 5) * 100) / 100;

/**
 * Whether the reviewer recommends it and would buy it again, as their ratings say: a good
 * average recommends, a poor one never; buying again needs a result and a price they liked.
 */
export function drawVerdict(random: Random, ratings: Ratings) {
  const average = averageOf(ratings);
  const recommended = average >= 3.6 || (average >= 3 && random.chance(0.5));
  const repurchase =
    recommended &&
    ratings.result >= 4 &&
    ratings.value_for_money >= 3 &&
    random.chance(average >= 4.6 ? 0.85 : 0.6);
  return { recommended, repurchase };
}

const DURATIONS: ReadonlyArray<readonly [ReviewDuration, number]> = [
  ['under_1_week', 0.08],
  ['1_4_weeks', 0.27],
  ['1_3_months', 0.35],
  ['3_6_months', 0.2],
  ['over_6_months', 0.1],
];

export function drawDuration(random: Random): ReviewDuration {
  let roll = random.float();
  for (const [duration, share] of DURATIONS) {
    if (roll < share) return duration;
    roll -= share;
  }
  return 'over_6_months';
}
