import { featureTextHook } from '~/lib/i18n';
import { featureText } from '~/lib/ui-text';
import { REVIEWS_TEXT } from './reviews';

/** The reviews' copy, with the shell's. */
export const reviewsText = featureText(REVIEWS_TEXT);
export type ReviewsTextKey = Parameters<typeof reviewsText>[0];
export const useReviewsText = featureTextHook(reviewsText);
