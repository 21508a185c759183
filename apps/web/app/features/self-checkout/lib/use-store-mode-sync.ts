import { useEffect, useRef } from 'react';
import { useLocation, useRevalidator } from 'react-router';
import { clearsSelfCheckoutFlag, routeNameForPath } from '@kilau/domain/shared';
import { useApiClient } from '~/lib/api-client';
import { STORE_CART_PATH } from '../api/store-cart';
import type { StoreMode } from '@kilau/domain/stores';
import { forgetStoreModeInBrowser, syncStoreModeStorage } from '~/lib/store-mode';

/**
 * Keeps self-checkout mode in the browser in step with the page (root): localStorage mirrors the
 * cookie the server read, and a navigation that leaves the mode's pages (`clearsSelfCheckoutFlag`:
 * from self-checkout, order, midtrans-failed or a product page to any other page) turns the mode
 * off — the cookie, the stored keys and the bag's store (`DELETE /api/cart/user/me/carts/store`).
 */
export function useStoreModeSync(mode: StoreMode | null): void {
  const location = useLocation();
  const api = useApiClient();
  const revalidator = useRevalidator();
  const previous = useRef(location.pathname);
  const storeId = mode?.storeId ?? null;
  const selfCheckoutId = mode?.selfCheckoutId ?? null;

  useEffect(() => {
    syncStoreModeStorage(
      storeId === null ? null : { storeId, selfCheckoutId: selfCheckoutId ?? '' },
    );
  }, [storeId, selfCheckoutId]);

  useEffect(() => {
    const from = previous.current;
    const to = location.pathname;
    previous.current = to;
    if (storeId === null || from === to) return;
    if (!clearsSelfCheckoutFlag(from, to, routeNameForPath(to) ?? '')) return;
    forgetStoreModeInBrowser();
    void api.delete(STORE_CART_PATH, { expectUnauthorized: true }).finally(() => {
      void revalidator.revalidate();
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs on path changes only
  }, [location.pathname]);
}
