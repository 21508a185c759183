import { useRouteLoaderData } from 'react-router';
import type { Store, StoreMode } from '@kilau/domain/stores';

/**
 * The mode as the root loader read it from the cookie, with what the store header shows of the
 * store: its name, address, today's hours (WIB) and whether it is open now.
 */
export type ActiveStoreMode = StoreMode & {
  storeName: string;
  address: string;
  today: Store['today'];
  openNow: boolean;
};

/** The header's view of the mode's store (the root loader's `storeMode`). */
export const activeStoreMode = (mode: StoreMode, store: Store): ActiveStoreMode => ({
  ...mode,
  storeName: store.name,
  address: store.address,
  today: store.today,
  openNow: store.open_now,
});

/** Self-checkout mode of the current page, or null (the root loader's `storeMode`). */
export function useStoreMode(): ActiveStoreMode | null {
  const data = useRouteLoaderData('root') as { storeMode?: ActiveStoreMode | null } | undefined;
  return data?.storeMode ?? null;
}
