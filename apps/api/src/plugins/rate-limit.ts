import rateLimit from '@fastify/rate-limit';
import { translate } from '@kilau/domain';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { failure } from '../lib/envelope';

export interface RateLimitOptions {
  max: number;
  windowMs: number;
  notFoundMax: number;
  /** Shared counters across API instances; in-process counters when absent. */
  redis?: Redis;
}

/** Long-cached build assets are not worth counting; everything else is. */
const isStaticAsset = (url: string) => url.startsWith('/assets/');

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

    // Unknown routes are rate limited harder: scanners should not cost a full budget each.
    app.setNotFoundHandler(
      { preHandler: app.rateLimit({ max: options.notFoundMax, timeWindow: options.windowMs }) },
      (request, reply) =>
        reply
          .code(404)
          .send(failure(404, 'route_not_found', translate('route_not_found', request.locale))),
    );
  },
  { name: 'rate-limits' },
);
