import type { Redis } from 'ioredis';

/**
 * A pub/sub channel under the client's key prefix. ioredis prefixes keys but not channels, so
 * two shops (or two test files) sharing one Redis under different prefixes would otherwise hear
 * each other's purges and catalogue changes.
 */
export const redisChannel = (redis: Redis, name: string): string =>
  `${redis.options.keyPrefix ?? ''}${name}`;
