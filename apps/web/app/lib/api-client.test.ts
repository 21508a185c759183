import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './api-envelope';
import { createBrowserApiClient } from './api-client';
import { onUnauthorized } from './session-events';

const envelope = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('API client', () => {
  it('reads a success envelope', async () => {
    const api = createApiClient({
      fetch: async () => envelope(200, { success: true, data: 3, meta: { code: 200 } }),
    });
    await expect(api.get<number>('/api/cart/user/me/carts/count')).resolves.toEqual({
      ok: true,
      status: 200,
      data: 3,
      meta: { code: 200 },
    });
  });

  it('returns refusals as values with the message and error code', async () => {
    const api = createApiClient({
      fetch: async () =>
        envelope(422, {
          success: false,
          data: null,
          message: 'Data yang dikirim tidak valid.',
          errorCode: 'validation_failed',
          meta: { code: 422 },
        }),
    });
    const result = await api.post('/api/x', { a: 1 });
    expect(result).toMatchObject({ ok: false, status: 422, errorCode: 'validation_failed' });
  });

  it('turns a network failure into status 0 instead of throwing', async () => {
    const api = createApiClient({
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });
    await expect(api.get('/api/health')).resolves.toEqual({ ok: false, status: 0 });
  });

  it('sends JSON bodies and the configured headers', async () => {
    const fetch = vi.fn(async (_path: string, _init?: RequestInit) =>
      envelope(200, { success: true, data: null, meta: { code: 200 } }),
    );
    const api = createApiClient({ fetch, headers: { 'Accept-Language': 'en' } });
    await api.post('/api/cart', { quantity: 1 });
    const init = fetch.mock.calls[0]![1]!;
    const headers = new Headers(init.headers);
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"quantity":1}');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('Accept-Language')).toBe('en');
  });

  it('calls the 401 hook on any unauthorised answer', async () => {
    const onUnauthorizedHook = vi.fn();
    const api = createApiClient({
      fetch: async () => envelope(401, { success: false, data: null, meta: { code: 401 } }),
      onUnauthorized: onUnauthorizedHook,
    });
    await api.get('/api/users/me');
    expect(onUnauthorizedHook).toHaveBeenCalledOnce();
  });

  it('a call that expects a 401 gets it as a value without the session-expired signal', async () => {
    const fetch = vi.fn(async (_path: string, _init?: RequestInit) =>
      envelope(401, { success: false, data: null, errorCode: 'unauthorized', meta: { code: 401 } }),
    );
    const onUnauthorizedHook = vi.fn();
    const api = createApiClient({ fetch, onUnauthorized: onUnauthorizedHook });
    const result = await api.get('/api/catalog/search-history-keywords', {
      expectUnauthorized: true,
    });
    expect(result).toMatchObject({ ok: false, status: 401, errorCode: 'unauthorized' });
    expect(onUnauthorizedHook).not.toHaveBeenCalled();
    expect(fetch.mock.calls[0]![1]).not.toHaveProperty('expectUnauthorized');
    await api.delete('/api/catalog/search-history-keywords-clear');
    expect(onUnauthorizedHook).toHaveBeenCalledOnce();
  });

  it('in the browser, a 401 raises the session-expired signal (log out, clear bag)', async () => {
    vi.stubGlobal('fetch', async (_path: string, init?: RequestInit) => {
      expect(init?.credentials).toBe('include');
      return envelope(401, { success: false, data: null, meta: { code: 401 } });
    });
    const listener = vi.fn();
    const stop = onUnauthorized(listener);
    await createBrowserApiClient('id').get('/api/cart/user/me/carts/count');
    stop();
    expect(listener).toHaveBeenCalledOnce();
  });
});
