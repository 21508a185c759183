import { useEffect, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import {
  BYPASS_COUNTRY_REDIRECTION,
  COUNTRY_COOKIE,
  COUNTRY_COOKIE_MAX_AGE_S,
  countryRedirect,
  isCountryCode,
  PRERENDER_READY_MS,
} from '@kilau/domain/shared';
import { useApiClient } from './api-client';
import type { PublicConfig } from './public-config';
import { signOnAtStart, type SignOnOutcome } from './sign-on';

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

/** `<html data-sign-on-ready>`: the start's sign-on step is over, with this outcome. */
export const SIGN_ON_READY_ATTRIBUTE = 'data-sign-on-ready';

/**
 * The sign-on step of the start (docs/design/sign-on.md), in the browser after hydration only:
 * ready when the sign-on cookie is there or the wait is over (`<html data-sign-on-ready>`). A
 * site that says `member` while the page was rendered for a guest loads the root's data again
 * (the member, their bag, the banners), once.
 */
function useSignOnAtStart({ member, enabled }: { member: boolean; enabled: boolean }) {
  const api = useApiClient();
  const revalidator = useRevalidator();
  const [outcome, setOutcome] = useState<SignOnOutcome | null>(null);
  useEffect(() => {
    if (!enabled) return;
    const stopped = new AbortController();
    void signOnAtStart({
      api,
      href: window.location.href,
      go: (address) => window.location.replace(address),
      signal: stopped.signal,
    }).then((ended) => {
      if (stopped.signal.aborted || ended === 'leaving') return;
      document.documentElement.setAttribute(SIGN_ON_READY_ATTRIBUTE, ended);
      setOutcome(ended);
    });
    return () => stopped.abort();
  }, [api, enabled]);

  const revalidated = useRef(false);
  useEffect(() => {
    if (outcome !== 'member' || member || revalidated.current) return;
    revalidated.current = true;
    void revalidator.revalidate();
  }, [outcome, member, revalidator]);
}

/**
 * The app's start (001 §4, §9): the country sites' redirect, the sign-on broker (on the shop's
 * pages, not the back office's), and the prerender-ready signal — at once on the order pages,
 * after 20 s elsewhere (what a prerender service then keeps).
 */
export function useAppStart(
  config: Pick<PublicConfig, 'siteCountry' | 'countrySites'>,
  routeName: string | null,
  signOn: { member: boolean; enabled: boolean },
) {
  useSignOnAtStart(signOn);
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
