import {
  areAllRatingsFilled,
  checkReviewText,
  REVIEW_DURATIONS,
  REVIEW_STEPS,
  type ReviewStep,
} from '@kilau/domain/reviews';
import { countWords } from '@kilau/domain/shared';
import type { ReviewPayload } from '../api/review-calls';
import type { ReviewsTextKey } from '../text';
import type { RatingType, Review } from '../types';

export type Duration = (typeof REVIEW_DURATIONS)[number];

/** Each duration's words. */
export const DURATION_TEXT: Record<Duration, ReviewsTextKey> = {
  under_1_week: 'durationUnder1Week',
  '1_4_weeks': 'duration1To4Weeks',
  '1_3_months': 'duration1To3Months',
  '3_6_months': 'duration3To6Months',
  over_6_months: 'durationOver6Months',
};

export const isDuration = (value: string): value is Duration =>
  (REVIEW_DURATIONS as readonly string[]).includes(value);

/** A photo of the draft: uploading, uploaded (it has its stored name), or kept from the review. */
export type DraftPhoto = {
  /** The draft's own key for the photo (React's, and the sub-modes'). */
  key: string;
  /** The name the server knows it by, once uploaded (or kept); null while uploading. */
  name: string | null;
  /** What the form shows: the stored photo's URL, or the cropped copy in the browser. */
  preview: string;
  description: string;
  /** Upload progress 0–100 while it goes up. */
  progress: number | null;
  error: string | null;
  /** The picture as chosen, kept so it can be cropped again (new photos only). */
  source?: Blob;
};

export type ReviewDraft = {
  combinationId: string | null;
  stars: Record<string, number>;
  details: string;
  photos: DraftPhoto[];
  tags: string[];
  isRecommended: boolean | null;
  isRepurchase: boolean | null;
  duration: Duration | null;
};

export const emptyDraft = (combinationId: string | null = null): ReviewDraft => ({
  combinationId,
  stars: {},
  details: '',
  photos: [],
  tags: [],
  isRecommended: null,
  isRepurchase: null,
  duration: null,
});

/** The draft an edit starts from: the review as it stands. */
export function draftOf(review: Review): ReviewDraft {
  return {
    combinationId: review.combination_id,
    stars: Object.fromEntries(review.ratings.map((rating) => [rating.code, rating.value])),
    details: review.details,
    photos: (review.images ?? []).map((image) => ({
      key: image.name,
      name: image.name,
      preview: image.url,
      description: image.description,
      progress: null,
      error: null,
    })),
    tags: review.tags,
    isRecommended: review.is_recommended,
    isRepurchase: review.is_repurchase,
    duration: isDuration(review.duration_of_used) ? review.duration_of_used : null,
  };
}

export const wordCount = (draft: ReviewDraft): number => countWords(draft.details);

/** Whether the step is complete enough to move on (001 §5). */
export function stepComplete(
  step: ReviewStep,
  draft: ReviewDraft,
  types: readonly RatingType[],
): boolean {
  switch (step) {
    case 'combination':
      return draft.combinationId !== null;
    case 'rating':
      return areAllRatingsFilled(
        types.map((type) => ({ name: type.code, value: draft.stars[type.code] })),
      );
    case 'review':
      return (
        checkReviewText(draft.details).ok &&
        draft.photos.every((photo) => photo.name !== null && photo.error === null)
      );
    default:
      return draft.isRecommended !== null && draft.isRepurchase !== null && draft.duration !== null;
  }
}

/** Whether every step from `from` on is complete: the draft may be sent. */
export const draftComplete = (
  draft: ReviewDraft,
  types: readonly RatingType[],
  from: number,
): boolean => REVIEW_STEPS.slice(from).every((step) => stepComplete(step, draft, types));

/** What the API takes (001 §3): each rating type as `is_star_<code>`, photos by stored name. */
export function payloadOf(draft: ReviewDraft, types: readonly RatingType[]): ReviewPayload {
  const stars = Object.fromEntries(
    types.map((type) => [`is_star_${type.code}`, draft.stars[type.code] ?? 0]),
  ) as Record<`is_star_${string}`, number>;
  return {
    ...stars,
    details: draft.details.trim(),
    is_recommended: draft.isRecommended === true,
    is_repurchase: draft.isRepurchase === true,
    duration_of_used: draft.duration ?? REVIEW_DURATIONS[0],
    tags: draft.tags,
    images: draft.photos
      .filter((photo) => photo.name !== null)
      .map((photo) => ({ name: photo.name as string, description: photo.description.trim() })),
  };
}

/** The draft's average so far (001 §3: the mean of the filled types), one decimal. */
export function draftAverage(draft: ReviewDraft, types: readonly RatingType[]): string | null {
  const values = types.map((type) => draft.stars[type.code]).filter((v) => typeof v === 'number');
  if (values.length === 0) return null;
  return (values.reduce((sum, value) => sum + value, 0) / values.length).toFixed(1);
}
