import { apiTimestamp } from '../shared/response';
import { z } from '../shared/zod';

/** What the review calls answer (ADR 0020; docs/design/reviews.md). */

/** A dimension a review rates; the wizard asks each as `is_star_<code>`. */
export const RatingTypeSchema = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  position: z.number(),
});

/** One rating of a review (001 §3: name, value, and its share of the average). */
export const ReviewRatingSchema = z.object({
  code: z.string(),
  name: z.string(),
  value: z.number(),
  average: z.number(),
});

/** A photo of a review, in its order: the stored copy's name (kept on edit), URL and caption. */
export const ReviewImageSchema = z.object({
  name: z.string(),
  url: z.string(),
  description: z.string(),
});

export const ReviewSchema = z.object({
  _id: z.string(),
  product_id: z.string(),
  combination_id: z.string(),
  /** The combination as the shopper chose it, e.g. "Shade: 02 Cherry". */
  variant: z.string(),
  user: z.object({ user_name: z.string(), image_url: z.string().nullable() }),
  source: z.string(),
  details: z.string(),
  is_recommended: z.boolean(),
  is_repurchase: z.boolean(),
  duration_of_used: z.string(),
  ratings: z.array(ReviewRatingSchema),
  average_rating: z.number(),
  tags: z.array(z.string()),
  /** Its photos in their order (at most five). */
  images: z.array(ReviewImageSchema),
  is_verified_purchase: z.boolean(),
  is_published: z.boolean(),
  /** `published`, `held` or `rejected`: only the author sees a review that is not published. */
  status: z.string(),
  /** Why the back office rejected it (the author's own review only). */
  rejection_reason: z.string().nullable(),
  helpful_count: z.number(),
  /** Whether the member asking found it helpful. */
  is_helpful: z.boolean(),
  /** Whether the member asking wrote it (and so may edit it). */
  is_editable: z.boolean(),
  created_at: apiTimestamp(),
  edited_at: apiTimestamp().nullable(),
});

/** A product's review summary: what its published reviews add up to. */
export const ReviewStatsSchema = z.object({
  product_id: z.string(),
  review_count: z.number(),
  /** The mean of the reviews' averages, one decimal; 0 without reviews. */
  average_rating: z.number(),
  /** Reviews per star (their average rounded half up), "1" … "5". */
  distribution: z.object({
    1: z.number(),
    2: z.number(),
    3: z.number(),
    4: z.number(),
    5: z.number(),
  }),
  recommend_percentage: z.number(),
  repurchase_percentage: z.number(),
  with_images_count: z.number(),
  verified_count: z.number(),
  rating_types: z.array(
    z.object({ code: z.string(), name: z.string(), average: z.number(), count: z.number() }),
  ),
});

export const ReviewVoteSchema = z.object({
  _id: z.string(),
  is_helpful: z.boolean(),
  helpful_count: z.number(),
});

/** One photo of a product's published reviews (the product page's "user photos"). */
export const ReviewPhotoSchema = z.object({
  review_id: z.string(),
  url: z.string(),
  description: z.string(),
  user_name: z.string(),
  /** When its review was written. */
  created_at: apiTimestamp(),
});

/** Where to PUT one photo: send `headers` with it, before `expires_at`; then name it in the review. */
export const ReviewUploadUrlSchema = z.object({
  name: z.string(),
  url: z.string(),
  method: z.literal('PUT'),
  headers: z.object({ 'content-type': z.string() }),
  expires_at: apiTimestamp(),
});
