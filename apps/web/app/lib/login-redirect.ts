/**
 * Where a guest goes from a member-only page (001 §6: profile, addresses, wishlist, orders need
 * login): home with the login modal open (`?login=1`) and the page to come back to afterwards.
 * Only same-site paths are kept as the way back.
 */
export function loginRedirectPath(url: URL): string {
  const back = `${url.pathname}${url.search}`;
  return `/?login=1&redirect=${encodeURIComponent(back).replace(/%2F/g, '/')}`;
}
