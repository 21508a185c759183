import { Readable } from 'node:stream';
import rateLimit from '@fastify/rate-limit';
import { translate } from '@kilau/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { AppError } from '../lib/app-error';
import { failure } from '../lib/envelope';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * onRequest hook of every route that tells whether an account exists or tries its password:
     * one budget per client IP shared by all of them (ADR 0015), in Redis when configured.
     */
    accountProbes: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

export interface RateLimitOptions {
  max: number;
  windowMs: number;
  notFoundMax: number;
  /** Account probes (sign-in, register, reset, the e-mail and phone checks) per IP and window. */
  accountProbeMax: number;
  /** Shared counters across API instances; in-process counters when absent. */
  redis?: Redis;
}

/** Long-cached build assets are not worth counting; everything else is. */
const isStaticAsset = (url: string) => url.startsWith('/assets/');

/** An unknown route, or a page the storefront answers 404 (not an API 404 for an unknown id). */
const isMiss = (request: FastifyRequest, reply: FastifyReply) =>
  request.is404 || String(reply.getHeader('content-type') ?? '').startsWith('text/html');

export const rateLimits = fp<RateLimitOptions>(
  async (app, options) => {
    await app.register(rateLimit, {
      global: true,
      max: options.max,
      timeWindow: options.windowMs,
      hook: 'onRequest',
      allowList: (request) => request.isInternal || isStaticAsset(request.url),
      ...(options.redis ? { redis: options.redis, nameSpace: 'kilau:rl:', skipOnError: true } : {}),
      errorResponseBuilder: (_request, context) => ({
        statusCode: context.statusCode,
        code: 'FST_RATE_LIMITED',
        message: `Rate limit exceeded, retry in ${context.after}`,
      }),
    });

    // Misses are rate limited harder: scanners should not cost a full budget each. A miss is an
    // unknown API route or a storefront page answered 404, counted once the answer is known: the
    // storefront's catch-all page route (and the global limit that already ran on it) stands in
    // front of the not-found handler, so a limit hooked on that handler never ran.
    const countMiss = app.createRateLimit({
      max: options.notFoundMax,
      timeWindow: options.windowMs,
      keyGenerator: (request: FastifyRequest) => `404:${request.ip}`,
    });
    app.addHook('onSend', async (request, reply, payload) => {
      if (reply.statusCode !== 404 || !isMiss(request, reply)) return payload;
      const miss = await countMiss(request);
      if (miss.isAllowed || !miss.isExceeded) return payload;
      if (payload instanceof Readable) payload.destroy();
      reply.code(429).header('retry-after', miss.ttlInSeconds).removeHeader('content-length');
      reply.type('application/json; charset=utf-8');
      return JSON.stringify(
        failure(429, 'too_many_requests', translate('too_many_requests', request.locale)),
      );
    });

    // Every caller counts, the storefront's in-process calls too (they carry the shopper's IP).
    const countProbe = app.createRateLimit({
      allowList: () => false,
      max: options.accountProbeMax,
      timeWindow: options.windowMs,
      keyGenerator: (request: FastifyRequest) => `probe:${request.ip}`,
    });
    app.decorate('accountProbes', async (request: FastifyRequest, reply: FastifyReply) => {
      const probe = await countProbe(request);
      if (probe.isAllowed || !probe.isExceeded) return;
      reply.header('retry-after', probe.ttlInSeconds);
      throw new AppError(429, 'too_many_requests', 'too_many_requests');
    });

    app.setNotFoundHandler((request, reply) =>
      reply
        .code(404)
        .send(failure(404, 'route_not_found', translate('route_not_found', request.locale))),
    );
  },
  { name: 'rate-limits' },
);
