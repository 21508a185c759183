import type { AdminReview, AdminReviewRow, AdminReviewStatus } from '../types';
import { toAnswer, type Answer } from '~/lib/api-answer';
import type { ApiClient } from '~/lib/api-client.server';

/** The back office's review moderation calls (docs/design/back-office.md "Reviews"). */
export const REVIEWS_API = {
  list: '/api/admin/reviews',
  review: (id: number) => `/api/admin/reviews/${id}`,
  approve: (id: number) => `/api/admin/reviews/${id}/approve`,
  reject: (id: number) => `/api/admin/reviews/${id}/reject`,
} as const;

export type ReviewListQuery = {
  status: AdminReviewStatus;
  reported: boolean;
  q: string;
  skip: number;
  limit: number;
};

/** One page of reviews in a state; null when the API does not answer. */
export async function listReviews(
  api: ApiClient,
  query: ReviewListQuery,
): Promise<{ rows: AdminReviewRow[]; total: number } | null> {
  const params = new URLSearchParams({ status: query.status });
  if (query.reported) params.set('reported', '1');
  if (query.q) params.set('q', query.q);
  params.set('skip', String(query.skip));
  params.set('limit', String(query.limit));
  const result = await api.get<AdminReviewRow[]>(`${REVIEWS_API.list}?${params}`);
  return result.ok ? { rows: result.data, total: result.meta.total ?? result.data.length } : null;
}

/** One review with its reports; `null` when it does not exist, undefined when the API is down. */
export async function getReview(
  api: ApiClient,
  id: number,
): Promise<AdminReview | null | undefined> {
  const result = await api.get<AdminReview>(REVIEWS_API.review(id));
  if (result.ok) return result.data;
  return result.status === 404 ? null : undefined;
}

export const approveReview = async (
  api: ApiClient,
  id: number,
  body: { version: number },
): Promise<Answer<AdminReview>> =>
  toAnswer(await api.post<AdminReview>(REVIEWS_API.approve(id), body));

export const rejectReview = async (
  api: ApiClient,
  id: number,
  body: { version: number; reason: string },
): Promise<Answer<AdminReview>> =>
  toAnswer(await api.post<AdminReview>(REVIEWS_API.reject(id), body));
