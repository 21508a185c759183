import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCatalogueChanges, type CatalogueChange } from './catalogue-changes';

const log = pino({ level: 'silent' });
const open: Array<() => void> = [];
afterEach(() => {
  for (const close of open.splice(0).reverse()) close();
});

/** A shop's key prefix on the shared Redis: its channel is `<prefix>kilau:catalogue:changed`. */
const newPrefix = () => `kilau-test-${randomBytes(4).toString('hex')}:`;

/** A Redis client of the shop under `prefix` (the listeners filter by sender). */
function redisClient(prefix: string) {
  const redis = new Redis('redis://127.0.0.1:6379', { keyPrefix: prefix, maxRetriesPerRequest: 1 });
  open.push(() => redis.disconnect());
  return redis;
}

const heard = () => {
  const changes: CatalogueChange[] = [];
  return { changes, listener: (change: CatalogueChange) => void changes.push(change) };
};

describe('the catalogue-change signal', () => {
  it('tells this process’s caches once, deduplicated, and purges guests’ pages', async () => {
    const purge = vi.fn(async () => undefined);
    const changes = createCatalogueChanges({ redis: undefined, log, purgePages: purge });
    const here = heard();
    const unsubscribe = changes.subscribe(here.listener);
    await changes.changed({ products: [3, 3, 7] }, 'price');
    expect(here.changes).toEqual([{ products: [3, 7] }]);
    expect(purge).toHaveBeenCalledWith('price');
    unsubscribe();
    await changes.changed({ everything: true });
    expect(here.changes).toHaveLength(1);
  });

  it('a listener that throws does not stop the others', async () => {
    const changes = createCatalogueChanges({ redis: undefined, log });
    const here = heard();
    changes.subscribe(() => {
      throw new Error('broken cache');
    });
    changes.subscribe(here.listener);
    await changes.changed({ everything: true });
    expect(here.changes).toEqual([{ everything: true }]);
  });

  it('reaches another instance through Redis, and not its sender twice nor another shop', async () => {
    const prefix = newPrefix();
    const a = createCatalogueChanges({ redis: redisClient(prefix), log });
    const b = createCatalogueChanges({ redis: redisClient(prefix), log });
    const other = createCatalogueChanges({ redis: redisClient(newPrefix()), log });
    open.push(
      () => a.close(),
      () => b.close(),
      () => other.close(),
    );
    const atA = heard();
    const atB = heard();
    const atOther = heard();
    a.subscribe(atA.listener);
    b.subscribe(atB.listener);
    other.subscribe(atOther.listener);
    // The subscriptions are made on connect; a change sent before them would be missed.
    await vi.waitFor(async () => {
      await a.changed({ products: [42] });
      expect(atB.changes.length).toBeGreaterThan(0);
    });
    expect(atB.changes.at(-1)).toEqual({ products: [42] });
    expect(atA.changes.every((change) => change.products?.[0] === 42)).toBe(true);
    const before = atA.changes.length;
    await b.changed({ everything: true });
    await vi.waitFor(() => expect(atA.changes).toHaveLength(before + 1));
    expect(atA.changes.at(-1)).toEqual({ everything: true });
    // A shop under another prefix on the same Redis heard none of it.
    expect(atOther.changes).toEqual([]);
  });

  it('ignores a message on the channel that is not a change', async () => {
    const prefix = newPrefix();
    const redis = redisClient(prefix);
    const b = createCatalogueChanges({ redis: redisClient(prefix), log });
    open.push(() => b.close());
    const atB = heard();
    b.subscribe(atB.listener);
    const a = createCatalogueChanges({ redis, log });
    open.push(() => a.close());
    await vi.waitFor(async () => {
      await a.changed({ products: [1] });
      expect(atB.changes.length).toBeGreaterThan(0);
    });
    const channel = `${prefix}kilau:catalogue:changed`;
    await redis.publish(channel, 'not json');
    await redis.publish(channel, JSON.stringify({ from: 'x', change: null }));
    await redis.publish(
      channel,
      JSON.stringify({ from: 'x', change: { products: ['1; drop', 5] } }),
    );
    await vi.waitFor(() => expect(atB.changes.at(-1)).toEqual({ products: [5] }));
    // Everything heard is either the warm-up change or the one well-formed message's numbers.
    for (const change of atB.changes) expect([[1], [5]]).toContainEqual(change.products);
  });
});
