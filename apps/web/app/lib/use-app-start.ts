import { useEffect } from 'react';
import {
  BYPASS_COUNTRY_REDIRECTION,
  COUNTRY_COOKIE,
  COUNTRY_COOKIE_MAX_AGE_S,
  countryRedirect,
  isCountryCode,
  PRERENDER_READY_MS,
} from '@kilau/domain/shared';
import type { PublicConfig } from './public-config';

declare global {
  interface Window {
    /** Prerender services wait for this to be true before they keep the page (001 §9). */
    prerenderReady?: boolean;
  }
}

const readCookie = (name: string) =>
  document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${name}=`))
    ?.slice(name.length + 1);

function storedBypass(): boolean {
  try {
    return window.localStorage.getItem(BYPASS_COUNTRY_REDIRECTION) === 'true';
  } catch {
    return false;
  }
}

/**
 * Where this browser should shop (001 §2, §4): `?bypassCountryRedirection` (a link from another
 * country's site) keeps it here for good (localStorage, and the country cookie set to this
 * site's); a country cookie naming another site, or a Vietnamese time zone, sends it there. The
 * server already redirected by the cookie; the time zone only the browser knows. Answers where
 * to go, or null.
 */
export function countrySiteForBrowser(
  config: Pick<PublicConfig, 'siteCountry' | 'countrySites'>,
  location: Pick<Location, 'pathname' | 'search'>,
  timeZone: string | undefined,
): string | null {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const keep = (country: string) => {
    document.cookie = `${COUNTRY_COOKIE}=${country}; Path=/; Max-Age=${COUNTRY_COOKIE_MAX_AGE_S}; SameSite=Lax${secure}`;
  };
  if (new URLSearchParams(location.search).has(BYPASS_COUNTRY_REDIRECTION)) {
    try {
      window.localStorage.setItem(BYPASS_COUNTRY_REDIRECTION, 'true');
    } catch {
      // blocked storage: the cookie below still keeps the choice
    }
    keep(config.siteCountry);
    return null;
  }
  const cookie = readCookie(COUNTRY_COOKIE);
  const target = countryRedirect({
    current: config.siteCountry,
    sites: config.countrySites,
    path: `${location.pathname}${location.search}`,
    cookieCountry: cookie,
    timeZone,
    bypass: storedBypass(),
  });
  if (!target && !isCountryCode(cookie)) keep(config.siteCountry);
  return target;
}

/**
 * The app's start (001 §4, §9): the country sites' redirect, and the prerender-ready signal —
 * at once on the order pages, after 20 s elsewhere (what a prerender service then keeps).
 */
export function useAppStart(
  config: Pick<PublicConfig, 'siteCountry' | 'countrySites'>,
  routeName: string | null,
) {
  useEffect(() => {
    const target = countrySiteForBrowser(
      config,
      window.location,
      Intl.DateTimeFormat().resolvedOptions().timeZone,
    );
    if (target) window.location.replace(target);
  }, [config]);

  const orderPage = routeName?.startsWith('Order') ?? false;
  useEffect(() => {
    if (window.prerenderReady) return;
    if (orderPage) {
      window.prerenderReady = true;
      return;
    }
    const timer = setTimeout(() => {
      window.prerenderReady = true;
    }, PRERENDER_READY_MS);
    return () => clearTimeout(timer);
  }, [orderPage]);
}
