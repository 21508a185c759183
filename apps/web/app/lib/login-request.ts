/**
 * "Ask the shopper to log in" (001 §4, 000 §4): any feature — the heart, BUY NOW, a member-only
 * page — raises it; the accounts feature answers by opening the login/register dialog, then
 * continues to `redirect` once signed in.
 */
export type LoginRequest = { view?: 'login' | 'register'; redirect?: string };
type Listener = (request: LoginRequest) => void;

const listeners = new Set<Listener>();

export function onLoginRequest(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function requestLogin(request: LoginRequest = {}): void {
  for (const listener of [...listeners]) listener(request);
}

/** Only same-site paths are followed after login (no open redirect). */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) {
    return null;
  }
  return value;
}

/**
 * Where a guest goes from a member-only page (001 §6: profile, addresses, wishlist, orders need
 * login): home with the login dialog open (`?login=1`) and the page to come back to afterwards.
 */
export function loginRedirectPath(url: URL): string {
  const back = `${url.pathname}${url.search}`;
  return `/?login=1&redirect=${encodeURIComponent(back).replace(/%2F/g, '/')}`;
}
