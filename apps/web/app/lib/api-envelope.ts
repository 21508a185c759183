/**
 * The API's response envelope (ARCHITECTURE §3) and the one way both API clients read it.
 * Callers get a value, never a throw: `ok: false` carries the status, the server's message and
 * its stable `errorCode`; a network failure is status 0.
 */

export type ApiMeta = { code: number; total?: number; skip?: number; limit?: number };

export type ApiEnvelope<T> = {
  success: boolean;
  data: T;
  message?: string;
  errorCode?: string;
  meta: ApiMeta;
};

export type ApiSuccess<T> = { ok: true; status: number; data: T; meta: ApiMeta; message?: string };
export type ApiFailure = {
  ok: false;
  status: number;
  message?: string;
  errorCode?: string;
  meta?: ApiMeta;
  /** What the error carries, e.g. `{ fields }` with a 422's per-field messages. */
  data?: unknown;
};
export type ApiResult<T> = ApiSuccess<T> | ApiFailure;

export type ApiFetch = (path: string, init?: RequestInit) => Promise<Response>;

export type ApiClientOptions = {
  fetch: ApiFetch;
  /** Headers added to every call (language, …). */
  headers?: Record<string, string>;
  /** Called on any 401: the session is gone, so log out and clear bag count and mini-cart. */
  onUnauthorized?: () => void;
};

/** A call's options: `fetch`'s, plus how this one call treats a 401. */
export type ApiRequestInit = RequestInit & {
  /**
   * A 401 is one of this call's expected answers, e.g. a call that also tells whether the shopper
   * is signed in: it comes back as `{ ok: false, status: 401 }` without raising `onUnauthorized`,
   * so a guest is not "logged out".
   */
  expectUnauthorized?: boolean;
};

export type ApiClient = {
  request<T>(path: string, init?: ApiRequestInit): Promise<ApiResult<T>>;
  get<T>(path: string, init?: ApiRequestInit): Promise<ApiResult<T>>;
  post<T>(path: string, body?: unknown, init?: ApiRequestInit): Promise<ApiResult<T>>;
  put<T>(path: string, body?: unknown, init?: ApiRequestInit): Promise<ApiResult<T>>;
  delete<T>(path: string, init?: ApiRequestInit): Promise<ApiResult<T>>;
};

const isEnvelope = (value: unknown): value is ApiEnvelope<unknown> =>
  typeof value === 'object' && value !== null && 'success' in value;

export async function readEnvelope<T>(response: Response): Promise<ApiResult<T>> {
  let body: unknown = null;
  if ((response.headers.get('content-type') ?? '').includes('json')) {
    body = await response.json().catch(() => null);
  }
  if (!isEnvelope(body)) {
    return { ok: false, status: response.status };
  }
  if (response.ok && body.success) {
    return {
      ok: true,
      status: response.status,
      data: body.data as T,
      meta: body.meta,
      ...(body.message ? { message: body.message } : {}),
    };
  }
  return {
    ok: false,
    status: response.status,
    ...(body.message ? { message: body.message } : {}),
    ...(body.errorCode ? { errorCode: body.errorCode } : {}),
    ...(body.meta ? { meta: body.meta } : {}),
    ...(body.data !== undefined && body.data !== null ? { data: body.data } : {}),
  };
}

const withJson = (method: string, body: unknown, init: ApiRequestInit = {}): ApiRequestInit => {
  const headers = new Headers(init.headers);
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  return {
    ...init,
    method,
    headers,
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  };
};

/** The transport-independent client; `api-client.server.ts` and `api-client.ts` configure it. */
export function createApiClient({
  fetch,
  headers = {},
  onUnauthorized,
}: ApiClientOptions): ApiClient {
  async function request<T>(
    path: string,
    { expectUnauthorized = false, ...init }: ApiRequestInit = {},
  ): Promise<ApiResult<T>> {
    const merged = new Headers(init.headers);
    merged.set('Accept', 'application/json');
    for (const [name, value] of Object.entries(headers)) {
      if (!merged.has(name)) merged.set(name, value);
    }
    let response: Response;
    try {
      response = await fetch(path, { ...init, headers: merged });
    } catch {
      return { ok: false, status: 0 };
    }
    if (response.status === 401 && !expectUnauthorized) onUnauthorized?.();
    return readEnvelope<T>(response);
  }
  return {
    request,
    get: (path, init) => request(path, { ...init, method: 'GET' }),
    post: (path, body, init) => request(path, withJson('POST', body, init)),
    put: (path, body, init) => request(path, withJson('PUT', body, init)),
    delete: (path, init) => request(path, { ...init, method: 'DELETE' }),
  };
}
