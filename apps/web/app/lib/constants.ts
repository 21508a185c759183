/**
 * Web-only shell constants. Rules and the spec's constants (toast duration, breakpoints, free
 * shipping limit, …) come from `@kilau/domain/shared`.
 */

/** localStorage key that remembers apps mode (spec 000 §3, 001 §3). */
export const APPS_MODE_STORAGE_KEY = 'apps_mode';
/** Cookie that carries the chosen language so the server renders it; kept one year. */
export const LANGUAGE_COOKIE = 'lang';
export const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
/** localStorage keys of self-checkout mode (spec 000 §3: self-checkout id, store id). */
export const SELF_CHECKOUT_ID_STORAGE_KEY = 'self_checkout_id';
export const STORE_ID_STORAGE_KEY = 'store_id';
