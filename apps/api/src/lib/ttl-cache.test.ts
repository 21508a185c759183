import { describe, expect, it } from 'vitest';
import { createTtlCache } from './ttl-cache';

/** A cache on a hand-moved clock, and a load that counts its calls and waits to be released. */
function setup(options: { ttlMs?: number; staleMs?: number; maxEntries?: number } = {}) {
  let now = 0;
  const cache = createTtlCache<string>({
    ttlMs: options.ttlMs ?? 1_000,
    maxEntries: options.maxEntries ?? 10,
    clock: () => new Date(now),
    ...(options.staleMs === undefined ? {} : { staleMs: options.staleMs }),
  });
  let calls = 0;
  const pending: Array<{ resolve: (value: string) => void; reject: (error: Error) => void }> = [];
  const load = () => {
    calls += 1;
    return new Promise<string>((resolve, reject) => pending.push({ resolve, reject }));
  };
  const settle = async (value: string | Error) => {
    const next = pending.shift();
    if (!next) throw new Error('no load is waiting');
    if (value instanceof Error) next.reject(value);
    else next.resolve(value);
    await Promise.resolve();
    await Promise.resolve();
  };
  return {
    cache,
    load,
    settle,
    calls: () => calls,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe('the TTL cache', () => {
  it('shares one load between concurrent misses of a key', async () => {
    const { cache, load, settle, calls } = setup();
    const many = Array.from({ length: 20 }, () => cache.getOrLoad('k', load));
    await settle('v1');
    expect(await Promise.all(many)).toEqual(Array(20).fill('v1'));
    expect(calls()).toBe(1);
  });

  it('serves a fresh entry without loading', async () => {
    const { cache, load, settle, calls, advance } = setup();
    const first = cache.getOrLoad('k', load);
    await settle('v1');
    await first;
    advance(999);
    expect(await cache.getOrLoad('k', load)).toBe('v1');
    expect(calls()).toBe(1);
  });

  it('serves a stale entry at once while one refresh runs, then the refreshed value', async () => {
    const { cache, load, settle, calls, advance } = setup({ ttlMs: 1_000, staleMs: 5_000 });
    const first = cache.getOrLoad('k', load);
    await settle('v1');
    await first;
    advance(2_000);
    const during = await Promise.all(Array.from({ length: 10 }, () => cache.getOrLoad('k', load)));
    expect(during).toEqual(Array(10).fill('v1'));
    expect(calls()).toBe(2);
    await settle('v2');
    expect(await cache.getOrLoad('k', load)).toBe('v2');
    expect(calls()).toBe(2);
  });

  it('keeps the stale entry when a refresh fails, and loads in line once it is too old', async () => {
    const { cache, load, settle, calls, advance } = setup({ ttlMs: 1_000, staleMs: 1_000 });
    const first = cache.getOrLoad('k', load);
    await settle('v1');
    await first;
    advance(1_500);
    expect(await cache.getOrLoad('k', load)).toBe('v1');
    await settle(new Error('database away'));
    expect(await cache.getOrLoad('k', load)).toBe('v1');
    expect(calls()).toBe(3);
    await settle('v2');
    advance(3_000);
    const late = cache.getOrLoad('k', load);
    expect(calls()).toBe(4);
    await settle('v3');
    expect(await late).toBe('v3');
  });

  it('hands a failed load to every waiting caller and keeps nothing', async () => {
    const { cache, load, settle, calls } = setup();
    const waiting = [cache.getOrLoad('k', load), cache.getOrLoad('k', load)];
    await settle(new Error('boom'));
    await expect(Promise.all(waiting)).rejects.toThrow('boom');
    const again = cache.getOrLoad('k', load);
    await settle('v1');
    expect(await again).toBe('v1');
    expect(calls()).toBe(2);
  });

  it('does not keep what a load started before clear() found', async () => {
    const { cache, load, settle, calls } = setup();
    const before = cache.getOrLoad('k', load);
    cache.clear();
    const after = cache.getOrLoad('k', load);
    await settle('old');
    await settle('new');
    expect([await before, await after]).toEqual(['old', 'new']);
    expect(await cache.getOrLoad('k', load)).toBe('new');
    expect(calls()).toBe(2);
  });

  it('evicts the oldest entry beyond its size bound', async () => {
    const { cache, load, settle, calls } = setup({ maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) {
      const loading = cache.getOrLoad(key, load);
      await settle(key);
      await loading;
    }
    const reloaded = cache.getOrLoad('a', load);
    expect(calls()).toBe(4);
    await settle('a2');
    expect(await reloaded).toBe('a2');
    expect(await cache.getOrLoad('c', load)).toBe('c');
  });

  it('is off with a time-to-live of 0: every call loads', async () => {
    const { cache, load, settle, calls } = setup({ ttlMs: 0 });
    const both = [cache.getOrLoad('k', load), cache.getOrLoad('k', load)];
    await settle('v1');
    await settle('v2');
    expect(await Promise.all(both)).toEqual(['v1', 'v2']);
    expect(calls()).toBe(2);
  });
});
