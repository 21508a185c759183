import type { FastifyBaseLogger } from 'fastify';
import { httpCdnPurge } from './http';
import type { CdnPurgePort } from './port';
import { sandboxCdnPurge } from './sandbox';

export type { CdnPurgePort } from './port';
export { httpCdnPurge } from './http';
export { sandboxCdnPurge } from './sandbox';

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
