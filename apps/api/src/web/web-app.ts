import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest, HTTPMethods, LightMyRequestResponse } from 'fastify';
import fp from 'fastify-plugin';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { INTERNAL_HEADER } from '../plugins/request-context';
import { pageCacheControl, type GuestPageCaching } from './page-cache-policy';
import { sendFetchResponse, toFetchRequest, toFetchResponse } from './fetch-bridge';

export interface WebAppOptions {
  /** The React Router build folder (with `server/index.js` and `client/`). */
  buildDir: string;
  mode: 'production' | 'development';
  /** How long a CDN may keep guests' pages (default: private, see page-cache-policy.ts). */
  guestPages?: GuestPageCaching;
}

interface WebAppPluginOptions extends WebAppOptions {
  /** Marks loaders' in-process calls (see request-context). */
  internalSecret: string;
  /** PUBLIC_URL: the origin pages see (see toFetchRequest). */
  publicUrl: string | undefined;
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
export function createApiFetch(app: FastifyInstance, request: FastifyRequest, secret: string) {
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

export const webApp = fp<WebAppPluginOptions>(
  async (
    app,
    { buildDir, mode, internalSecret: secret, publicUrl, guestPages = { maxAgeS: 0, staleS: 0 } },
  ) => {
    const serverEntry = pathToFileURL(path.join(buildDir, 'server', 'index.js')).href;
    const build = (await import(serverEntry)) as ServerBuild;
    const handle = createRequestHandler(build, mode);

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
          const context: WebLoadContext = {
            apiFetch: createApiFetch(app, request, secret),
            cspNonce: reply.scriptNonce,
            requestId: request.id,
          };
          // The page's in-process calls share its session lookup until its answer is made.
          const endSharing = app.sharePageSession(request);
          try {
            const response = await handle(
              toFetchRequest(request, reply, publicUrl),
              context as never,
            );
            const policy = pageCacheControl(
              {
                method: request.method,
                signedIn: request.sessionToken !== null,
                status: response.status,
                headers: response.headers,
              },
              guestPages,
            );
            if (policy)
              reply.header('cache-control', policy.cacheControl).header('vary', policy.vary);
            return sendFetchResponse(reply, response);
          } finally {
            endSharing();
          }
        },
      });
    });
  },
  { name: 'web-app', dependencies: ['security-headers', 'auth'] },
);
