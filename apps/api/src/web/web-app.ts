import { randomBytes } from 'node:crypto';
import {
  BYPASS_COUNTRY_REDIRECTION,
  COUNTRY_COOKIE,
  countryRedirect,
  type CountrySites,
} from '@kilau/domain/shared';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HTTPMethods,
  LightMyRequestResponse,
} from 'fastify';
import fp from 'fastify-plugin';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { INTERNAL_HEADER } from '../plugins/request-context';
import {
  isPageCacheCandidate,
  pageBody,
  pageCacheKey,
  pageLocale,
  toStoredPage,
  type PageCache,
  type PageRender,
} from './page-cache';
import { inStoreMode } from '../lib/store-mode-cookie';
import { pageCacheControl, type GuestPageCaching } from './page-cache-policy';
import type { StoredPage } from './page-store';
import { sendFetchResponse, toFetchRequest, toFetchResponse, toHeaders } from './fetch-bridge';

export interface WebAppOptions {
  /** The React Router build folder (with `server/index.js` and `client/`). */
  buildDir: string;
  mode: 'production' | 'development';
  /** How long a CDN may keep guests' pages (default: private, see page-cache-policy.ts). */
  guestPages?: GuestPageCaching;
}

interface WebAppPageCache {
  cache: PageCache;
  clock: () => Date;
}

interface WebAppPluginOptions extends WebAppOptions {
  /** Marks loaders' in-process calls (see request-context). */
  internalSecret: string;
  /** PUBLIC_URL: the origin pages see (see toFetchRequest). */
  publicUrl: string | undefined;
  /** The optional page cache (PAGE_CACHE) for guests' pages. */
  pageCache?: WebAppPageCache | undefined;
  /** This shop's country and the other countries' shops (the country cookie's redirect). */
  countries?: { current: string; sites: CountrySites } | undefined;
}

/** What loaders and actions receive as `context` (apps/web declares the same shape). */
export interface WebLoadContext {
  apiFetch: (path: string, init?: RequestInit) => Promise<Response>;
  cspNonce: string;
  requestId: string;
}

const FORWARDED_HEADERS = ['cookie', 'accept-language', 'authorization', 'user-agent'] as const;
const METHODS: HTTPMethods[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * Loaders reach the API in-process through `inject`: the same routes, validation and envelope
 * as over HTTP, without a socket. The shopper's cookies, language and IP travel with the call.
 *
 * Within one page, identical reads are made once (the root layout and a nested layout both read
 * the member, say): each caller gets its own `Response` over the one answer. A write forgets
 * them, so a read after an action's write sees what the write did.
 */
export function createApiFetch(
  app: FastifyInstance,
  request: Pick<FastifyRequest, 'headers' | 'id' | 'ip'>,
  secret: string,
) {
  const reads = new Map<string, Promise<LightMyRequestResponse>>();
  return async (target: string, init: RequestInit = {}): Promise<Response> => {
    const method = (init.method ?? 'GET').toUpperCase();
    const prepared = new Request(new URL(target, 'http://internal'), {
      method,
      headers: init.headers,
      body: method === 'GET' || method === 'HEAD' ? undefined : init.body,
    });
    const headers: Record<string, string> = Object.fromEntries(prepared.headers);
    for (const name of FORWARDED_HEADERS) {
      const value = request.headers[name];
      if (typeof value === 'string' && !(name in headers)) headers[name] = value;
    }
    headers['x-request-id'] = request.id;
    headers[INTERNAL_HEADER] = secret;
    const url = new URL(target, 'http://internal');
    const payload = prepared.body ? Buffer.from(await prepared.arrayBuffer()) : undefined;
    const call = () =>
      app.inject({
        method: method as HTTPMethods,
        url: url.pathname + url.search,
        headers,
        remoteAddress: request.ip,
        ...(payload ? { payload } : {}),
      });
    if (method !== 'GET') {
      reads.clear();
      return toFetchResponse(await call());
    }
    const key = JSON.stringify([url.pathname + url.search, headers]);
    let answer = reads.get(key);
    if (!answer) {
      answer = call();
      reads.set(key, answer);
    }
    return toFetchResponse(await answer);
  };
}

/** Client-side navigations' data and the route manifest: not documents, never kept. */
const isDocumentPath = (url: string) => {
  const pathname = url.split('?', 1)[0] ?? '';
  return !pathname.endsWith('.data') && !pathname.startsWith('/__manifest');
};

/**
 * The request a cached page is rendered from: a GET of the address with the language cookie and
 * nothing else of the shopper's, so a page kept for a key holds only what every shopper with that
 * key would get (page-cache.ts).
 */
function cacheRenderSource(request: FastifyRequest, locale: 'id' | 'en') {
  const headers: Record<string, string> = { cookie: `lang=${locale}`, accept: 'text/html' };
  return { headers, id: request.id, ip: request.ip };
}

/** A kept page, with this answer's nonce (which the CSP header of this answer names). */
function sendStoredPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: StoredPage,
  outcome: { state: 'hit' | 'stale' | 'miss'; ageMs: number; cacheControl: string },
) {
  reply.code(200);
  for (const [name, value] of page.headers) reply.header(name, value);
  reply
    .header('cache-control', outcome.cacheControl)
    .header('vary', 'Cookie')
    .header('age', String(Math.max(0, Math.floor(outcome.ageMs / 1000))))
    .header('x-page-cache', outcome.state.toUpperCase());
  const body = pageBody(page, reply.scriptNonce);
  if (request.method === 'HEAD') {
    return reply.header('content-length', String(body.length)).send();
  }
  return reply.send(body);
}

export const webApp = fp<WebAppPluginOptions>(
  async (
    app,
    {
      buildDir,
      mode,
      internalSecret: secret,
      publicUrl,
      guestPages = { maxAgeS: 0, staleS: 0 },
      pageCache,
      countries,
    },
  ) => {
    const serverEntry = pathToFileURL(path.join(buildDir, 'server', 'index.js')).href;
    const build = (await import(serverEntry)) as ServerBuild;
    const handle = createRequestHandler(build, mode);
    const publicOrigin = publicUrl ? new URL(publicUrl).origin : undefined;

    await app.register(fastifyStatic, {
      root: path.join(buildDir, 'client'),
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false, // set per file below
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });

    /** A page as it renders for this request, with its Cache-Control. */
    async function renderPage(request: FastifyRequest, reply: FastifyReply) {
      const context: WebLoadContext = {
        apiFetch: createApiFetch(app, request, secret),
        cspNonce: reply.scriptNonce,
        requestId: request.id,
      };
      // The page's in-process calls share its session lookup until its answer is made.
      const endSharing = app.sharePageSession(request);
      try {
        const response = await handle(toFetchRequest(request, reply, publicUrl), context as never);
        const policy = pageCacheControl(
          {
            method: request.method,
            // A staff member's render (a preview among them) is private, as a member's is, and
            // so is a page in a store's self-checkout mode (that store's header and stock).
            signedIn:
              request.sessionToken !== null ||
              request.staffToken !== null ||
              inStoreMode(request.headers.cookie),
            status: response.status,
            headers: response.headers,
          },
          guestPages,
        );
        if (policy) reply.header('cache-control', policy.cacheControl).header('vary', policy.vary);
        return sendFetchResponse(reply, response);
      } finally {
        endSharing();
      }
    }

    /**
     * A guest's GET or HEAD with the page cache on: a kept page when there is one (a stale one
     * starts a refresh), else one render shared by every request of the key that arrives
     * meanwhile. What the policy does not mark public is answered as rendered and never kept.
     */
    async function cachedPage(
      request: FastifyRequest,
      reply: FastifyReply,
      { cache, clock }: WebAppPageCache,
    ) {
      const origin = publicOrigin ?? `${request.protocol}://${request.host}`;
      const locale = pageLocale(request.headers.cookie);
      const key = pageCacheKey({ origin, url: request.url, locale });
      const source = cacheRenderSource(request, locale);
      const publicControl = (status: number, headers: Headers) =>
        pageCacheControl({ method: 'GET', signedIn: false, status, headers }, guestPages);
      const renderForCache = (nonce: string) => async (): Promise<PageRender> => {
        const response = await handle(
          new Request(new URL(request.url, origin), {
            method: 'GET',
            headers: toHeaders(source.headers),
          }),
          {
            apiFetch: createApiFetch(app, source, secret),
            cspNonce: nonce,
            requestId: request.id,
          } satisfies WebLoadContext as never,
        );
        const policy = publicControl(response.status, response.headers);
        if (!policy?.cacheControl.startsWith('public')) return { response };
        const body = await response.text();
        const page = toStoredPage({ headers: response.headers, body }, nonce, clock().getTime());
        return page
          ? { page }
          : {
              response: new Response(body, { status: response.status, headers: response.headers }),
            };
      };

      const found = await cache.lookup(key);
      if (found.state !== 'miss') {
        if (found.state === 'stale') {
          cache.refresh(key, found.generation, renderForCache(randomBytes(16).toString('base64')));
        }
        const policy = publicControl(200, new Headers(found.page.headers));
        return sendStoredPage(request, reply, found.page, {
          state: found.state,
          ageMs: found.age,
          cacheControl: policy?.cacheControl ?? 'private, no-cache',
        });
      }
      const { flight, leader } = cache.render(
        key,
        found.generation,
        renderForCache(reply.scriptNonce),
      );
      let result: PageRender;
      try {
        result = await flight;
      } catch (error) {
        if (leader) throw error;
        return renderPage(request, reply);
      }
      if ('page' in result) {
        const policy = publicControl(200, new Headers(result.page.headers));
        return sendStoredPage(request, reply, result.page, {
          state: 'miss',
          ageMs: clock().getTime() - result.page.storedAt,
          cacheControl: policy?.cacheControl ?? 'private, no-cache',
        });
      }
      // Not a page to keep: the leader answers what it rendered; the others render their own.
      if (!leader) return renderPage(request, reply);
      const policy = publicControl(result.response.status, result.response.headers);
      if (policy) reply.header('cache-control', policy.cacheControl).header('vary', policy.vary);
      return sendFetchResponse(reply, result.response);
    }

    const countrySiteOf = (request: FastifyRequest) => {
      if (!countries) return null;
      const url = new URL(request.url, 'http://shop.invalid');
      return countryRedirect({
        current: countries.current,
        sites: countries.sites,
        path: `${url.pathname}${url.search}`,
        cookieCountry: request.cookies[COUNTRY_COOKIE],
        bypass: url.searchParams.has(BYPASS_COUNTRY_REDIRECTION),
      });
    };

    await app.register(async (pages) => {
      // Actions read their own bodies (forms, uploads): hand the raw stream through.
      pages.removeAllContentTypeParsers();
      pages.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
      pages.route({
        method: METHODS,
        url: '/*',
        schema: { hide: true },
        handler: async (request, reply) => {
          if (request.url === '/api' || request.url.startsWith('/api/'))
            return reply.callNotFound();
          // A visitor whose country cookie names another country's shop goes there (001 §4),
          // before any cached page: the cache holds this country's pages only.
          const elsewhere = countries && request.method === 'GET' && countrySiteOf(request);
          if (elsewhere) {
            return reply.header('cache-control', 'private, no-store').redirect(elsewhere, 302);
          }
          if (pageCache && isPageCacheCandidate(request) && isDocumentPath(request.url)) {
            return cachedPage(request, reply, pageCache);
          }
          return renderPage(request, reply);
        },
      });
    });
  },
  { name: 'web-app', dependencies: ['security-headers', 'auth'] },
);
