import { DEFAULT_LOCALE, isLocale, type Locale } from '@kilau/domain';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_S } from './constants';

/** The language chosen through the `lang` cookie, or Indonesian when none (or an unknown) is set. */
export function localeFromCookieHeader(header: string | null | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE) {
      const value = decodeURIComponent(rest.join('='));
      return isLocale(value) ? value : DEFAULT_LOCALE;
    }
  }
  return DEFAULT_LOCALE;
}

/** `Set-Cookie` value that remembers the language for a year so SSR renders it. */
export function languageCookie(locale: Locale, { secure }: { secure: boolean }): string {
  return [
    `${LANGUAGE_COOKIE}=${locale}`,
    'Path=/',
    `Max-Age=${LANGUAGE_COOKIE_MAX_AGE_S}`,
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** Only same-site paths may be redirect targets (no `//host` or absolute URLs). */
export function safeRedirectPath(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) {
    return fallback;
  }
  if (value.includes('\\')) return fallback;
  return value;
}
