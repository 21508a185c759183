import { describe, expect, it } from 'vitest';
import {
  checkPointsRedemption,
  clampAppliedPoints,
  maxRedeemablePoints,
  pointsEarned,
  pointsToRelease,
  pointsValue,
} from './points-rules';

describe('beauty points value and earning (design/the-bag.md, 000 §9 beautyPointBase)', () => {
  it.each([
    [0, 0],
    [1, 1_000],
    [25, 25_000],
  ])('%s points are worth Rp %s', (points, value) => {
    expect(pointsValue(points)).toBe(value);
  });

  it.each([
    [0, 0],
    [999, 0],
    [1_000, 1],
    [150_500, 150],
    [-5, 0],
  ])('a bag of Rp %s takes at most %s points', (value, max) => {
    expect(maxRedeemablePoints(value)).toBe(max);
  });

  it.each([
    [49_999, 0],
    [50_000, 1],
    [149_999, 2],
    [250_000, 5],
  ])('Rp %s paid earns %s points', (paid, points) => {
    expect(pointsEarned(paid)).toBe(points);
  });
});

describe('redeeming points in the bag', () => {
  const base = { points: 10, enabled: true, bagValue: 100_000, balance: 50, applied: 0 };
  it.each<[string, Partial<typeof base>, unknown]>([
    ['takes points from the balance', {}, { ok: true, value: { points: 10, delta: 10 } }],
    ['feature toggled off', { enabled: false }, { ok: false, code: 'points_disabled' }],
    ['zero is refused', { points: 0 }, { ok: false, code: 'points_zero' }],
    ['negative is refused', { points: -3 }, { ok: false, code: 'points_zero' }],
    ['a fraction is refused', { points: 1.5 }, { ok: false, code: 'points_zero' }],
    [
      'more than the bag takes',
      { points: 101 },
      { ok: false, code: 'points_exceed_bag', params: { max: 100 } },
    ],
    [
      'exactly the bag value',
      { points: 100, balance: 100 },
      { ok: true, value: { points: 100, delta: 100 } },
    ],
    ['more than the balance', { points: 51 }, { ok: false, code: 'INSUFFICIENT_POINTS' }],
    [
      'raising applied points counts only the difference',
      { points: 60, applied: 20 },
      { ok: true, value: { points: 60, delta: 40 } },
    ],
    [
      'lowering applied points gives some back',
      { points: 5, applied: 20, balance: 0 },
      { ok: true, value: { points: 5, delta: -15 } },
    ],
  ])('%s', (_rule, over, expected) => {
    expect(checkPointsRedemption({ ...base, ...over })).toEqual(expected);
  });
});

describe('points kept when the bag changes', () => {
  it.each([
    [20, 50_000, { keep: 20, release: 0 }],
    [20, 15_500, { keep: 15, release: 5 }],
    [20, 0, { keep: 0, release: 20 }],
    [0, 10_000, { keep: 0, release: 0 }],
  ])('%s applied, bag Rp %s', (applied, value, expected) => {
    expect(clampAppliedPoints(applied, value)).toEqual(expected);
  });

  it.each([
    [20, undefined, 20],
    [20, null, 20],
    [20, 5, 5],
    [20, 50, 20],
    [0, 5, 0],
  ])('removing from %s applied, asked %s, removes %s', (applied, asked, removed) => {
    expect(pointsToRelease(applied, asked)).toBe(removed);
  });
});
