import { QUICK_TOUR_COOKIE, QUICK_TOUR_COOKIE_MAX_AGE_S } from '@kilau/domain/engagement';

/** Whether this browser has seen the tour (the guest's record, 001 §3 "tour cookies"). */
export function tourCookieSet(cookies: string): boolean {
  return cookies.split(';').some((part) => part.trim().startsWith(`${QUICK_TOUR_COOKIE}=`));
}

/** Remembers in this browser that the tour was seen, for a year. */
export function setTourCookie(): void {
  document.cookie = `${QUICK_TOUR_COOKIE}=1; Max-Age=${QUICK_TOUR_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax`;
}
