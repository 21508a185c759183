/** A rating type (001 §3): name, value, and its share of the average (value / number of types). */
export type RatingType = { name: string; value: number | null | undefined };

const filled = (value: number | null | undefined): value is number =>
  typeof value === 'number' && value >= 1;

/** All rating types must be filled before the wizard moves on (001 §5). */
export const areAllRatingsFilled = (types: readonly RatingType[]): boolean =>
  types.length > 0 && types.every((type) => filled(type.value));

/** Each type's average share: value divided by the number of types. */
export const ratingTypeAverages = (types: readonly RatingType[]): number[] =>
  types.map((type) => (filled(type.value) ? type.value / types.length : 0));

/** The review's average rating: the sum of the shares, i.e. the mean of the values. */
export function averageRating(types: readonly RatingType[]): number {
  if (types.length === 0) return 0;
  return ratingTypeAverages(types).reduce((sum, share) => sum + share, 0);
}

/** One decimal, as shown (001 §9). */
export const formatAverageRating = (types: readonly RatingType[]): string =>
  (Math.round(averageRating(types) * 10) / 10).toFixed(1);

/** A review set counts as all reviewed when no combination is left unreviewed (001 §4). */
export const isAllReviewed = (
  combinationIds: readonly string[],
  reviewedIds: ReadonlySet<string> | readonly string[],
): boolean => {
  const reviewed =
    reviewedIds instanceof Set ? reviewedIds : new Set(reviewedIds as readonly string[]);
  return combinationIds.every((id) => reviewed.has(id));
};
