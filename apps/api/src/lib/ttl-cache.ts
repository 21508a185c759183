/**
 * A small in-process cache with a time-to-live and a size bound (oldest entry evicted first).
 * For values that are cheap enough to recompute, such as listing totals; not shared between
 * instances.
 *
 * It never lets a crowd recompute one value (a stampede): concurrent misses of one key share one
 * load, and an entry past its time-to-live is still served for `staleMs` more while a single
 * refresh runs behind it. `clear()` forgets everything, including loads that started before it
 * (their results are handed to their callers but not kept). A time-to-live of 0 turns the cache
 * off: every call loads.
 */
export function createTtlCache<V>(options: {
  ttlMs: number;
  maxEntries: number;
  clock: () => Date;
  /** How long past its time-to-live an entry is served while it refreshes (default: ttlMs). */
  staleMs?: number;
}) {
  const { ttlMs, maxEntries, clock } = options;
  const staleMs = options.staleMs ?? ttlMs;
  const entries = new Map<string, { value: V; expiresAt: number }>();
  const loads = new Map<string, Promise<V>>();
  let generation = 0;

  const keep = (key: string, value: V, now: number) => {
    entries.delete(key);
    entries.set(key, { value, expiresAt: now + ttlMs });
    if (entries.size > maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
  };

  /** One load per key at a time; its value is kept unless the cache was cleared meanwhile. */
  const loadOnce = (key: string, load: () => Promise<V>): Promise<V> => {
    const running = loads.get(key);
    if (running) return running;
    const startedIn = generation;
    const loading = load().then((value) => {
      if (generation === startedIn) keep(key, value, clock().getTime());
      return value;
    });
    const settled = () => {
      if (loads.get(key) === loading) loads.delete(key);
    };
    loading.then(settled, settled);
    loads.set(key, loading);
    return loading;
  };

  return {
    async getOrLoad(key: string, load: () => Promise<V>): Promise<V> {
      if (ttlMs <= 0) return load();
      const now = clock().getTime();
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now) return hit.value;
      if (hit && hit.expiresAt + staleMs > now) {
        // Served stale while one refresh runs; a failed refresh leaves the entry as it was.
        loadOnce(key, load).catch(() => {});
        return hit.value;
      }
      return loadOnce(key, load);
    },
    clear() {
      generation += 1;
      entries.clear();
      loads.clear();
    },
  };
}
