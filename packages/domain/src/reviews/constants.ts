/** Reviews (001 §5, §9). */
export const REVIEW_MIN_WORDS = 150;
export const REVIEW_PHOTO_MAX_BYTES = 5_242_880;
export const REVIEW_PHOTO_TYPES = ['png', 'jpg', 'jpeg'] as const;
export const REVIEW_PHOTO_MIME_TYPES = ['image/png', 'image/jpeg'] as const;
export const REVIEW_PHOTO_SIZE_PX = 600;
export const REVIEW_PHOTO_QUALITY = 0.8;
export const REVIEW_TAG_SEARCH_MIN_CHARS = 3;
export const REVIEWS_MODAL_PAGE_SIZE = 10;
export const USER_PHOTOS_SHOWN_MAX = 7;
/** How long the reviewer has used the product (001 §3 duration_of_used), in the form's order. */
export const REVIEW_DURATIONS = [
  'under_1_week',
  '1_4_weeks',
  '1_3_months',
  '3_6_months',
  'over_6_months',
] as const;
/** The most tags a review carries, and a tag's longest name. */
export const REVIEW_TAGS_MAX = 5;
export const REVIEW_TAG_MAX_CHARS = 40;
