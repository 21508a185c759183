/** The offline stores (001 §3 point-of-sale store details, §7 `GET {pos}/stores`, §9). */

/** `GET /api/pos/stores` answers at most this many (001 §9: stores 30), and this many by default. */
export const STORES_LIMIT = 30;

/** Weekdays as the stores' hours list them: Monday first (ISO 8601). */
export const STORE_WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type StoreWeekday = (typeof STORE_WEEKDAYS)[number];

/** A wall-clock time of day in WIB, `HH:MM`. */
export const TIME_OF_DAY_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * The cart's `source` in a store's self-checkout mode (000 §1, 001 §6): the brand's own store
 * source, also the order-source filter of self-checkout orders.
 */
export const STORE_CART_SOURCE = 'sociolla_store';
