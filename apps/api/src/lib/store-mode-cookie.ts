/** The web's self-checkout mode cookie (`apps/web/app/lib/constants.ts` `STORE_MODE_COOKIE`). */
const STORE_MODE_COOKIE = /(?:^|;\s*)kilau_store=[^;]/;

/**
 * Whether a request comes from a shopper in a store's self-checkout mode: its pages show that
 * store's header and stock, so they are the shopper's own (never kept for other shoppers), and
 * the scanner may compile WebAssembly there (ADR 0048).
 */
export const inStoreMode = (cookieHeader: string | undefined): boolean =>
  STORE_MODE_COOKIE.test(cookieHeader ?? '');
