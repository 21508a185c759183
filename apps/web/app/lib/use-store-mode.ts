import { useRouteLoaderData } from 'react-router';
import type { StoreMode } from '@kilau/domain/stores';

/** The mode as the root loader read it from the cookie, with the store's name for the header. */
export type ActiveStoreMode = StoreMode & { storeName: string };

/** Self-checkout mode of the current page, or null (the root loader's `storeMode`). */
export function useStoreMode(): ActiveStoreMode | null {
  const data = useRouteLoaderData('root') as { storeMode?: ActiveStoreMode | null } | undefined;
  return data?.storeMode ?? null;
}
