import { storeModeFromCookieHeader } from '@kilau/domain/stores';

/**
 * Whether a request comes from a shopper in a store's self-checkout mode (its cookie, read as the
 * web reads it): its pages show that store's header and stock, so they are the shopper's own
 * (never kept for other shoppers), and the scanner may compile WebAssembly there (ADR 0048).
 */
export const inStoreMode = (cookieHeader: string | undefined): boolean =>
  storeModeFromCookieHeader(cookieHeader) !== null;
