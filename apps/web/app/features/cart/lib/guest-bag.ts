import {
  cartLineKey,
  GUEST_BAG_VERSION,
  parseGuestBag,
  type CartLineView,
} from '@kilau/domain/cart';
import type { BagAddRequest } from '~/lib/bag-actions';
import type { GuestLine } from '~/lib/cart-api';

/**
 * The guest bag in the browser (000 §1, §3 "local storage keys include a guest cart"): the
 * server's own lines (names, prices, combination names as the rule check answered them), a
 * version so that an old shape is dropped rather than misread, and a random `merge_key` that makes
 * the merge on login idempotent (design/the-bag.md decision 8). A store with subscribers, so the header
 * badge, the mini-cart and every tab (the `storage` event) stay in step.
 */

export const GUEST_BAG_KEY = 'kilau.guest-bag';

export type GuestBag = { mergeKey: string; lines: CartLineView[] };

type StoredBag = { version: typeof GUEST_BAG_VERSION; merge_key: string; lines: CartLineView[] };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A random version-4 UUID. */
export function newMergeKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be switched off (private modes, policies): the bag then lives for the page.
    return null;
  }
}

const listeners = new Set<() => void>();
let cache: { raw: string | null; bag: GuestBag } | null = null;
/** Where the bag lives when the browser keeps no storage. */
let memory: string | null = null;

function readRaw(): string | null {
  const store = storage();
  if (!store) return memory;
  try {
    return store.getItem(GUEST_BAG_KEY);
  } catch {
    return memory;
  }
}

function writeRaw(raw: string | null): void {
  memory = raw;
  const store = storage();
  try {
    if (raw === null) store?.removeItem(GUEST_BAG_KEY);
    else store?.setItem(GUEST_BAG_KEY, raw);
  } catch {
    // Full or blocked storage: `memory` keeps the bag for this page.
  }
  for (const listener of [...listeners]) listener();
}

/** The stored bag (a stable object while storage is unchanged, as `useSyncExternalStore` needs). */
export function readGuestBag(): GuestBag {
  const raw = readRaw();
  if (cache && cache.raw === raw) return cache.bag;
  let stored: unknown = null;
  try {
    stored = raw ? JSON.parse(raw) : null;
  } catch {
    stored = null;
  }
  const key = (stored as { merge_key?: unknown } | null)?.merge_key;
  const bag: GuestBag = {
    mergeKey: typeof key === 'string' && UUID.test(key) ? key : newMergeKey(),
    lines: parseGuestBag(stored).lines as unknown as CartLineView[],
  };
  cache = { raw, bag };
  return bag;
}

/** Stores the bag's lines under its merge key; an empty bag is removed. */
export function writeGuestBag(bag: GuestBag): void {
  if (bag.lines.length === 0) {
    writeRaw(null);
    return;
  }
  const stored: StoredBag = {
    version: GUEST_BAG_VERSION,
    merge_key: bag.mergeKey,
    lines: bag.lines,
  };
  writeRaw(JSON.stringify(stored));
}

/**
 * Removes the local copy after a merge, unless the bag in storage is another one by then (a new
 * bag started in another tab keeps its own key and lines).
 */
export function clearGuestBag(mergeKey?: string): void {
  if (mergeKey !== undefined && readGuestBag().mergeKey !== mergeKey) return;
  writeRaw(null);
}

export function subscribeGuestBag(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === GUEST_BAG_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Units in the bag (the header badge). */
export const guestBagCount = (lines: readonly CartLineView[]): number =>
  lines.reduce((sum, line) => sum + line.quantity, 0);

/** One bag entry (design/the-bag.md line key): product, combination, pack, e-gift recipient, promotion. */
const entryKey = (line: CartLineView): string =>
  [
    String(line.id),
    String(line.combination_id),
    cartLineKey({
      is_pack: line.is_pack,
      pack: line.pack_content,
      egift_info: line.egift_info,
      is_special_price: line.is_special_price,
      is_applied_free_product: line.is_applied_free_product,
    }),
  ].join('|');

/** The bag with `line` holding `quantity` units (the rule check's new total). */
export function putGuestLine(lines: readonly CartLineView[], line: CartLineView, quantity: number) {
  const next: CartLineView = {
    ...line,
    id: String(line.id),
    combination_id: String(line.combination_id),
    quantity,
  };
  const key = entryKey(next);
  const index = lines.findIndex((entry) => entryKey(entry) === key);
  return index === -1 ? [...lines, next] : lines.map((entry, i) => (i === index ? next : entry));
}

/** A stored line as the check and merge calls take it. */
export function toGuestLine(line: CartLineView): GuestLine {
  return {
    id: String(line.id),
    combination_id: String(line.combination_id),
    quantity: line.quantity,
    ...(line.is_pack
      ? {
          is_pack: true,
          pack: line.pack_content.map((part) => ({
            product_id: String(part.product_id),
            combination_id: String(part.combination_id),
          })),
        }
      : {}),
    ...(line.egift_info ? { egift_info: line.egift_info } : {}),
  };
}

/** What the shopper asks to add, as a guest line. */
export function guestLineOf(request: BagAddRequest): GuestLine {
  const { product } = request;
  return {
    id: product.id,
    combination_id: product.combination_id,
    quantity: product.quantity,
    ...(product.is_pack ? { is_pack: true, pack: product.pack ?? [] } : {}),
    ...(request.egift_info ? { egift_info: request.egift_info } : {}),
  };
}
