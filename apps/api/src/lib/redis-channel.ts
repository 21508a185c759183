import { Redis } from 'ioredis';

/**
 * A pub/sub channel under the client's key prefix. ioredis prefixes keys but not channels, so
 * two shops (or two test files) sharing one Redis under different prefixes would otherwise hear
 * each other's purges and catalogue changes.
 */
export const redisChannel = (redis: Redis, name: string): string =>
  `${redis.options.keyPrefix ?? ''}${name}`;

/**
 * The shop's Redis client: every key and channel under REDIS_KEY_PREFIX, one try per command and
 * no queue while Redis is down (rate limits then count in no store and let requests through).
 */
export const connectRedis = (url: string, keyPrefix: string): Redis =>
  new Redis(url, { keyPrefix, maxRetriesPerRequest: 1, enableOfflineQueue: false });
