/** How long shared caches (a CDN) may keep a guest's page, and serve it stale while refreshing. */
export interface GuestPageCaching {
  /** `s-maxage` in seconds; 0 keeps every page private. */
  maxAgeS: number;
  /** `stale-while-revalidate` in seconds. */
  staleS: number;
}

/**
 * The `Cache-Control` of a storefront page. A guest's page (no session) holds nothing personal —
 * the guest bag and hearts live in the browser — so a successful read of one may be kept by a
 * shared cache (`s-maxage`) and served stale while it refreshes; browsers always ask again
 * (`max-age=0`). Everything else (a member's page, a form post, an error, an answer that sets a
 * cookie) is private and never reused without asking. A page that chose its own policy keeps it.
 * The page varies by cookie (the session, the `lang` language): a CDN keys guest pages
 * by URL and the `lang` cookie (docs/deploy.md).
 */
export function pageCacheControl(
  page: { method: string; signedIn: boolean; status: number; headers: Headers },
  caching: GuestPageCaching,
): { cacheControl: string; vary: string } | null {
  if (page.headers.has('cache-control')) return null;
  const contentType = page.headers.get('content-type') ?? '';
  if (!contentType.startsWith('text/html')) return null;
  const shareable =
    caching.maxAgeS > 0 &&
    (page.method === 'GET' || page.method === 'HEAD') &&
    !page.signedIn &&
    page.status === 200 &&
    !page.headers.has('set-cookie');
  return {
    cacheControl: shareable
      ? `public, max-age=0, s-maxage=${caching.maxAgeS}, stale-while-revalidate=${caching.staleS}`
      : 'private, no-cache',
    vary: 'Cookie',
  };
}
