/**
 * A small in-process cache with a time-to-live and a size bound (oldest entry evicted first).
 * For cheap-to-recompute values only, such as listing totals; not shared between instances.
 */
export function createTtlCache<V>(options: {
  ttlMs: number;
  maxEntries: number;
  clock: () => Date;
}) {
  const entries = new Map<string, { value: V; expiresAt: number }>();
  return {
    async getOrLoad(key: string, load: () => Promise<V>): Promise<V> {
      const now = options.clock().getTime();
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now) return hit.value;
      const value = await load();
      entries.delete(key);
      entries.set(key, { value, expiresAt: now + options.ttlMs });
      if (entries.size > options.maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      return value;
    },
    clear() {
      entries.clear();
    },
  };
}
