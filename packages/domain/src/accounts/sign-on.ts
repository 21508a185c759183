/**
 * The sign-on broker (001 §4 "App start: contact the sign-on broker, wait for the sign-on
 * cookie", §7 "GET sign-on broker (no path)"; docs/design/sign-on.md). The shop's sites that
 * share sign-on are configuration (`SIGN_ON_ORIGINS`); the first is the home, where members
 * sign in. With none configured, the broker only reports this site's state.
 */

/**
 * The cookie saying how this browser was brokered on this site: `member` or `guest`. Readable
 * by the page (it holds no secret), kept for the browser session; its presence means "brokered".
 */
export const SIGN_ON_COOKIE = 'kilau_sign_on';
/**
 * The httpOnly cookie binding a round trip to the home to this browser: the ticket the home
 * mints is bound to it, so a ticket minted for someone else's browser signs no one in here.
 */
export const SIGN_ON_STATE_COOKIE = 'kilau_sign_on_state';
export const SIGN_ON_STATES = ['member', 'guest'] as const;
export type SignOnState = (typeof SIGN_ON_STATES)[number];
/** A ticket is redeemable once, within this time of its minting. */
export const SIGN_ON_TICKET_TTL_MS = 60_000;
/** How long the state cookie waits for the round trip to the home and back. */
export const SIGN_ON_STATE_TTL_MS = 5 * 60_000;
/** A ticket and a state: 32 random bytes, base64url (43 characters). */
export const SIGN_ON_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const isSignOnState = (value: unknown): value is SignOnState =>
  value === 'member' || value === 'guest';

/**
 * The origin of an absolute http(s) address, or null for anything else: a relative or
 * scheme-relative address (`//evil.com`), another scheme (`javascript:`), credentials
 * (`https://kilau.id@evil.com`), control characters or spaces. Compare the answer whole:
 * `https://kilau.id.evil.com` has its own origin.
 */
export function httpOriginOf(address: string): string | null {
  if (!/^https?:\/\/[^/?#\s\\]/i.test(address) || /[\s\\]/.test(address)) return null;
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  if (!/^https?:$/.test(url.protocol) || url.username || url.password || !url.hostname) {
    return null;
  }
  return url.origin;
}

/**
 * `SIGN_ON_ORIGINS` as written: `https://kilau.id,https://academy.kilau.co` (the home first).
 * Answers the origins, or the first entry that is not a bare http(s) origin.
 */
export function parseSignOnOrigins(
  text: string,
): { ok: true; origins: string[] } | { ok: false; entry: string } {
  const origins: string[] = [];
  for (const entry of text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const origin = httpOriginOf(entry);
    const url = origin === null ? null : new URL(entry);
    if (!origin || !url || url.pathname !== '/' || url.search || url.hash || /[?#]/.test(entry)) {
      return { ok: false, entry };
    }
    if (!origins.includes(origin)) origins.push(origin);
  }
  return { ok: true, origins };
}

/** The origin of `address` when it is one of `allowed`, else null (no open redirect). */
export function allowedOriginOf(address: string, allowed: readonly string[]): string | null {
  const origin = httpOriginOf(address);
  return origin !== null && allowed.includes(origin) ? origin : null;
}
