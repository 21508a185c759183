import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { PageStore, StoredPage } from './page-store';
import { inStoreMode } from '../lib/store-mode-cookie';

/** What the page cache keeps a page for (the same figures a CDN gets, page-cache-policy.ts). */
export interface PageCacheTimes {
  /** Served as it is for this long (GUEST_PAGE_MAX_AGE_S). */
  freshMs: number;
  /** Then served stale for this long while one refresh renders it again (GUEST_PAGE_STALE_S). */
  staleMs: number;
}

/** Longer addresses are rendered every time (they are not what shoppers share). */
const MAX_URL_LENGTH = 2_048;
/** Must match the storefront's `LANGUAGE_COOKIE` and `localeFromCookieHeader` (apps/web). */
const LANGUAGE_COOKIE = 'lang';

/**
 * The language a page renders in: the storefront reads the first `lang` cookie, English when it
 * says `en`, Indonesian otherwise (apps/web/app/lib/language-cookie.ts; the in-process API calls
 * carry it as `Accept-Language`).
 */
export function pageLocale(cookieHeader: string | undefined): 'id' | 'en' {
  if (!cookieHeader) return 'id';
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== LANGUAGE_COOKIE) continue;
    let value: string;
    try {
      value = decodeURIComponent(rest.join('='));
    } catch {
      return 'id';
    }
    return value === 'en' ? 'en' : 'id';
  }
  return 'id';
}

/**
 * What a guest's page depends on, and nothing else: the origin its links are built from, the
 * address (path and query) and the language. Cached renders see only these (web-app.ts strips
 * every other cookie and the user agent), and every reader — crawler or person — gets the same
 * whole document (entry.server.tsx), so two requests with one key get the same page.
 */
export function pageCacheKey(parts: { origin: string; url: string; locale: 'id' | 'en' }): string {
  return createHash('sha256')
    .update(JSON.stringify([parts.origin, parts.url, parts.locale]))
    .digest('base64url');
}

/** The back office's pages: never kept, whoever asks (docs/design/back-office.md). */
const BACK_OFFICE = /^\/admin(?:[/?#]|$)/;

/**
 * Whether a request may be answered from the cache (or fill it): a guest's plain read of a shop
 * page — not a member's, not a staff member's, never a back-office page.
 */
export function isPageCacheCandidate(request: {
  method: string;
  url: string;
  sessionToken: string | null;
  staffToken: string | null;
  headers: Record<string, string | string[] | undefined>;
}): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    request.sessionToken === null &&
    request.staffToken === null &&
    !BACK_OFFICE.test(request.url) &&
    request.headers.authorization === undefined &&
    // A shopper in a store's self-checkout sees that store's header and stock: their own page.
    !inStoreMode(String(request.headers.cookie ?? '')) &&
    request.url.startsWith('/') &&
    !request.url.startsWith('//') &&
    request.url.length <= MAX_URL_LENGTH
  );
}

/** A stored page's body with this answer's nonce where the render's stood. */
export function pageBody(page: StoredPage, nonce: string): Buffer {
  const between = Buffer.from(nonce, 'utf8');
  const pieces: Buffer[] = [];
  page.parts.forEach((part, index) => {
    if (index > 0) pieces.push(between);
    pieces.push(part);
  });
  return Buffer.concat(pieces, page.length + between.length * (page.parts.length - 1));
}

/**
 * A rendered page as the store keeps it, or null when it cannot be kept safely: the render's
 * nonce must appear in the body only where the render put it (a 128-bit random value that no
 * content can know in advance) and never in a header.
 */
export function toStoredPage(
  rendered: { headers: Headers; body: string },
  nonce: string,
  storedAt: number,
): StoredPage | null {
  const headers: Array<[string, string]> = [];
  for (const [name, value] of rendered.headers) {
    if (value.includes(nonce)) return null;
    if (STORED_HEADER_SKIPS.has(name)) continue;
    headers.push([name, value]);
  }
  const parts = rendered.body.split(nonce).map((part) => Buffer.from(part, 'utf8'));
  const length = parts.reduce((sum, part) => sum + part.length, 0);
  return { headers, parts, length, storedAt };
}

/** Set per answer instead (policy, length, encoding), or never kept (`set-cookie`). */
const STORED_HEADER_SKIPS = new Set([
  'set-cookie',
  'cache-control',
  'vary',
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'x-request-id',
]);

export type PageLookup =
  | { state: 'hit' | 'stale'; page: StoredPage; age: number; generation: number }
  | { state: 'miss'; generation: number };

/** A render for the cache: a page to keep, or an answer that is not to be kept (its own). */
export type PageRender = { page: StoredPage } | { response: Response };

/**
 * The optional page cache (PAGE_CACHE, ADR 0027) in front of the storefront's renders of guest
 * pages. Per key: a fresh page is served as stored; a stale one is served while one refresh
 * renders it again; on a miss, concurrent requests share one render (single flight). Renders
 * that started before a purge keep nothing.
 */
export function createPageCache(options: {
  store: PageStore;
  times: PageCacheTimes;
  clock: () => Date;
  log: FastifyBaseLogger;
}) {
  const { store, times, clock, log } = options;
  const flights = new Map<string, Promise<PageRender>>();

  async function lookup(key: string): Promise<PageLookup> {
    let found: Awaited<ReturnType<PageStore['get']>>;
    try {
      found = await store.get(key);
    } catch (error) {
      log.warn({ err: error }, 'page cache unavailable; rendering');
      return { state: 'miss', generation: Number.NaN };
    }
    const { page, generation } = found;
    if (!page) return { state: 'miss', generation };
    const age = clock().getTime() - page.storedAt;
    if (age < times.freshMs) return { state: 'hit', page, age, generation };
    if (age < times.freshMs + times.staleMs) return { state: 'stale', page, age, generation };
    return { state: 'miss', generation };
  }

  /**
   * One render per key at a time. The first caller (`leader`) renders; the others wait for it.
   * A page to keep is stored under the generation its lookup saw.
   */
  function render(
    key: string,
    generation: number,
    run: () => Promise<PageRender>,
  ): { flight: Promise<PageRender>; leader: boolean } {
    const running = flights.get(key);
    if (running) return { flight: running, leader: false };
    const flight = run().then(async (result) => {
      if ('page' in result && !Number.isNaN(generation)) {
        await store.set(key, result.page, generation).catch((error: unknown) => {
          log.warn({ err: error }, 'page cache unavailable; page not kept');
        });
      }
      return result;
    });
    const settled = () => {
      if (flights.get(key) === flight) flights.delete(key);
    };
    flight.then(settled, settled);
    flights.set(key, flight);
    return { flight, leader: true };
  }

  return {
    lookup,
    render,
    /** Renders a stale page again behind the answer that served it (once per key). */
    refresh(key: string, generation: number, run: () => Promise<PageRender>) {
      const { flight, leader } = render(key, generation, run);
      if (!leader) return;
      flight.then(
        async (result) => {
          if ('response' in result) await result.response.body?.cancel();
        },
        (error: unknown) => log.warn({ err: error }, 'a stale page failed to refresh'),
      );
    },
    /** Forgets every page this cache keeps (Redis: for every instance). */
    purge: () => store.purge(),
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
