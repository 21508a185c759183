import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from './foundation';

/** Reviews (migrations 0037 and 0038, docs/design/reviews.md). */

/** `numeric` columns read back as strings from node-postgres and PGlite alike. */
type Numeric = ColumnType<string, number | string, number | string>;

export type ReviewStatus = 'published' | 'held' | 'rejected';
export type ReviewDuration =
  | 'under_1_week'
  | '1_4_weeks'
  | '1_3_months'
  | '3_6_months'
  | 'over_6_months';
export type ReviewReportReason =
  | 'spam'
  | 'offensive'
  | 'misleading'
  | 'not_about_product'
  | 'other';

/** A dimension a review rates, answered as `is_star_<code>`. */
export interface ReviewRatingTypesTable {
  id: number;
  code: string;
  name_id: string;
  name_en: string;
  position: number;
  is_active: Generated<boolean>;
}

/** One member's review of one combination (unique per member and combination). */
export interface ReviewsTable {
  id: Generated<number>;
  user_id: number;
  product_id: number;
  combination_id: number;
  source: Generated<string>;
  details: string;
  is_recommended: boolean;
  is_repurchase: boolean;
  duration_of_used: ReviewDuration;
  /** The mean of the review's ratings, two decimals. */
  average_rating: Numeric;
  is_verified_purchase: Generated<boolean>;
  status: ColumnType<ReviewStatus, ReviewStatus | undefined, ReviewStatus>;
  /** Why the filter or reports held it (`link`, `phone`, `banned_word`, `reports`). */
  hold_reasons: ColumnType<string[], string[] | undefined, string[]>;
  rejection_reason: ColumnType<string | null, string | null | undefined, string | null>;
  has_images: Generated<boolean>;
  helpful_count: Generated<number>;
  report_count: Generated<number>;
  version: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
  edited_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The last back-office decision (migration 0038) and the staff member who took it. */
  moderated_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  moderated_by: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface ReviewRatingsTable {
  review_id: number;
  rating_type_id: number;
  value: number;
}

/** A review's photo: its key in the uploads' store, and its caption. */
export interface ReviewImagesTable {
  review_id: number;
  position: number;
  storage_key: string;
  caption: Generated<string>;
  created_at: Timestamp;
}

export interface ReviewTagsTable {
  id: Generated<number>;
  name: string;
  created_at: Timestamp;
}

export interface ReviewTagLinksTable {
  review_id: number;
  tag_id: number;
}

/** "Helpful": one per member and review. */
export interface ReviewVotesTable {
  review_id: number;
  user_id: number;
  created_at: Timestamp;
}

/** A member's report of a review: one per member and review. */
export interface ReviewReportsTable {
  review_id: number;
  user_id: number;
  reason: ReviewReportReason;
  note: Generated<string>;
  created_at: Timestamp;
  /** Set when an approval dismissed the report (migration 0038): it no longer counts. */
  dismissed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** What a product's published reviews add up to (kept by the review writes). */
export interface ProductReviewStatsTable {
  product_id: number;
  review_count: Generated<number>;
  rating_sum: ColumnType<string, number | string | undefined, number | string>;
  stars_1: Generated<number>;
  stars_2: Generated<number>;
  stars_3: Generated<number>;
  stars_4: Generated<number>;
  stars_5: Generated<number>;
  recommend_count: Generated<number>;
  repurchase_count: Generated<number>;
  with_images_count: Generated<number>;
  verified_count: Generated<number>;
}

export interface ProductRatingTypeStatsTable {
  product_id: number;
  rating_type_id: number;
  value_sum: Generated<number>;
  value_count: Generated<number>;
}
