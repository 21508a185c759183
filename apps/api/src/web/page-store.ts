import type { Redis } from 'ioredis';

/**
 * A guest's page as the page cache keeps it: the render's headers and its body cut at every
 * place the render's CSP nonce stood, so each answer joins the parts with its own fresh nonce
 * (ADR 0027). Only pages the policy marks public are ever stored (page-cache.ts).
 */
export interface StoredPage {
  /** The render's headers (content type and the like); never `set-cookie`. */
  headers: Array<[string, string]>;
  /** The body (UTF-8), split where the render's nonce stood. */
  parts: Buffer[];
  /** The parts' total length in bytes. */
  length: number;
  /** When it was rendered (ms since the epoch). */
  storedAt: number;
}

/**
 * Where pages are kept: this process's memory, or Redis shared by every instance. `generation`
 * names the state of the catalogue a lookup saw: a page rendered from it is kept only if no purge
 * happened in between (`set` with a stale generation keeps nothing).
 */
export interface PageStore {
  get(key: string): Promise<{ page: StoredPage | undefined; generation: number }>;
  set(key: string, page: StoredPage, generation: number): Promise<void>;
  /** Forgets every page (and makes loads that started before it keep nothing). */
  purge(): Promise<void>;
}

const pageBytes = (key: string, page: StoredPage) =>
  key.length * 2 +
  page.length +
  page.headers.reduce((sum, [name, value]) => sum + (name.length + value.length) * 2, 0);

/**
 * In this process, bounded by size: the least recently used pages go first once the pages'
 * bodies and headers pass `maxBytes`. An entry lives `ttlMs` (fresh and
 * stale time together).
 */
export function createMemoryPageStore(options: {
  maxBytes: number;
  ttlMs: number;
  clock: () => Date;
}): PageStore & { readonly bytes: number; readonly size: number } {
  const { maxBytes, ttlMs, clock } = options;
  const entries = new Map<string, { page: StoredPage; bytes: number }>();
  let bytes = 0;
  let generation = 0;

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  };

  return {
    get bytes() {
      return bytes;
    },
    get size() {
      return entries.size;
    },
    async get(key) {
      const entry = entries.get(key);
      if (!entry) return { page: undefined, generation };
      if (entry.page.storedAt + ttlMs <= clock().getTime()) {
        drop(key);
        return { page: undefined, generation };
      }
      // Most recently used last.
      entries.delete(key);
      entries.set(key, entry);
      return { page: entry.page, generation };
    },
    async set(key, page, seen) {
      if (seen !== generation) return;
      const size = pageBytes(key, page);
      if (size > maxBytes) return;
      drop(key);
      entries.set(key, { page, bytes: size });
      bytes += size;
      for (const oldest of entries.keys()) {
        if (bytes <= maxBytes) break;
        drop(oldest);
      }
    },
    async purge() {
      generation += 1;
      entries.clear();
      bytes = 0;
    },
  };
}

/** A page as Redis keeps it (JSON: the parts as text). */
type SerializedPage = { headers: Array<[string, string]>; parts: string[]; storedAt: number };

const GENERATION_KEY = 'kilau:page-cache:generation';
const PAGE_PREFIX = 'kilau:page-cache:page:';

/**
 * In Redis, shared by every instance. Each page is one key with a time-to-live; a purge raises
 * a generation counter instead of deleting keys, and a page stored under an older generation is
 * not served (it expires on its own). One round trip per lookup (`MGET` of the generation and
 * the page). Redis being down makes every lookup a miss; pages are then rendered as without a
 * cache.
 */
export function createRedisPageStore(options: {
  redis: Redis;
  ttlMs: number;
  /** Pages larger than this are not stored. */
  maxPageBytes: number;
}): PageStore {
  const { redis, ttlMs, maxPageBytes } = options;
  return {
    async get(key) {
      const [generation, stored] = await redis.mget(GENERATION_KEY, PAGE_PREFIX + key);
      const current = Number(generation ?? 0);
      if (!stored) return { page: undefined, generation: current };
      const entry = JSON.parse(stored) as { generation: number; page: SerializedPage };
      if (entry.generation !== current) return { page: undefined, generation: current };
      const parts = entry.page.parts.map((part) => Buffer.from(part, 'utf8'));
      const page: StoredPage = {
        headers: entry.page.headers,
        parts,
        length: parts.reduce((sum, part) => sum + part.length, 0),
        storedAt: entry.page.storedAt,
      };
      return { page, generation: current };
    },
    async set(key, page, generation) {
      const serialized: SerializedPage = {
        headers: page.headers,
        parts: page.parts.map((part) => part.toString('utf8')),
        storedAt: page.storedAt,
      };
      const value = JSON.stringify({ generation, page: serialized });
      if (Buffer.byteLength(value) > maxPageBytes) return;
      await redis.set(PAGE_PREFIX + key, value, 'PX', ttlMs);
    },
    async purge() {
      await redis.incr(GENERATION_KEY);
    },
  };
}
