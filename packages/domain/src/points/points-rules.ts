import { BEAUTY_POINT_BASE } from '../shared/constants';
import { ok, refuse, type Result } from '../shared/result';

/** One beauty point takes Rp 1.000 off the bag (design/the-bag.md decision 6). */
export const POINT_VALUE = 1_000;

/** Rupiah value of a number of points. */
export const pointsValue = (points: number): number =>
  Math.max(0, Math.floor(points)) * POINT_VALUE;

/** The most points a bag of this value (after its own discounts) can take. */
export const maxRedeemablePoints = (bagValue: number): number =>
  Math.floor(Math.max(0, bagValue) / POINT_VALUE);

/** Points earned by an order: one per full `beautyPointBase` (Rp 50.000) paid (000 §9). */
export const pointsEarned = (paid: number): number =>
  Math.floor(Math.max(0, paid) / BEAUTY_POINT_BASE);

export type PointsRefusalCode =
  | 'points_disabled'
  | 'points_zero'
  | 'points_exceed_bag'
  | 'INSUFFICIENT_POINTS';

/**
 * Setting the points applied to the bag (the redeem call): the feature on, a whole number above
 * zero (000 §5), no more than the bag's value takes, and no more than the member has — the
 * balance plus what this bag already holds. Answers how far the balance moves (negative: points
 * go back to the balance).
 */
export function checkPointsRedemption(input: {
  points: number;
  enabled: boolean;
  bagValue: number;
  balance: number;
  applied: number;
}): Result<{ points: number; delta: number }, PointsRefusalCode> {
  if (!input.enabled) return refuse('points_disabled');
  if (!Number.isInteger(input.points) || input.points <= 0) return refuse('points_zero');
  const max = maxRedeemablePoints(input.bagValue);
  if (input.points > max) return refuse('points_exceed_bag', { max });
  const delta = input.points - input.applied;
  if (delta > input.balance) return refuse('INSUFFICIENT_POINTS');
  return ok({ points: input.points, delta });
}

/**
 * Points a bag keeps when it is read again: never more than its value now takes. The rest goes
 * back to the balance.
 */
export function clampAppliedPoints(
  applied: number,
  bagValue: number,
): { keep: number; release: number } {
  const keep = Math.min(Math.max(0, applied), maxRedeemablePoints(bagValue));
  return { keep, release: Math.max(0, applied) - keep };
}

/** Points removed by the remove call: what it names, at most what the bag holds (all by default). */
export const pointsToRelease = (applied: number, requested: number | null | undefined): number =>
  requested == null || requested <= 0 ? applied : Math.min(applied, Math.floor(requested));
