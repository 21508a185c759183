/** The lucky draw's server rules (001 §4, issue 21; docs/design/lucky-draw.md). */

/** A prize as the draw sees it. */
export type DrawablePrize = {
  id: number;
  /** The prize's share of the odds (≥ 1). */
  weight: number;
  /** Left to draw. */
  remaining: number;
  is_active: boolean;
};

/**
 * Draws one prize by weight among the active prizes with some left: prize i wins with
 * weight_i / Σ weights. `random` is in [0, 1) (the service's injectable source). Answers null
 * when nothing is left to draw. The prizes are taken in ascending id, so the same `random`
 * always picks the same prize.
 */
export function drawPrize<P extends DrawablePrize>(prizes: readonly P[], random: number): P | null {
  const open = prizes
    .filter((prize) => prize.is_active && prize.remaining > 0 && prize.weight > 0)
    .sort((a, b) => a.id - b.id);
  const total = open.reduce((sum, prize) => sum + prize.weight, 0);
  if (total === 0) return null;
  const clamped = Math.min(Math.max(random, 0), 1 - Number.EPSILON);
  let point = clamped * total;
  for (const prize of open) {
    if (point < prize.weight) return prize;
    point -= prize.weight;
  }
  return open[open.length - 1] ?? null;
}

/** Whether a campaign still has a prize to draw (the campaign list shows it only then). */
export const hasPrizeLeft = (prizes: readonly DrawablePrize[]) =>
  prizes.some((prize) => prize.is_active && prize.remaining > 0);

/**
 * A prize's remaining after the back office sets a new quota: what was claimed stays claimed.
 * Refused (null) when the new quota is below the prizes already claimed.
 */
export function remainingForQuota(prize: { quota: number; remaining: number }, quota: number) {
  const claimed = prize.quota - prize.remaining;
  return quota < claimed ? null : quota - claimed;
}

/** Whether the campaign runs at `now`: active, started (or no start), not ended (or no end). */
export const isCampaignRunning = (
  campaign: { is_active: boolean; starts_at: Date | null; ends_at: Date | null },
  now: Date,
) =>
  campaign.is_active &&
  (campaign.starts_at === null || campaign.starts_at.getTime() <= now.getTime()) &&
  (campaign.ends_at === null || campaign.ends_at.getTime() > now.getTime());

/**
 * A second e-mail of the same voucher within this long answers ok without queueing another
 * (a double tap); later, the e-mail step sends it again (docs/design/lucky-draw.md).
 */
export const LUCKY_DRAW_EMAIL_REPEAT_MS = 60_000;
