import { describe, expect, it } from 'vitest';
import {
  createPageCache,
  pageBody,
  pageCacheKey,
  pageLocale,
  toStoredPage,
  type PageRender,
} from './page-cache';
import { createMemoryPageStore, type StoredPage } from './page-store';
import { createPagePurge } from './page-purge';
import { sandboxCdnPurge } from '../adapters/cdn';

const log = { warn: () => {}, info: () => {}, error: () => {} } as never;
const page = (text: string, storedAt = 0): StoredPage => ({
  headers: [['content-type', 'text/html']],
  parts: [Buffer.from(text)],
  length: Buffer.byteLength(text),
  storedAt,
});

describe('a kept page’s nonce', () => {
  it('is cut out where the render put it and joined with each answer’s own', () => {
    const stored = toStoredPage(
      {
        headers: new Headers({ 'content-type': 'text/html', 'set-cookie': 'a=1', vary: 'x' }),
        body: '<script nonce="N0NCE">a</script><p>N0</p><script nonce="N0NCE">b</script>',
      },
      'N0NCE',
      5,
    );
    expect(stored?.headers).toEqual([['content-type', 'text/html']]);
    expect(pageBody(stored!, 'fresh').toString()).toBe(
      '<script nonce="fresh">a</script><p>N0</p><script nonce="fresh">b</script>',
    );
    // Text that merely looks like a placeholder is never a place for the nonce.
    expect(
      pageBody(
        toStoredPage({ headers: new Headers(), body: '{{nonce}}' }, 'N0NCE', 0)!,
        'x',
      ).toString(),
    ).toBe('{{nonce}}');
  });

  it('makes a page unkeepable when a header carries it', () => {
    const headers = new Headers({ link: '</a.js>; rel=preload; nonce=N0NCE' });
    expect(toStoredPage({ headers, body: '' }, 'N0NCE', 0)).toBeNull();
  });
});

describe('the page key', () => {
  it('reads the language as the storefront does', () => {
    expect(pageLocale(undefined)).toBe('id');
    expect(pageLocale('a=1; lang=en')).toBe('en');
    expect(pageLocale('lang=fr')).toBe('id');
    expect(pageLocale('lang=%E0%A4%A')).toBe('id');
  });

  it('tells addresses, languages and origins apart', () => {
    const base = { origin: 'https://kilau.id', url: '/', locale: 'id' as const };
    const key = pageCacheKey(base);
    expect(pageCacheKey({ ...base })).toBe(key);
    expect(pageCacheKey({ ...base, url: '/?a=1' })).not.toBe(key);
    expect(pageCacheKey({ ...base, locale: 'en' })).not.toBe(key);
    expect(pageCacheKey({ ...base, origin: 'http://evil.example' })).not.toBe(key);
  });
});

describe('the memory store', () => {
  it('drops the least recently used pages past its size', async () => {
    const store = createMemoryPageStore({
      maxBytes: 1_500,
      ttlMs: 60_000,
      clock: () => new Date(0),
    });
    const { generation } = await store.get('a');
    await store.set('a', page('a'.repeat(600)), generation);
    await store.set('b', page('b'.repeat(600)), generation);
    await store.get('a'); // a is now the most recently used
    await store.set('c', page('c'.repeat(600)), generation);
    expect((await store.get('b')).page).toBeUndefined();
    expect((await store.get('a')).page).toBeDefined();
    expect((await store.get('c')).page).toBeDefined();
    expect(store.bytes).toBeLessThanOrEqual(1_500);
  });

  it('forgets pages past their time, and keeps nothing seen before a purge', async () => {
    let now = 0;
    const store = createMemoryPageStore({
      maxBytes: 1e6,
      ttlMs: 1_000,
      clock: () => new Date(now),
    });
    const before = (await store.get('a')).generation;
    await store.set('a', page('x', 0), before);
    now = 1_000;
    expect((await store.get('a')).page).toBeUndefined();
    await store.purge();
    await store.set('a', page('x', 1_000), before);
    expect(store.size).toBe(0);
  });
});

describe('the page cache', () => {
  const cacheOf = (now: () => number) =>
    createPageCache({
      store: createMemoryPageStore({ maxBytes: 1e6, ttlMs: 2_000, clock: () => new Date(now()) }),
      times: { freshMs: 1_000, staleMs: 1_000 },
      clock: () => new Date(now()),
      log,
    });

  it('shares one render among concurrent misses of a key', async () => {
    const cache = cacheOf(() => 0);
    let runs = 0;
    let finish: (render: PageRender) => void = () => {};
    const run = () => {
      runs += 1;
      return new Promise<PageRender>((resolve) => {
        finish = resolve;
      });
    };
    const lookups = await Promise.all([1, 2, 3].map(() => cache.lookup('k')));
    const flights = lookups.map((found) => cache.render('k', found.generation, run));
    expect(flights.map((f) => f.leader)).toEqual([true, false, false]);
    finish({ page: page('p') });
    const results = await Promise.all(flights.map((f) => f.flight));
    expect(runs).toBe(1);
    expect(results.every((r) => 'page' in r)).toBe(true);
    expect((await cache.lookup('k')).state).toBe('hit');
  });

  it('serves stale past its freshness, then misses past its stale time', async () => {
    let now = 0;
    const cache = cacheOf(() => now);
    const { generation } = await cache.lookup('k');
    await cache.render('k', generation, async () => ({ page: page('p', 0) })).flight;
    now = 999;
    expect((await cache.lookup('k')).state).toBe('hit');
    now = 1_500;
    expect((await cache.lookup('k')).state).toBe('stale');
    now = 2_000;
    expect((await cache.lookup('k')).state).toBe('miss');
  });

  it('is emptied by a purge, and the purge reaches the CDN once per change', async () => {
    const cache = cacheOf(() => 0);
    const cdn = sandboxCdnPurge({ info: () => {} });
    const purge = createPagePurge({ cache, shared: false, redis: undefined, cdn, log });
    const { generation } = await cache.lookup('k');
    await cache.render('k', generation, async () => ({ page: page('p') })).flight;
    expect(await purge.purge('test')).toEqual({ pages: 'purged', cdn: 'sandbox' });
    expect((await cache.lookup('k')).state).toBe('miss');
    await Promise.all([purge.purge('a'), purge.purge('b'), purge.purge('c')]);
    // One call under way, and one more after it for the two asked meanwhile.
    expect(cdn.purges).toBe(3);
  });
});
