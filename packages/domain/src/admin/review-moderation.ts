import { requiredText } from '../accounts/fields';
import type { Messages } from '../messages';
import { wholeNumber } from '../shared/input';
import { apiTimestamp } from '../shared/response';
import { z } from '../shared/zod';

/**
 * Moderation of reviews in the back office (docs/design/reviews.md decision 6,
 * docs/design/back-office.md "Reviews"): the queue of held reviews, approve, reject with a reason
 * the author then sees.
 */
export const ADMIN_REVIEW_STATUSES = ['held', 'published', 'rejected'] as const;
export type AdminReviewStatus = (typeof ADMIN_REVIEW_STATUSES)[number];

/** The reasons a member reports a review with (migration 0037). */
export const REVIEW_REPORT_REASONS = [
  'spam',
  'offensive',
  'misleading',
  'not_about_product',
  'other',
] as const;
export type ReviewReportReasonCode = (typeof REVIEW_REPORT_REASONS)[number];

export const REVIEW_REJECTION_REASON_MAX = 500;
/** The list shows this much of a review's text. */
export const REVIEW_EXCERPT_LENGTH = 200;

/** The `version` the review was read at (a JSON number). */
const reviewVersion = (t: Messages) =>
  wholeNumber({ min: 1, max: 2_147_483_647, message: t('validation_failed'), coerce: false });

/** `POST /api/admin/reviews/:id/approve`: publish the review at the version read. */
export const reviewApproveSchema = (t: Messages) => z.object({ version: reviewVersion(t) });
export type ReviewApproveInput = z.infer<ReturnType<typeof reviewApproveSchema>>;

/** `POST /api/admin/reviews/:id/reject`: the reason the author is told, 1–500 characters. */
export const reviewRejectSchema = (t: Messages) =>
  z.object({
    version: reviewVersion(t),
    reason: requiredText(t).max(REVIEW_REJECTION_REASON_MAX, {
      error: t('review_rejection_reason_length', { max: REVIEW_REJECTION_REASON_MAX }),
    }),
  });
export type ReviewRejectInput = z.infer<ReturnType<typeof reviewRejectSchema>>;

const AdminReviewPhotoSchema = z.object({ url: z.string(), caption: z.string() });

const AdminReviewBaseSchema = z.object({
  id: z.number(),
  status: z.enum(ADMIN_REVIEW_STATUSES),
  product: z.object({ id: z.number(), name: z.string() }),
  /** The combination as the shopper chose it, e.g. "Shade: 01 Rosy". */
  variant: z.string(),
  author: z.object({ id: z.number(), user_name: z.string() }),
  average_rating: z.number(),
  /** Why the filter or reports held it: `link`, `phone`, `banned_word`, `reports`, `edited`. */
  hold_reasons: z.array(z.string()),
  /** Reports that count (made since the last approval). */
  report_count: z.number(),
  photos: z.array(AdminReviewPhotoSchema),
  rejection_reason: z.string().nullable(),
  created_at: apiTimestamp(),
  edited_at: apiTimestamp().nullable(),
  version: z.number(),
});

/** One row of `GET /api/admin/reviews`. */
export const AdminReviewRowSchema = AdminReviewBaseSchema.extend({
  /** The start of the text (`REVIEW_EXCERPT_LENGTH` characters, then "…"). */
  excerpt: z.string(),
  /** The counting reports by reason, most frequent first. */
  report_reasons: z.array(z.object({ reason: z.enum(REVIEW_REPORT_REASONS), count: z.number() })),
});
export type AdminReviewRow = z.infer<typeof AdminReviewRowSchema>;

/** `GET /api/admin/reviews/:id`: the whole review with its reports. */
export const AdminReviewSchema = AdminReviewBaseSchema.extend({
  details: z.string(),
  ratings: z.array(z.object({ code: z.string(), name: z.string(), value: z.number() })),
  tags: z.array(z.string()),
  is_recommended: z.boolean(),
  is_repurchase: z.boolean(),
  duration_of_used: z.string(),
  is_verified_purchase: z.boolean(),
  helpful_count: z.number(),
  /** The last decision and who took it (null: none yet, or the account is gone). */
  moderated_at: apiTimestamp().nullable(),
  moderated_by: z.string().nullable(),
  reports: z.array(
    z.object({
      reason: z.enum(REVIEW_REPORT_REASONS),
      note: z.string(),
      user_name: z.string(),
      created_at: apiTimestamp(),
      /** False once an approval dismissed it. */
      counts: z.boolean(),
    }),
  ),
});
export type AdminReview = z.infer<typeof AdminReviewSchema>;
