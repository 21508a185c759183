import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { redisChannel } from './redis-channel';

/**
 * What the shop tells a signed-in browser the moment it happens (docs/design/realtime.md):
 * an order's payment or state moved, the bag's count changed, a support chat message.
 */
export type RealtimeEvent =
  | {
      type: 'order';
      data: { order_id: string; reference_code?: string; payment_status?: string; state?: string };
    }
  | { type: 'bag'; data: { count: number } }
  | { type: 'chat'; data: Record<string, unknown> };

/** Who hears an event: a member (every tab they have open), or the support desk. */
export type RealtimeAudience = { member: number } | { staff: 'support' };

export type RealtimeListener = (event: RealtimeEvent) => void;

const CHANNEL_NAME = 'kilau:realtime';

const keyOf = (audience: RealtimeAudience) =>
  'member' in audience ? `member:${audience.member}` : `staff:${audience.staff}`;

/**
 * The hub: listeners by audience on this instance; with Redis, every event is also published on
 * one channel and each other instance delivers it to its own listeners (an instance skips its own
 * messages, already delivered). Without Redis, one instance hears only itself.
 */
export function createRealtimeHub(options: { redis: Redis | undefined; log: FastifyBaseLogger }) {
  const { redis, log } = options;
  const self = randomUUID();
  const listeners = new Map<string, Set<RealtimeListener>>();
  /** The open streams' ends (each stream registers its own). */
  const streams = new Set<() => void>();

  const deliver = (key: string, event: RealtimeEvent) => {
    for (const listener of listeners.get(key) ?? []) {
      try {
        listener(event);
      } catch (error) {
        log.warn({ err: error }, 'a realtime listener failed');
      }
    }
  };

  const channel = redis ? redisChannel(redis, CHANNEL_NAME) : CHANNEL_NAME;
  let subscriber: Redis | undefined;
  let ready: Promise<unknown> = Promise.resolve();
  if (redis) {
    subscriber = redis.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: null });
    subscriber.on('error', () => {});
    subscriber.on('message', (heard: string, message: string) => {
      if (heard !== channel) return;
      try {
        const parsed = JSON.parse(message) as {
          from?: string;
          key?: string;
          event?: RealtimeEvent;
        };
        if (parsed.from === self || typeof parsed.key !== 'string' || !parsed.event) return;
        deliver(parsed.key, parsed.event);
      } catch {
        log.warn('a realtime message that is not JSON was ignored');
      }
    });
    ready = subscriber.subscribe(channel).catch((error: unknown) => {
      log.warn({ err: error }, 'realtime events from other instances not heard');
    });
  }

  return {
    /** Resolves once this instance hears the other instances (at once without Redis). */
    ready: () => ready,
    /** Tells the audience, here and on every other instance. */
    publish(audience: RealtimeAudience, event: RealtimeEvent) {
      const key = keyOf(audience);
      deliver(key, event);
      if (redis) {
        redis
          .publish(channel, JSON.stringify({ from: self, key, event }))
          .catch((error: unknown) => log.warn({ err: error }, 'a realtime event was not shared'));
      }
    },
    subscribe(audience: RealtimeAudience, listener: RealtimeListener): () => void {
      const key = keyOf(audience);
      let set = listeners.get(key);
      if (!set) listeners.set(key, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(key);
      };
    },
    /** Keeps a stream's end, for `endStreams`; answers the forget for when it ends itself. */
    holdStream(end: () => void): () => void {
      streams.add(end);
      return () => streams.delete(end);
    },
    /** Ends every open stream (the app is closing: a browser connects again elsewhere). */
    endStreams() {
      for (const end of [...streams]) end();
    },
    /** How many listeners are open on this instance (a stream each). */
    size: () => [...listeners.values()].reduce((sum, set) => sum + set.size, 0),
    async close() {
      listeners.clear();
      if (subscriber) subscriber.disconnect();
    },
  };
}

export type RealtimeHub = ReturnType<typeof createRealtimeHub>;
