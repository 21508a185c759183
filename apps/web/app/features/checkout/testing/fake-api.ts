import { vi } from 'vitest';
import type { ApiClient, ApiResult } from '~/lib/api-client.server';

export type Call = { method: string; path: string; body: unknown };

export const okResult = (data: unknown = {}, message?: string): ApiResult<unknown> => ({
  ok: true,
  status: 200,
  data,
  meta: { code: 200 },
  ...(message ? { message } : {}),
});

/** An API client that records calls and answers each with `reply` (tests only). */
export function fakeApi(reply: (call: Call) => ApiResult<unknown> = () => okResult()) {
  const calls: Call[] = [];
  const record = async (method: string, path: string, body: unknown) => {
    const call = { method, path, body };
    calls.push(call);
    return reply(call);
  };
  const api = {
    request: vi.fn((path: string, init: RequestInit = {}) =>
      record(init.method ?? 'GET', path, init.body ? JSON.parse(String(init.body)) : undefined),
    ),
    get: vi.fn((path: string) => record('GET', path, undefined)),
    post: vi.fn((path: string, body?: unknown) => record('POST', path, body)),
    put: vi.fn((path: string, body?: unknown) => record('PUT', path, body)),
    delete: vi.fn((path: string) => record('DELETE', path, undefined)),
  } as unknown as ApiClient;
  return { api, calls };
}

export const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  return form;
};
