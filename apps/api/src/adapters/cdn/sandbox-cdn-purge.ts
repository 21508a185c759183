import type { FastifyBaseLogger } from 'fastify';
import type { CdnPurgePort } from './cdn-purge-port';

/** No CDN configured: a purge is only written to the log (and counted, for tests). */
export function sandboxCdnPurge(log: Pick<FastifyBaseLogger, 'info'>): CdnPurgePort & {
  readonly purges: number;
} {
  let purges = 0;
  return {
    kind: 'sandbox',
    get purges() {
      return purges;
    },
    async purgeEverything() {
      purges += 1;
      log.info('CDN purge asked; no CDN_PURGE_URL is configured, so nothing to call');
    },
  };
}
