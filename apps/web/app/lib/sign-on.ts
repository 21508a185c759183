import {
  isSignOnState,
  SIGN_ON_COOKIE,
  type SignOnAnswer,
  type SignOnState,
} from '@kilau/domain/accounts';
import { SIGN_ON_POLL_MS, SIGN_ON_WAIT_MS } from '@kilau/domain/shared';
import type { ApiClient } from './api-envelope';

/** sessionStorage: this tab already followed the broker to the home site once. */
export const SIGN_ON_REDIRECTED_KEY = 'kilau_sign_on_redirected';

/**
 * How the start's sign-on step ended: the site's state from the sign-on cookie, `unknown` when
 * the wait ran out without one (the API down), `leaving` when the page goes to the home site.
 */
export type SignOnOutcome = SignOnState | 'unknown' | 'leaving';

/** This site's sign-on state as the `kilau_sign_on` cookie says, or null before the broker. */
export function signOnCookie(): SignOnState | null {
  const value = document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${SIGN_ON_COOKIE}=`))
    ?.slice(SIGN_ON_COOKIE.length + 1);
  return isSignOnState(value) ? value : null;
}

/** Marks this tab as sent to the home site; false when it was already (or storage is blocked). */
function firstRedirect(): boolean {
  try {
    if (window.sessionStorage.getItem(SIGN_ON_REDIRECTED_KEY)) return false;
    window.sessionStorage.setItem(SIGN_ON_REDIRECTED_KEY, '1');
    return true;
  } catch {
    // Without storage nothing would stop a loop (cookies may be blocked too): stay here.
    return false;
  }
}

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done);
  });

/**
 * The app start's sign-on step (001 §4: "contact the sign-on broker, wait for the sign-on cookie
 * (poll every 100 ms, up to 4 s), then become ready"; docs/design/sign-on.md). Runs in the
 * browser after hydration only: the first paint never waits for it. With the cookie already
 * set, nothing is asked. Else `GET /api/sign-on?return=<this page>`: a `redirect` is followed
 * once per tab (`go`), else the cookie is polled every `SIGN_ON_POLL_MS` until it is there or
 * `SIGN_ON_WAIT_MS` have passed since the start (the call itself is cut off then too).
 */
export async function signOnAtStart({
  api,
  href,
  go,
  signal,
}: {
  api: ApiClient;
  /** This page's address: where the round trip through the home comes back to. */
  href: string;
  go: (address: string) => void;
  /** Aborted when the app no longer needs the answer. */
  signal?: AbortSignal;
}): Promise<SignOnOutcome> {
  const present = signOnCookie();
  if (present) return present;
  const deadline = Date.now() + SIGN_ON_WAIT_MS;
  const wait = new AbortController();
  const stop = () => wait.abort();
  const cutOff = setTimeout(stop, SIGN_ON_WAIT_MS);
  signal?.addEventListener('abort', stop);
  try {
    const answer = await api.get<SignOnAnswer>(`/api/sign-on?return=${encodeURIComponent(href)}`, {
      signal: wait.signal,
    });
    if (answer.ok && answer.data.redirect && !signal?.aborted && firstRedirect()) {
      go(answer.data.redirect);
      return 'leaving';
    }
    for (;;) {
      const state = signOnCookie();
      if (state) return state;
      if (wait.signal.aborted || Date.now() >= deadline) return 'unknown';
      await pause(Math.min(SIGN_ON_POLL_MS, deadline - Date.now()), wait.signal);
    }
  } finally {
    clearTimeout(cutOff);
    signal?.removeEventListener('abort', stop);
  }
}
