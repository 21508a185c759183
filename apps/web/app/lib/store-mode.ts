/**
 * Self-checkout mode (issue 23, spec 000 §1–§3): the shopper scans products in one of the shop's
 * stores. The mode lives in a cookie (`kilau_store`, so the server renders it) and in the spec's
 * localStorage keys (`store_id`, `self_checkout_id`).
 */

import {
  STORE_MODE_COOKIE,
  STORE_ORDER_SOURCE,
  storeModeValue,
  type StoreMode,
} from '@kilau/domain/stores';
import { SELF_CHECKOUT_ID_STORAGE_KEY, STORE_ID_STORAGE_KEY } from '~/lib/constants';

/** `Set-Cookie` turning the mode on for the browser session (SameSite=Lax, path /). */
export const storeModeCookie = (mode: StoreMode, { secure }: { secure: boolean }): string =>
  [
    `${STORE_MODE_COOKIE}=${storeModeValue(mode)}`,
    'Path=/',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');

/** `Set-Cookie` turning the mode off. */
export const clearStoreModeCookie = (): string =>
  `${STORE_MODE_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;

/** What every cart call carries in the mode (000 §6: store id and source). */
export const storeCartFields = (mode: Pick<StoreMode, 'storeId'> | null) =>
  mode ? { store_id: mode.storeId, source: STORE_ORDER_SOURCE } : {};

/** Mirrors the mode into localStorage (the spec's keys); null forgets it. */
export function syncStoreModeStorage(mode: StoreMode | null): void {
  try {
    if (mode) {
      window.localStorage.setItem(STORE_ID_STORAGE_KEY, String(mode.storeId));
      window.localStorage.setItem(SELF_CHECKOUT_ID_STORAGE_KEY, mode.selfCheckoutId);
    } else {
      window.localStorage.removeItem(STORE_ID_STORAGE_KEY);
      window.localStorage.removeItem(SELF_CHECKOUT_ID_STORAGE_KEY);
    }
  } catch {
    // Storage can be blocked (private mode); the cookie still carries the mode.
  }
}

/** Turns the mode off in the browser: the cookie and the stored keys. */
export function forgetStoreModeInBrowser(): void {
  document.cookie = clearStoreModeCookie();
  syncStoreModeStorage(null);
}
