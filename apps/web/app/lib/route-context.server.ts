import type { AppLoadContext } from 'react-router';
import type { Locale } from '@kilau/domain';
import { createServerApiClient, type ApiClient } from './api-client.server';
import { localeFromCookieHeader } from './language-cookie';

export type RouteContext = { api: ApiClient; locale: Locale; url: URL };

/** What every page loader starts from: the page's language, its URL and the API client. */
export function routeContext(request: Request, context: AppLoadContext): RouteContext {
  const locale = localeFromCookieHeader(request.headers.get('Cookie'));
  return { api: createServerApiClient(context, { locale }), locale, url: new URL(request.url) };
}
