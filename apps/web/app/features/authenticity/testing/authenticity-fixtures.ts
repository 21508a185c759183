import { vi } from 'vitest';
import type { AuthenticityCheck, AuthenticityHistoryItem } from '../types';

export type Call = { method: string; url: string; body: unknown };
type Answer = {
  status?: number;
  data?: unknown;
  message?: string;
  errorCode?: string;
  total?: number;
};

/** Stands in for the API (tests only): answers each call with `answer(call)`, records them all. */
export function stubAuthenticityApi(answer: (call: Call) => Answer) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const call: Call = {
      method: init.method ?? 'GET',
      url,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const reply = answer(call);
    const status = reply.status ?? 200;
    return new Response(
      JSON.stringify({
        success: status < 400,
        data: reply.data ?? null,
        message: reply.message,
        errorCode: reply.errorCode,
        meta: { code: status, ...(reply.total === undefined ? {} : { total: reply.total }) },
      }),
      { status, headers: { 'Content-Type': 'application/json' } },
    );
  });
  return calls;
}

const PRODUCT = {
  id: '12',
  name: 'Glow Serum Niacinamide 10%',
  slug: 'glow-serum-niacinamide-10',
  brand: 'Kilau Lab',
  variant: null,
  image: '/media/products/12-1.webp',
};

/** A check's answer: genuine by default. */
export const aCheck = (overrides: Partial<AuthenticityCheck> = {}): AuthenticityCheck => ({
  result: 'genuine',
  code: 'GENU-NEW2-345X',
  product: PRODUCT,
  batch: { batch_number: 'KL20260829-1', produced_on: '2026-08-29', expires_on: '2029-08-28' },
  first_checked_at: '2026-11-27T03:00:00.000Z',
  times_checked_before: 0,
  checked_at: '2026-11-27T03:00:00.000Z',
  ...overrides,
});

export const aHistoryItem = (
  id: number,
  overrides: Partial<AuthenticityHistoryItem> = {},
): AuthenticityHistoryItem => ({
  id: String(id),
  result: 'genuine',
  product: PRODUCT,
  batch_number: 'KL20260829-1',
  checked_at: '2026-11-27T03:00:00.000Z',
  ...overrides,
});
