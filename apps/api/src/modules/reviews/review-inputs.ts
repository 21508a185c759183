import { codedMessage, countInput, idText, textInput } from '@kilau/domain';
import {
  REVIEW_DURATIONS,
  REVIEW_PHOTO_CAPTION_MAX,
  REVIEW_PHOTOS_MAX,
  REVIEW_TAG_MAX_CHARS,
  REVIEW_TAGS_MAX,
  REVIEWS_MODAL_PAGE_SIZE,
} from '@kilau/domain/reviews';
import { z } from 'zod';

/** What the review calls read (001 §3, §7): their bodies and queries, and the services' input. */

export const REASONS = ['spam', 'offensive', 'misleading', 'not_about_product', 'other'] as const;

const flag = z.enum(['true', 'false']).transform((value) => value === 'true');

/**
 * The review's fields (001 §3); each rating type comes as `is_star_<code>` (1–5), checked
 * against the active types by the service.
 */
export const ReviewBodySchema = z
  .object({
    details: textInput({ multiline: true }).max(20_000, { error: 'validation_failed' }),
    is_recommended: z.boolean({ error: 'required' }),
    is_repurchase: z.boolean({ error: 'required' }),
    duration_of_used: z.enum(REVIEW_DURATIONS, { error: 'option_invalid' }),
    tags: z
      .array(
        textInput()
          .trim()
          .min(1, { error: 'required' })
          .max(REVIEW_TAG_MAX_CHARS, { error: 'validation_failed' }),
      )
      .max(REVIEW_TAGS_MAX, { error: 'validation_failed' })
      .default([]),
    /**
     * Its photos in order: each an upload's `name` (from `GET /upload-url`) or, on an edit, a
     * photo the review has; left out of an edit, the photos stay as they are.
     */
    images: z
      .array(
        z.object({
          name: textInput().min(1, { error: 'required' }).max(200, { error: 'validation_failed' }),
          description: textInput()
            .trim()
            .max(REVIEW_PHOTO_CAPTION_MAX, {
              error: codedMessage('review_photo_caption_too_long', {
                max: REVIEW_PHOTO_CAPTION_MAX,
              }),
            })
            .default(''),
        }),
      )
      .max(REVIEW_PHOTOS_MAX, {
        error: codedMessage('review_photos_too_many', { max: REVIEW_PHOTOS_MAX }),
      })
      .optional(),
  })
  .catchall(z.unknown());
export const NewReviewBodySchema = ReviewBodySchema.extend({
  product_id: idText(),
  combination_id: idText(),
});

export const FilterSchema = z.object({
  product_id: idText(),
  'filter[rating]': countInput(1, 5).optional(),
  'filter[with_images]': flag.optional(),
  'filter[verified_purchase]': flag.optional(),
  'filter[tag]': textInput().trim().min(1).max(REVIEW_TAG_MAX_CHARS).optional(),
});
export const PageQuerySchema = FilterSchema.extend({
  skip: countInput(0, 100_000).default(0),
  limit: countInput(1, 50).default(REVIEWS_MODAL_PAGE_SIZE),
  sort: z.enum(['newest', 'helpful', 'highest', 'lowest']).default('newest'),
});
export const ReviewParams = z.object({ reviewId: idText() });

export const filterOf = (query: z.infer<typeof FilterSchema>) => ({
  productId: Number(query.product_id),
  stars: query['filter[rating]'],
  withImages: query['filter[with_images]'],
  verified: query['filter[verified_purchase]'],
  tag: query['filter[tag]'],
});

const starsOf = (body: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(body).filter(([key]) => key.startsWith('is_star_')));

export const inputOf = (body: z.infer<typeof ReviewBodySchema>) => ({
  details: body.details,
  is_recommended: body.is_recommended,
  is_repurchase: body.is_repurchase,
  duration_of_used: body.duration_of_used,
  // One of each tag, as first written ("Tahan Lama", "tahan lama" → "Tahan Lama").
  tags: body.tags.filter(
    (tag, i) => body.tags.findIndex((other) => other.toLowerCase() === tag.toLowerCase()) === i,
  ),
  stars: starsOf(body),
  images: body.images,
});

export const REVIEW_NOTE =
  'A Review (001 §3): _id, product_id, combination_id, variant, user { user_name, image_url }, ' +
  'source, details, is_recommended, is_repurchase, duration_of_used, ratings [{ code, name, ' +
  'value, average }], average_rating, tags, images [{ name, url, description }] in order, ' +
  'is_verified_purchase (a delivered order holds the ' +
  'combination; decided by the server), is_published, status (published, held, rejected), ' +
  'rejection_reason (the author only), helpful_count, is_helpful, is_editable, created_at, ' +
  'edited_at.';
