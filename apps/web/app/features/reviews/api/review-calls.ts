import { REVIEWS_MODAL_PAGE_SIZE, USER_PHOTOS_SHOWN_MAX } from '@kilau/domain/reviews';
import type { ApiClient } from '~/lib/api-envelope';
import type {
  RatingType,
  ReportReason,
  Review,
  ReviewableCombination,
  ReviewFilter,
  ReviewSort,
  ReviewStats,
  ReviewVote,
  UploadTicket,
  UserPhoto,
} from '../types';

const BASE = '/api/reviews';

/** `?review=<combination id>` on a product page (my orders' "Tulis ulasan") opens the wizard. */
export const REVIEW_PARAM = 'review';

/** The reviews back end's calls (001 §7; docs/design/reviews.md), for the browser. */
export const REVIEW_PATHS = {
  ratingTypes: `${BASE}/rating-types`,
  list: `${BASE}/v2`,
  create: `${BASE}/v2`,
  stats: (productId: number | string) => `${BASE}/products/${productId}/stats`,
  photos: (productId: number | string) => `${BASE}/${productId}/images`,
  edit: (reviewId: string) => `${BASE}/edit-review/${reviewId}`,
  mine: (productId: number | string) => `${BASE}/mine?product_id=${productId}`,
  reviewable: (productId: number | string) => `${BASE}/reviewable?product_id=${productId}`,
  reviewed: (ids: readonly (number | string)[]) =>
    `${BASE}/mine/reviewed?combination_ids=${ids.join(',')}`,
  votes: (reviewId: string) => `${BASE}/${reviewId}/votes`,
  report: (reviewId: string) => `${BASE}/newsfeed/${reviewId}/reports`,
  tags: (query: string) => `${BASE}/search-tags?q=${encodeURIComponent(query)}`,
  uploadUrl: (contentType: string) =>
    `${BASE}/upload-url?content_type=${encodeURIComponent(contentType)}`,
} as const;

/** The list's query: a page of ten (001 §9) from `page` (1-based), sorted and filtered. */
export function reviewListPath(
  productId: number | string,
  page: number,
  sort: ReviewSort,
  filter: ReviewFilter,
  limit = REVIEWS_MODAL_PAGE_SIZE,
): string {
  const params = new URLSearchParams({
    product_id: String(productId),
    skip: String((page - 1) * limit),
    limit: String(limit),
    sort,
  });
  if (filter.rating) params.set('filter[rating]', String(filter.rating));
  if (filter.withImages) params.set('filter[with_images]', 'true');
  if (filter.verified) params.set('filter[verified_purchase]', 'true');
  if (filter.tag) params.set('filter[tag]', filter.tag);
  return `${REVIEW_PATHS.list}?${params.toString()}`;
}

export const fetchRatingTypes = (api: ApiClient) => api.get<RatingType[]>(REVIEW_PATHS.ratingTypes);

export const fetchReviewStats = (api: ApiClient, productId: number) =>
  api.get<ReviewStats>(REVIEW_PATHS.stats(productId));

export const fetchReviews = (
  api: ApiClient,
  productId: number,
  page: number,
  sort: ReviewSort,
  filter: ReviewFilter,
) => api.get<Review[]>(reviewListPath(productId, page, sort, filter));

export const fetchUserPhotos = (api: ApiClient, productId: number) =>
  api.get<{ data: UserPhoto[]; total: number } | UserPhoto[]>(
    `${REVIEW_PATHS.photos(productId)}?limit=${USER_PHOTOS_SHOWN_MAX}`,
  );

export const fetchMyReviews = (api: ApiClient, productId: number) =>
  api.get<Review[]>(REVIEW_PATHS.mine(productId), { expectUnauthorized: true });

export const fetchReviewable = (api: ApiClient, productId: number) =>
  api.get<{ product_id: string; combinations: ReviewableCombination[] }>(
    REVIEW_PATHS.reviewable(productId),
  );

export const fetchReviewedCombinations = (api: ApiClient, ids: readonly (number | string)[]) =>
  api.get<{ combination_ids: string[] }>(REVIEW_PATHS.reviewed(ids), {
    expectUnauthorized: true,
  });

export const searchReviewTags = (api: ApiClient, query: string) =>
  api.get<string[]>(REVIEW_PATHS.tags(query));

/** "Helpful": on (POST) or taken back (DELETE); one vote per member however many taps. */
export const voteHelpful = (api: ApiClient, reviewId: string, helpful: boolean) =>
  helpful
    ? api.post<ReviewVote>(REVIEW_PATHS.votes(reviewId))
    : api.delete<ReviewVote>(REVIEW_PATHS.votes(reviewId));

export const reportReview = (
  api: ApiClient,
  reviewId: string,
  report: { reason: ReportReason; note: string },
) => api.post<{ _id: string }>(REVIEW_PATHS.report(reviewId), report);

/** What the wizard sends (001 §3): the ratings as `is_star_<code>`, photos by their names. */
export type ReviewPayload = {
  details: string;
  is_recommended: boolean;
  is_repurchase: boolean;
  duration_of_used: string;
  tags: string[];
  images: { name: string; description: string }[];
} & Record<`is_star_${string}`, number>;

export const createReview = (
  api: ApiClient,
  payload: ReviewPayload & { product_id: string; combination_id: string },
) => api.post<Review>(REVIEW_PATHS.create, payload);

export const editReview = (api: ApiClient, reviewId: string, payload: ReviewPayload) =>
  api.put<Review>(REVIEW_PATHS.edit(reviewId), payload);

export const requestUploadTicket = (api: ApiClient, contentType: string) =>
  api.get<UploadTicket>(REVIEW_PATHS.uploadUrl(contentType));
