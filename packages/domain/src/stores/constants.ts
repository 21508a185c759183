/** The offline stores (001 §3 point-of-sale store details, §7 `GET {pos}/stores`, §9). */

/** `GET /api/pos/stores` answers at most this many (001 §9: stores 30), and this many by default. */
export const STORES_LIMIT = 30;

/** Weekdays as the stores' hours list them: Monday first (ISO 8601). */
export const STORE_WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type StoreWeekday = (typeof STORE_WEEKDAYS)[number];

/** A wall-clock time of day in WIB, `HH:MM`. */
export const TIME_OF_DAY_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The store self-checkout and the back office's store collection open on (001 §9: store 5). */
export const DEFAULT_STORE_ID = 5;

/**
 * The source a self-checkout cart and its order carry (001 §9 "a store source for self-checkout";
 * 000 §9 "the self-checkout order source filter is the brand's own store source"): the shop's
 * own name, like the original's `sociolla_store`. My-orders shows it as "Kilau Store".
 */
export const STORE_ORDER_SOURCE = 'kilau_store';
