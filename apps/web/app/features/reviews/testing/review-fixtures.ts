import { vi } from 'vitest';
import type { RatingType, Review, ReviewStats } from '../types';

/** Test data and a stand-in reviews API (tests only). */

export const RATING_TYPES: RatingType[] = [
  { id: 1, code: 'packaging', name: 'Kemasan', position: 1 },
  { id: 2, code: 'texture', name: 'Tekstur', position: 2 },
  { id: 3, code: 'scent', name: 'Aroma', position: 3 },
];

export const aReview = (n: number, extra: Partial<Review> = {}): Review => ({
  _id: String(n),
  product_id: '7',
  combination_id: '70',
  variant: 'Shade: 01 Rosy',
  user: { user_name: `pengulas${n}`, image_url: null },
  source: 'website',
  details: `Ulasan nomor ${n} tentang produk ini.`,
  is_recommended: true,
  is_repurchase: false,
  duration_of_used: '1_3_months',
  ratings: RATING_TYPES.map((type) => ({
    code: type.code,
    name: type.name,
    value: 4,
    average: 4 / 3,
  })),
  average_rating: 4,
  tags: [],
  is_verified_purchase: false,
  is_published: true,
  status: 'published',
  rejection_reason: null,
  helpful_count: 0,
  is_helpful: false,
  is_editable: false,
  created_at: '2026-11-27T08:00:00.000Z',
  edited_at: null,
  images: [],
  ...extra,
});

export const STATS: ReviewStats = {
  product_id: '7',
  review_count: 23,
  average_rating: 4.3,
  distribution: { 1: 1, 2: 1, 3: 2, 4: 7, 5: 12 },
  recommend_percentage: 87,
  repurchase_percentage: 61,
  with_images_count: 3,
  verified_count: 9,
  rating_types: RATING_TYPES.map((type) => ({
    code: type.code,
    name: type.name,
    average: 4.2,
    count: 23,
  })),
};

export type Call = { method: string; url: string; body: unknown };
type Answer = {
  status?: number;
  data?: unknown;
  message?: string;
  errorCode?: string;
  total?: number;
};
type Route = (call: Call) => Answer | undefined;

/**
 * `fetch` answering the reviews calls from `routes` (first match wins; the rest 404), recording
 * every call. Each route sees the call and answers an envelope's parts.
 */
export function stubReviewsApi(routes: Route[]) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const call: Call = {
      method: init.method ?? 'GET',
      url,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const answer = routes.map((route) => route(call)).find(Boolean) ?? { status: 404 };
    const status = answer.status ?? 200;
    return new Response(
      JSON.stringify({
        success: status < 400,
        data: answer.data ?? null,
        message: answer.message,
        errorCode: answer.errorCode,
        meta: { code: status, ...(answer.total === undefined ? {} : { total: answer.total }) },
      }),
      { status, headers: { 'Content-Type': 'application/json' } },
    );
  });
  return calls;
}

/** A route for `method` on URLs starting with `prefix`. */
export const on =
  (method: string, prefix: string, answer: Answer | ((call: Call) => Answer)): Route =>
  (call) =>
    call.method === method && call.url.startsWith(prefix)
      ? typeof answer === 'function'
        ? answer(call)
        : answer
      : undefined;

/** The calls a product page's section makes, answered with `reviews` (a page of them). */
export const sectionRoutes = (reviews: Review[], total = reviews.length): Route[] => [
  on('GET', '/api/reviews/products/7/stats', { data: STATS }),
  on('GET', '/api/reviews/7/images', { data: [], total: 0 }),
  on('GET', '/api/reviews/v2', { data: reviews, total }),
  on('GET', '/api/reviews/mine', { data: [] }),
  on('GET', '/api/reviews/rating-types', { data: RATING_TYPES }),
  on('GET', '/api/reviews/reviewable', {
    data: {
      product_id: '7',
      combinations: [
        {
          id: '70',
          label: 'Shade: 01 Rosy',
          hex: '#e8a0a0',
          review_id: null,
          is_verified_purchase: true,
        },
        {
          id: '71',
          label: 'Shade: 02 Cherry',
          hex: '#b03050',
          review_id: null,
          is_verified_purchase: false,
        },
      ],
    },
  }),
];
