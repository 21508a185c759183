import type { AppLoadContext } from 'react-router';
import type { Locale } from '@kilau/domain';
import { createApiClient, type ApiClient, type ApiFetch } from './api-envelope';

export type { ApiClient, ApiResult } from './api-envelope';

/**
 * `react-router dev` runs without the API host, so its load context has no `apiFetch`: calls then
 * answer 503 and pages render their no-data state instead of crashing.
 */
const unavailable: ApiFetch = async () =>
  new Response(null, { status: 503, statusText: 'API host not attached' });

/**
 * The server-side API client for loaders and actions: reaches the API in-process through the
 * host's `context.apiFetch` (which forwards the shopper's cookies) and asks for messages in the
 * page's language. A 401 comes back as `{ ok: false, status: 401 }`; the loader renders the
 * signed-out state, and `onUnauthorized` lets a caller react further.
 */
export function createServerApiClient(
  context: AppLoadContext,
  { locale, onUnauthorized }: { locale: Locale; onUnauthorized?: () => void },
): ApiClient {
  const apiFetch: ApiFetch =
    typeof context.apiFetch === 'function' ? context.apiFetch : unavailable;
  return createApiClient({
    fetch: apiFetch,
    headers: { 'Accept-Language': locale },
    ...(onUnauthorized ? { onUnauthorized } : {}),
  });
}
