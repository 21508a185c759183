import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export interface AccessLogOptions {
  /** A request that takes this long or longer is logged (warn). */
  slowMs: number;
  /** The share (0–1) of other requests logged (info); 0 logs none. */
  sample: number;
  /** Draws the sample (tests pass a fixed one). */
  random?: () => number;
}

/**
 * One compact line per request worth reading, instead of Fastify's two per request (which, with
 * a page's in-process calls, made a dozen lines a page): server errors (error), slow requests
 * (warn) and a configurable sample of the rest (info). Internal calls are marked, so a slow page
 * can be read with the calls it made (they share its request id).
 */
export const accessLog = fp<AccessLogOptions>(
  async (app, { slowMs, sample, random = Math.random }) => {
    app.addHook('onResponse', async (request: FastifyRequest, reply) => {
      const ms = Math.round(reply.elapsedTime * 10) / 10;
      const status = reply.statusCode;
      const level =
        status >= 500
          ? 'error'
          : ms >= slowMs
            ? 'warn'
            : sample > 0 && random() < sample
              ? 'info'
              : null;
      if (!level) return;
      request.log[level](
        {
          method: request.method,
          url: request.url,
          status,
          ms,
          ...(request.isInternal ? { internal: true } : {}),
        },
        'request',
      );
    });
  },
  { name: 'access-log', dependencies: ['request-context'] },
);
