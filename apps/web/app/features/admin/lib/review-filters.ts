import { ADMIN_REVIEW_STATUSES, type AdminReviewStatus } from '@kilau/domain/admin';
import type { ReviewListQuery } from '../api/reviews-admin.server';

export const REVIEWS_PAGE_SIZE = 20;
export const REVIEWS_SEARCH_MAX = 100;

export type ReviewFilters = { status: AdminReviewStatus; reported: boolean; q: string };

const isStatus = (value: string | null): value is AdminReviewStatus =>
  (ADMIN_REVIEW_STATUSES as readonly (string | null)[]).includes(value);

/** The reviews page's state from its address: the state shown, filters, page, open review. */
export function readReviewFilters(params: URLSearchParams): {
  filters: ReviewFilters;
  query: ReviewListQuery;
  review: number | null;
} {
  const status = params.get('status');
  const filters: ReviewFilters = {
    status: isStatus(status) ? status : 'held',
    reported: ['1', 'on', 'true'].includes(params.get('reported') ?? ''),
    q: (params.get('q') ?? '').trim().slice(0, REVIEWS_SEARCH_MAX),
  };
  const skip = Number(params.get('skip'));
  const review = Number(params.get('review'));
  return {
    filters,
    query: {
      ...filters,
      skip: Number.isInteger(skip) && skip > 0 && skip <= 1_000_000 ? skip : 0,
      limit: REVIEWS_PAGE_SIZE,
    },
    review:
      Number.isInteger(review) && review > 0 && review <= Number.MAX_SAFE_INTEGER ? review : null,
  };
}

/** The reviews page's address with these filters, at `skip`, with a review open or not. */
export function reviewsHref(filters: ReviewFilters, skip = 0, review: number | null = null) {
  const params = new URLSearchParams();
  if (filters.status !== 'held') params.set('status', filters.status);
  if (filters.reported) params.set('reported', '1');
  if (filters.q) params.set('q', filters.q);
  if (skip > 0) params.set('skip', String(skip));
  if (review !== null) params.set('review', String(review));
  const search = params.toString();
  return search ? `/admin/reviews?${search}` : '/admin/reviews';
}
