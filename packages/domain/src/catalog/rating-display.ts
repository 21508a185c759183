import { RATING_MAX, RATING_STAR_SCALE, UNRATED_CLASSIFICATIONS } from './constants';
import type { TileProduct } from './types';

export type RatingDisplay = {
  /** Rating × 10, rounded (0–50), for the star class. */
  starScale: number;
  /** One decimal, e.g. `4.5`. */
  text: string;
  totalReviews: number;
  /** False while nobody has reviewed it: shown as "no reviews yet", never as 0.0 (0). */
  reviewed: boolean;
};

/** Rounds a rating to one decimal as text (`4.46` → `4.5`). */
export const formatRating = (rating: number): string =>
  (Math.round(clampRating(rating) * 10) / 10).toFixed(1);

const clampRating = (rating: number): number =>
  Number.isFinite(rating) ? Math.min(Math.max(rating, 0), RATING_MAX) : 0;

/**
 * The tile's stars (000 §5): hidden (null) for bundles and gwp_non_sellable; a product without
 * reviews is `reviewed: false` (issue 17: "Belum ada ulasan", not ☆☆☆☆☆ 0.0 (0)).
 */
export function ratingDisplay(
  product: Pick<TileProduct, 'classification' | 'review_stats'>,
): RatingDisplay | null {
  if ((UNRATED_CLASSIFICATIONS as readonly string[]).includes(product.classification ?? '')) {
    return null;
  }
  const average = clampRating(product.review_stats?.average_rating ?? 0);
  const totalReviews = product.review_stats?.total_reviews ?? 0;
  return {
    starScale: Math.round(average * RATING_STAR_SCALE),
    text: formatRating(average),
    totalReviews,
    reviewed: totalReviews > 0,
  };
}
