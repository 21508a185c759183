import type { FastifyBaseLogger } from 'fastify';
import { httpCdnPurge } from './http-cdn-purge';
import type { CdnPurgePort } from './cdn-purge-port';
import { sandboxCdnPurge } from './sandbox-cdn-purge';

export type { CdnPurgePort } from './cdn-purge-port';
export { httpCdnPurge } from './http-cdn-purge';
export { sandboxCdnPurge } from './sandbox-cdn-purge';

/** The CDN purge the configuration names: CDN_PURGE_URL (with CDN_PURGE_TOKEN), else the sandbox. */
export function createCdnPurge(
  env: { CDN_PURGE_URL?: string | undefined; CDN_PURGE_TOKEN?: string | undefined },
  log: FastifyBaseLogger,
  fetch?: typeof globalThis.fetch,
): CdnPurgePort {
  return env.CDN_PURGE_URL
    ? httpCdnPurge({
        url: env.CDN_PURGE_URL,
        token: env.CDN_PURGE_TOKEN,
        ...(fetch ? { fetch } : {}),
      })
    : sandboxCdnPurge(log);
}
