/**
 * Shell constants from the specs (000 §8–9, 001 §8–9).
 * TEMPORARY HOME: these belong in `@kilau/domain/shared`; another engineer is adding them there.
 * When they land, the lead switches the imports and deletes this file's duplicates.
 */

/** Toasts last 3333 ms, top-centre, one at a time. */
export const TOAST_DURATION_MS = 3333;
/** Desktop is a viewport width strictly above this many pixels; otherwise mobile. */
export const DESKTOP_BREAKPOINT_PX = 991;
/** Resize events are debounced by this much before the desktop flag is recomputed. */
export const RESIZE_DEBOUNCE_MS = 150;
/** The scroll-to-top button appears once the page has scrolled more than this. */
export const SCROLL_TO_TOP_THRESHOLD_PX = 340;
/** Free shipping from this order amount (rupiah). Spec 000 §9 `freeShippingLimit`. */
export const FREE_SHIPPING_LIMIT = 200_000;

/** localStorage key that remembers apps mode (spec 000 §3, 001 §3). */
export const APPS_MODE_STORAGE_KEY = 'apps_mode';
/** Cookie that carries the chosen language so the server renders it; kept one year. */
export const LANGUAGE_COOKIE = 'lang';
export const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
