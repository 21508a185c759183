/**
 * What one review adds to its product's stats (docs/design/reviews.md, decision 8). A write
 * applies `statsDelta(before, after)` — the review's contribution after the change minus before
 * — with increments in its own transaction, so the stats stay the exact sum over published
 * reviews however writes interleave.
 */
export type ReviewForStats = {
  /** Only a published review counts. */
  published: boolean;
  /** The review's mean rating, 1–5. */
  averageRating: number;
  /** Each rating type's value, by type id. */
  ratings: Readonly<Record<number, number>>;
  isRecommended: boolean;
  isRepurchase: boolean;
  hasImages: boolean;
  isVerifiedPurchase: boolean;
};

export type StatsDelta = {
  reviewCount: number;
  /** In hundredths (the averages' precision), so sums stay whole numbers. */
  ratingSumCents: number;
  /** Index 0 is one star … index 4 is five stars. */
  stars: [number, number, number, number, number];
  recommendCount: number;
  repurchaseCount: number;
  withImagesCount: number;
  verifiedCount: number;
  /** Per rating type id: the change of its sum and of its count. */
  types: Record<number, { sum: number; count: number }>;
};

/** The star bucket a review falls in: its average rounded half up, 1–5. */
export const starsOf = (averageRating: number): 1 | 2 | 3 | 4 | 5 =>
  Math.min(5, Math.max(1, Math.floor(averageRating + 0.5))) as 1 | 2 | 3 | 4 | 5;

const ZERO = (): StatsDelta => ({
  reviewCount: 0,
  ratingSumCents: 0,
  stars: [0, 0, 0, 0, 0],
  recommendCount: 0,
  repurchaseCount: 0,
  withImagesCount: 0,
  verifiedCount: 0,
  types: {},
});

function add(delta: StatsDelta, review: ReviewForStats | null, sign: 1 | -1): void {
  if (!review?.published) return;
  delta.reviewCount += sign;
  delta.ratingSumCents += sign * Math.round(review.averageRating * 100);
  const bucket = starsOf(review.averageRating) - 1;
  delta.stars[bucket] = (delta.stars[bucket] ?? 0) + sign;
  if (review.isRecommended) delta.recommendCount += sign;
  if (review.isRepurchase) delta.repurchaseCount += sign;
  if (review.hasImages) delta.withImagesCount += sign;
  if (review.isVerifiedPurchase) delta.verifiedCount += sign;
  for (const [type, value] of Object.entries(review.ratings)) {
    const entry = (delta.types[Number(type)] ??= { sum: 0, count: 0 });
    entry.sum += sign * value;
    entry.count += sign;
  }
}

/** The change to a product's stats when a review goes from `before` to `after` (null: none). */
export function statsDelta(
  before: ReviewForStats | null,
  after: ReviewForStats | null,
): StatsDelta {
  const delta = ZERO();
  add(delta, after, 1);
  add(delta, before, -1);
  for (const [type, entry] of Object.entries(delta.types))
    if (entry.sum === 0 && entry.count === 0) delete delta.types[Number(type)];
  return delta;
}

/** Whether a delta changes nothing (an edit of a held review, a vote). */
export const isEmptyDelta = (delta: StatsDelta): boolean =>
  delta.reviewCount === 0 &&
  delta.ratingSumCents === 0 &&
  delta.stars.every((n) => n === 0) &&
  delta.recommendCount === 0 &&
  delta.repurchaseCount === 0 &&
  delta.withImagesCount === 0 &&
  delta.verifiedCount === 0 &&
  Object.keys(delta.types).length === 0;

/** A product's overall rating from its stats: the mean of its reviews' averages, one decimal. */
export const productRating = (stats: { reviewCount: number; ratingSumCents: number }): number =>
  stats.reviewCount === 0 ? 0 : Math.round(stats.ratingSumCents / stats.reviewCount / 10) / 10;
