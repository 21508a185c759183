import { randomInt } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/build-test-app';

const redisUrl = process.env.REDIS_URL;
const ci = process.env.CI === 'true';
const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

describe('rate limits', () => {
  it('counts per client in process when no Redis is configured', async () => {
    const app = await buildTestApp({ env: { RATE_LIMIT_MAX: '3' } });
    const ip = randomIp();
    const statuses = [];
    for (let i = 0; i < 4; i += 1) {
      statuses.push((await app.inject({ url: '/api/health', remoteAddress: ip })).statusCode);
    }
    const other = await app.inject({ url: '/api/health', remoteAddress: randomIp() });
    await app.close();
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(other.statusCode).toBe(200);
  });

  describe('shared across instances through Redis', () => {
    if (!redisUrl && ci) {
      it('needs REDIS_URL in CI', () => {
        expect.fail('REDIS_URL is not set: CI must run the Redis-backed rate limit test');
      });
      return;
    }
    const clients: Redis[] = [];
    afterAll(() => {
      for (const client of clients) client.disconnect();
    });

    it.skipIf(!redisUrl)('two API instances share one budget per client', async () => {
      const connect = () => {
        const client = new Redis(redisUrl as string, { maxRetriesPerRequest: 1 });
        clients.push(client);
        return client;
      };
      const env = { RATE_LIMIT_MAX: '3' };
      const first = await buildTestApp({ env, redis: connect() });
      const second = await buildTestApp({ env, redis: connect() });
      const ip = randomIp();
      const statuses = [];
      for (const app of [first, second, first, second]) {
        statuses.push((await app.inject({ url: '/api/health', remoteAddress: ip })).statusCode);
      }
      await first.close();
      await second.close();
      expect(statuses).toEqual([200, 200, 200, 429]);
    });
  });
});
