import { randomInt } from 'node:crypto';
import { createTestDatabase, type DatabaseHandle } from '@kilau/db/testing';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectRedis } from '../lib/redis-channel';
import { buildTestApp } from '../test/build-test-app';

const redisUrl = process.env.REDIS_URL;
const ci = process.env.CI === 'true';
const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

// The limits live in the process or in Redis, never in the database: the apps of this file that
// run alone share one database rather than each loading a clone of their own.
let shared: DatabaseHandle;
beforeAll(async () => {
  shared = await createTestDatabase();
});
afterAll(async () => {
  await shared?.close();
});

describe('rate limits', () => {
  it('counts per client in process when no Redis is configured', async () => {
    const app = await buildTestApp({ database: shared, env: { RATE_LIMIT_MAX: '3' } });
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
    // The instances of a test share one database, as a shop's instances do.
    let database: DatabaseHandle;
    beforeAll(async () => {
      database = await createTestDatabase();
    });
    afterAll(async () => {
      for (const client of clients) client.disconnect();
      await database?.close();
    });
    const connect = () => {
      const client = new Redis(redisUrl as string, { maxRetriesPerRequest: 1 });
      clients.push(client);
      return client;
    };

    it.skipIf(!redisUrl)('two API instances share one budget per client', async () => {
      const env = { RATE_LIMIT_MAX: '3' };
      const first = await buildTestApp({ env, redis: connect(), database });
      const second = await buildTestApp({ env, redis: connect(), database });
      const ip = randomIp();
      const statuses = [];
      for (const app of [first, second, first, second]) {
        statuses.push((await app.inject({ url: '/api/health', remoteAddress: ip })).statusCode);
      }
      await first.close();
      await second.close();
      expect(statuses).toEqual([200, 200, 200, 429]);
    });

    it.skipIf(!redisUrl)(
      'shops under different REDIS_KEY_PREFIX never count for each other',
      async () => {
        const env = { RATE_LIMIT_MAX: '2' };
        const tag = randomInt(1e9);
        const shop = (prefix: string) => {
          const client = connectRedis(redisUrl as string, prefix);
          clients.push(client);
          return buildTestApp({ env, redis: client, database });
        };
        const staging = await shop(`kilau-staging-${tag}:`);
        const production = await shop(`kilau-production-${tag}:`);
        const ip = randomIp();
        const statuses = [];
        for (const app of [staging, staging, production, production, staging]) {
          statuses.push((await app.inject({ url: '/api/health', remoteAddress: ip })).statusCode);
        }
        await staging.close();
        await production.close();
        expect(statuses).toEqual([200, 200, 200, 200, 429]);
      },
    );

    it.skipIf(!redisUrl)(
      'account probes and misses share one budget across instances',
      async () => {
        const env = { LOGIN_RATE_LIMIT_MAX: '2', NOT_FOUND_RATE_LIMIT_MAX: '2' };
        const first = await buildTestApp({ env, redis: connect(), database });
        const second = await buildTestApp({ env, redis: connect(), database });
        const ip = randomIp();
        const probes = [];
        const misses = [];
        for (const app of [first, second, first]) {
          const probe = await app.inject({
            method: 'POST',
            url: '/api/auth/email/check',
            payload: { email: 'sari@example.com' },
            remoteAddress: ip,
          });
          probes.push(probe.statusCode);
          misses.push((await app.inject({ url: '/api/nothing', remoteAddress: ip })).statusCode);
        }
        await first.close();
        await second.close();
        expect(probes).toEqual([200, 200, 429]);
        expect(misses).toEqual([404, 404, 429]);
      },
    );
  });
});

describe("the storefront's in-process calls", () => {
  const internalSecret = 'a-test-secret-of-the-storefront';
  const internal = { 'x-kilau-internal': internalSecret };

  it('pass the global limit, yet spend every budget of their own (sign-in steps, probes)', async () => {
    const app = await buildTestApp({
      database: shared,
      internalSecret,
      env: { RATE_LIMIT_MAX: '2', LOGIN_RATE_LIMIT_MAX: '2' },
    });
    const ip = randomIp();
    const call = (url: string, payload?: object) =>
      app.inject({
        method: payload ? 'POST' : 'GET',
        url,
        ...(payload ? { payload } : {}),
        headers: internal,
        remoteAddress: ip,
      });
    const pages = [];
    for (let i = 0; i < 4; i += 1) pages.push((await call('/api/health')).statusCode);
    const probes = [];
    for (let i = 0; i < 3; i += 1) {
      probes.push((await call('/api/auth/email/check', { email: 'sari@example.com' })).statusCode);
    }
    const signIns = [];
    for (let i = 0; i < 11; i += 1) {
      const answer = await call('/api/admin/auth/login', {
        email: 'nobody@kilau.id',
        password: 'not-the-password',
      });
      signIns.push(answer.statusCode);
    }
    await app.close();
    expect(pages).toEqual([200, 200, 200, 200]);
    expect(probes).toEqual([200, 200, 429]);
    expect(signIns).toEqual([...Array(10).fill(401), 429]);
  });

  it('STAFF_SIGN_IN_RATE_LIMIT_MAX sets the back-office sign-in budget', async () => {
    const app = await buildTestApp({
      database: shared,
      env: { STAFF_SIGN_IN_RATE_LIMIT_MAX: '3' },
    });
    const ip = randomIp();
    const signIns = [];
    for (let i = 0; i < 4; i += 1) {
      const answer = await app.inject({
        method: 'POST',
        url: '/api/admin/auth/login',
        payload: { email: 'nobody@kilau.id', password: 'not-the-password' },
        remoteAddress: ip,
      });
      signIns.push(answer.statusCode);
    }
    await app.close();
    expect(signIns).toEqual([401, 401, 401, 429]);
  });
});

describe('the not-found limit', () => {
  it('answers 429 once a client has missed more than NOT_FOUND_RATE_LIMIT_MAX times', async () => {
    const app = await buildTestApp({ database: shared, env: { NOT_FOUND_RATE_LIMIT_MAX: '3' } });
    // Stands in for the storefront (web-app.ts): a catch-all page route that renders 404 pages
    // and hands `/api/*` misses to the not-found handler, after the global limit ran on it.
    app.route({
      method: ['GET', 'POST'],
      url: '/*',
      handler: async (request, reply) => {
        if (request.url.startsWith('/api/')) return reply.callNotFound();
        return reply.code(404).type('text/html').send('<h1>Halaman tidak ditemukan</h1>');
      },
    });
    const statuses = async (url: string, ip: string) => {
      const seen = [];
      for (let i = 0; i < 5; i += 1) {
        seen.push((await app.inject({ url: `${url}${i}`, remoteAddress: ip })).statusCode);
      }
      return seen;
    };
    const apiIp = randomIp();
    const pageIp = randomIp();
    const api = await statuses('/api/no-such-route-', apiIp);
    const pages = await statuses('/wp-admin/setup-', pageIp);
    const limited = await app.inject({ url: '/api/nothing-here', remoteAddress: apiIp });
    const found = await app.inject({ url: '/api/health', remoteAddress: apiIp });
    // An API 404 for an unknown id is an answer, not a miss.
    const unknownId = await app.inject({
      url: '/api/catalog/v3/promotions/no-such-promotion',
      remoteAddress: apiIp,
    });
    await app.close();
    expect(api).toEqual([404, 404, 404, 429, 429]);
    expect(pages).toEqual([404, 404, 404, 429, 429]);
    expect(limited.json()).toMatchObject({ success: false, errorCode: 'too_many_requests' });
    expect(limited.headers['retry-after']).toBeDefined();
    expect(found.statusCode).toBe(200);
    expect(unknownId.statusCode).toBe(404);
  });
});
