import type { ReviewForStats } from '@kilau/domain/reviews';
import type { ReviewRow } from './review-rows.repository';

/**
 * What a review adds to its product's stats (docs/design/reviews.md decision 8), for every
 * write that changes it: the author's create and edit, a report that holds, a moderation
 * decision. Each write applies `statsDelta(before, after)` of two of these.
 */
export const contributionOf = (
  review: Pick<
    ReviewRow,
    | 'status'
    | 'average_rating'
    | 'is_recommended'
    | 'is_repurchase'
    | 'has_images'
    | 'is_verified_purchase'
  >,
  ratings: Map<number, number>,
): ReviewForStats => ({
  published: review.status === 'published',
  averageRating: review.average_rating,
  ratings: Object.fromEntries(ratings),
  isRecommended: review.is_recommended,
  isRepurchase: review.is_repurchase,
  hasImages: review.has_images,
  isVerifiedPurchase: review.is_verified_purchase,
});
