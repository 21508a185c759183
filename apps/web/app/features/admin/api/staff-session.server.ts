import { redirect, type AppLoadContext } from 'react-router';
import type { Locale } from '@kilau/domain';
import { createApiClient, type ApiClient, type ApiFetch } from '~/lib/api-envelope';
import { localeFromCookieHeader } from '~/lib/language-cookie';
import { safeRedirect } from '~/lib/login-request';
import type { StaffLoginAnswer, StaffMe } from '../types';
import { ADMIN_API } from './admin-paths';

/**
 * What a back-office loader or action starts from. Like `routeContext`, plus the cookies the API
 * set (the `kilau_staff` session): sign-in and sign-out run in the route's action, so the
 * browser gets the API's `Set-Cookie` only if the action passes it on (`setCookies`).
 */
export type StaffContext = {
  api: ApiClient;
  locale: Locale;
  url: URL;
  /** The API's `Set-Cookie` lines so far, as headers for the action's answer. */
  setCookies: () => Headers;
};

const unavailable: ApiFetch = async () =>
  new Response(null, { status: 503, statusText: 'API host not attached' });

export function staffContext(request: Request, context: AppLoadContext): StaffContext {
  const locale = localeFromCookieHeader(request.headers.get('Cookie'));
  const cookies: string[] = [];
  const apiFetch: ApiFetch =
    typeof context.apiFetch === 'function' ? context.apiFetch : unavailable;
  const fetchKeepingCookies: ApiFetch = async (path, init) => {
    const response = await apiFetch(path, init);
    cookies.push(...response.headers.getSetCookie());
    return response;
  };
  return {
    api: createApiClient({ fetch: fetchKeepingCookies, headers: { 'Accept-Language': locale } }),
    locale,
    url: new URL(request.url),
    setCookies: () => {
      const headers = new Headers();
      for (const cookie of cookies) headers.append('Set-Cookie', cookie);
      return headers;
    },
  };
}

/** The back office's sign-in page, coming back to `url` afterwards. */
export function staffLoginPath(url: URL): string {
  const back = `${url.pathname}${url.search}`;
  return back === '/admin'
    ? '/admin/login'
    : `/admin/login?redirectTo=${encodeURIComponent(back).replace(/%2F/g, '/')}`;
}

/** Where to go after signing in: a back-office path only (no open redirect). */
export function afterSignIn(url: URL): string {
  const target = safeRedirect(url.searchParams.get('redirectTo'));
  return target && (target === '/admin' || target.startsWith('/admin/')) ? target : '/admin';
}

export type MeAnswer =
  | { state: 'signed-in'; me: StaffMe }
  | { state: 'signed-out' }
  | { state: 'unavailable' };

/**
 * The signed-in staff member. A guest (401), a session still at the password step or a
 * member's session (403) are all "not signed in to the back office".
 */
export async function fetchMe(api: ApiClient): Promise<MeAnswer> {
  const result = await api.get<StaffMe>(ADMIN_API.me, { expectUnauthorized: true });
  if (result.ok) return { state: 'signed-in', me: result.data };
  if (result.status === 401 || result.status === 403) return { state: 'signed-out' };
  return { state: 'unavailable' };
}

/** The staff member for a page of the back office, or a redirect to the sign-in page. */
export async function requireStaff({ api, url }: StaffContext): Promise<StaffMe> {
  const answer = await fetchMe(api);
  if (answer.state === 'signed-out') throw redirect(staffLoginPath(url));
  if (answer.state === 'unavailable') throw new Response(null, { status: 503 });
  return answer.me;
}

export const signIn = (api: ApiClient, input: { email: string; password: string }) =>
  api.post<StaffLoginAnswer>(ADMIN_API.login, input, { expectUnauthorized: true });

/** A sign-in past its password that still owes the code (a reload, a language switch), or null. */
export async function fetchPending(api: ApiClient): Promise<StaffLoginAnswer | null> {
  const result = await api.get<StaffLoginAnswer>(ADMIN_API.pending, { expectUnauthorized: true });
  return result.ok ? result.data : null;
}

export const confirmCode = (api: ApiClient, code: string) =>
  api.post<unknown>(ADMIN_API.totp, { code }, { expectUnauthorized: true });

export const signOut = (api: ApiClient) =>
  api.post<unknown>(ADMIN_API.logout, undefined, { expectUnauthorized: true });
