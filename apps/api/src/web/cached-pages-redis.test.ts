import { randomBytes } from 'node:crypto';
import { createTestDatabase } from '@kilau/db/testing';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { App } from '../app';
import { bodyNonces, buildPagesApp, headerNonce, withoutNonces } from '../test/cached-pages';

// Two instances of the shop on one database and one Redis, as behind a load balancer. Each test
// has keys of its own (a key prefix), so runs on one Redis never see each other's pages.
const open: Array<{ close(): Promise<unknown> | void }> = [];
afterEach(async () => {
  for (const each of open.splice(0).reverse()) await each.close();
});

async function twoInstances(pageCache: 'memory' | 'redis') {
  const database = await createTestDatabase();
  open.push(database);
  const keyPrefix = `kilau-test-${randomBytes(6).toString('hex')}:`;
  const apps: App[] = [];
  for (let i = 0; i < 2; i += 1) {
    const redis = new Redis('redis://127.0.0.1:6379', { keyPrefix, maxRetriesPerRequest: 1 });
    open.push({ close: () => void redis.disconnect() });
    const app = await buildPagesApp({ pageCache, redis, database });
    open.push(app);
    apps.push(app);
  }
  open.push({
    close: async () => {
      const cleaner = new Redis('redis://127.0.0.1:6379');
      const keys = await cleaner.keys(`${keyPrefix}*`);
      if (keys.length > 0) await cleaner.del(...keys);
      cleaner.disconnect();
    },
  });
  return apps as [App, App];
}

describe('the page cache on several instances', () => {
  it('PAGE_CACHE=redis: one instance’s page is the other’s, each with its own nonce', async () => {
    const [a, b] = await twoInstances('redis');
    const first = await a.inject({ url: '/shop/all', headers: { cookie: 'lang=en' } });
    expect(first.headers['x-page-cache']).toBe('MISS');
    const other = await b.inject({ url: '/shop/all', headers: { cookie: 'lang=en' } });
    expect(other.headers['x-page-cache']).toBe('HIT');
    expect(withoutNonces(other.body)).toBe(withoutNonces(first.body));
    expect(new Set(bodyNonces(other.body))).toEqual(new Set([headerNonce(other)]));
    expect(headerNonce(other)).not.toBe(headerNonce(first));
    const head = await b.inject({
      method: 'HEAD',
      url: '/shop/all',
      headers: { cookie: 'lang=en' },
    });
    expect(head.headers['x-page-cache']).toBe('HIT');
    expect(head.body).toBe('');

    // A purge on one instance is a purge for both.
    await b.pagePurge.purge('test');
    expect(
      (await a.inject({ url: '/shop/all', headers: { cookie: 'lang=en' } })).headers[
        'x-page-cache'
      ],
    ).toBe('MISS');
    expect(
      (await b.inject({ url: '/shop/all', headers: { cookie: 'lang=en' } })).headers[
        'x-page-cache'
      ],
    ).toBe('HIT');
  });

  it('PAGE_CACHE=memory with Redis: a purge on one instance empties the other’s memory', async () => {
    const [a, b] = await twoInstances('memory');
    await Promise.all([a.pagePurge.ready(), b.pagePurge.ready()]);
    await a.inject({ url: '/' });
    await b.inject({ url: '/' });
    expect((await a.inject({ url: '/' })).headers['x-page-cache']).toBe('HIT');
    expect((await b.inject({ url: '/' })).headers['x-page-cache']).toBe('HIT');
    await b.pagePurge.purge('test');
    expect((await b.inject({ url: '/' })).headers['x-page-cache']).toBe('MISS');
    // The message reaches the other instance shortly; until then it answers from its memory.
    await vi.waitFor(async () => {
      expect((await a.inject({ url: '/' })).headers['x-page-cache']).toBe('MISS');
    });
  });
});
