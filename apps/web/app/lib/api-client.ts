import { useMemo } from 'react';
import type { Locale } from '@kilau/domain';
import { createApiClient, type ApiClient } from './api-envelope';
import { useLocale } from './i18n';
import { notifyUnauthorized } from './session-events';

export type { ApiClient, ApiRequestInit, ApiResult } from './api-envelope';

/**
 * The browser-side API client: same-origin `/api/...` with the shopper's cookies. A 401 raises
 * the session-expired signal (see `session-events.ts`), unless the call expects one
 * (`expectUnauthorized`).
 */
export function createBrowserApiClient(locale: Locale): ApiClient {
  return createApiClient({
    fetch: (path, init) => fetch(path, { ...init, credentials: 'include' }),
    headers: { 'Accept-Language': locale },
    onUnauthorized: notifyUnauthorized,
  });
}

/** The browser API client in the current language. */
export function useApiClient(): ApiClient {
  const locale = useLocale();
  return useMemo(() => createBrowserApiClient(locale), [locale]);
}
