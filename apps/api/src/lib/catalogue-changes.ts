import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { redisChannel } from './redis-channel';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Tells every cache of the shop that the catalogue changed (a back-office write, an import):
     * call it after the write's transaction commits. See `createCatalogueChanges`.
     */
    catalogueChanges: CatalogueChanges;
  }
}

/** What changed: some products (their tiles and pages), or anything shown to shoppers. */
export interface CatalogueChange {
  /** Products whose tiles, details, prices or stock changed. */
  products?: readonly number[];
  /**
   * Something listings, menus or banners read besides a product (a brand, a category, a banner,
   * a campaign, a promotion): every cached list is forgotten.
   */
  everything?: boolean;
}

export type CatalogueListener = (change: CatalogueChange) => void;

const CHANNEL_NAME = 'kilau:catalogue:changed';

/**
 * One signal for a catalogue change (issue 18): the caches that hold catalogue data in memory
 * (tiles, result pages, details, the category tree, banners) subscribe and forget what the
 * change touched; other instances hear it through Redis when REDIS_URL is set; and guests'
 * pages (the page cache, the CDN) are purged. Listings and search always forget their cached
 * pages, since a change of price, name or stock can move a product in or out of any of them.
 */
export function createCatalogueChanges(options: {
  redis: Redis | undefined;
  log: FastifyBaseLogger;
  /** Purges guests' pages (`app.pagePurge.purge`), bound once the purge exists. */
  purgePages?: (reason: string) => Promise<unknown>;
}) {
  const { redis, log } = options;
  const self = randomUUID();
  const listeners = new Set<CatalogueListener>();
  let purgePages = options.purgePages;

  const tell = (change: CatalogueChange) => {
    for (const listener of listeners) {
      try {
        listener(change);
      } catch (error) {
        log.error({ err: error }, 'a catalogue cache could not forget a change');
      }
    }
  };

  const channelName = redis ? redisChannel(redis, CHANNEL_NAME) : CHANNEL_NAME;
  let subscriber: Redis | undefined;
  if (redis) {
    subscriber = redis.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: null });
    subscriber.on('error', () => {});
    subscriber.on('message', (channel: string, message: string) => {
      if (channel !== channelName) return;
      const parsed = parseMessage(message);
      if (parsed && parsed.from !== self) tell(parsed.change);
    });
    subscriber.subscribe(channelName).catch((error: unknown) => {
      log.warn({ err: error }, 'catalogue changes from other instances not heard');
    });
  }

  return {
    /** A cache's listener, called on every change here and on every other instance. */
    subscribe(listener: CatalogueListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Binds the guests' page purge (created after the modules that subscribe). */
    purgePagesWith(purge: (reason: string) => Promise<unknown>) {
      purgePages = purge;
    },
    /** After a committed write: every instance forgets it, and guests' pages are purged. */
    async changed(change: CatalogueChange, reason = 'catalogue change'): Promise<void> {
      const normal: CatalogueChange = {
        ...(change.products ? { products: [...new Set(change.products)] } : {}),
        ...(change.everything ? { everything: true } : {}),
      };
      tell(normal);
      if (redis) {
        await redis
          .publish(channelName, JSON.stringify({ from: self, change: normal }))
          .catch((error: unknown) => {
            log.error(
              { err: error, reason },
              'other instances were not told of a catalogue change',
            );
          });
      }
      if (purgePages) await purgePages(reason);
    },
    close() {
      subscriber?.disconnect();
    },
  };
}

export type CatalogueChanges = ReturnType<typeof createCatalogueChanges>;

function parseMessage(message: string): { from: string; change: CatalogueChange } | null {
  try {
    const value = JSON.parse(message) as { from?: unknown; change?: unknown };
    if (typeof value.from !== 'string' || typeof value.change !== 'object' || !value.change) {
      return null;
    }
    const change = value.change as { products?: unknown; everything?: unknown };
    const products = Array.isArray(change.products)
      ? change.products.filter((id): id is number => Number.isSafeInteger(id))
      : undefined;
    return {
      from: value.from,
      change: {
        ...(products ? { products } : {}),
        ...(change.everything === true ? { everything: true } : {}),
      },
    };
  } catch {
    return null;
  }
}
