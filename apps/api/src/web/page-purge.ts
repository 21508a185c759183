import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { redisChannel } from '../lib/redis-channel';
import type { CdnPurgePort } from '../adapters/cdn';
import type { PageCache } from './page-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** Forgets guests' pages after a catalogue change: the page cache's and the CDN's. */
    pagePurge: PagePurge;
  }
}

const CHANNEL_NAME = 'kilau:page-cache:purge';

export interface PurgeOutcome {
  /** The shop's own page cache: purged (every instance), off, or Redis failed (logged). */
  pages: 'purged' | 'off' | 'failed';
  /** The CDN's: purged, no CDN configured (sandbox), or the call failed (logged). */
  cdn: 'purged' | 'sandbox' | 'failed';
}

/**
 * One purge for every guest page, wherever it is kept (ADR 0027):
 *
 * - the page cache: in Redis, one generation counter every instance reads; in memory, this
 *   process's pages, and the other processes' through a Redis message when REDIS_URL is set;
 * - the CDN through its purge port, once per change however many processes hear of it; purges
 *   asked while one is under way are answered by one more call after it, not one each.
 */
export function createPagePurge(options: {
  cache: PageCache | undefined;
  /** The cache keeps its pages in Redis (shared): no message needed. */
  shared: boolean;
  redis: Redis | undefined;
  cdn: CdnPurgePort;
  log: FastifyBaseLogger;
}) {
  const { cache, shared, redis, cdn, log } = options;
  const self = randomUUID();
  const channelName = redis ? redisChannel(redis, CHANNEL_NAME) : CHANNEL_NAME;
  let subscriber: Redis | undefined;
  let ready: Promise<void> = Promise.resolve();
  if (cache && !shared && redis) {
    // A connection of its own (a subscribed connection runs no other command), that queues its
    // subscription until Redis is reachable and subscribes again after a reconnect.
    subscriber = redis.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: null });
    subscriber.on('error', () => {});
    subscriber.on('message', (channel: string, from: string) => {
      if (channel !== channelName || from === self) return;
      cache.purge().catch((error: unknown) => log.warn({ err: error }, 'page purge failed'));
    });
    ready = subscriber.subscribe(channelName).then(
      () => undefined,
      (error: unknown) => log.warn({ err: error }, 'page purges from other instances not heard'),
    );
  }

  let running: Promise<void> | null = null;
  let queued: Promise<void> | null = null;
  const purgeCdn = (): Promise<void> => {
    if (!running) {
      running = cdn.purgeEverything().finally(() => {
        running = null;
      });
      return running;
    }
    queued ??= running
      .catch(() => undefined)
      .then(() => {
        queued = null;
        return purgeCdn();
      });
    return queued;
  };

  return {
    /** Resolves once this process hears other processes' purges. */
    ready: () => ready,
    async purge(reason: string): Promise<PurgeOutcome> {
      let pages: PurgeOutcome['pages'] = 'off';
      if (cache) {
        pages = 'purged';
        await cache.purge().catch((error: unknown) => {
          pages = 'failed';
          log.error({ err: error, reason }, 'page cache purge failed');
        });
        if (!shared && redis) {
          await redis.publish(channelName, self).catch((error: unknown) => {
            pages = 'failed';
            log.error({ err: error, reason }, 'other instances were not told of a page purge');
          });
        }
      }
      let cdnOutcome: PurgeOutcome['cdn'] = cdn.kind === 'sandbox' ? 'sandbox' : 'purged';
      await purgeCdn().catch((error: unknown) => {
        cdnOutcome = 'failed';
        log.error({ err: error, reason }, 'CDN purge failed');
      });
      log.info({ reason, pages, cdn: cdnOutcome }, 'guest pages purged');
      return { pages, cdn: cdnOutcome };
    },
    close() {
      subscriber?.disconnect();
    },
  };
}

export type PagePurge = ReturnType<typeof createPagePurge>;
