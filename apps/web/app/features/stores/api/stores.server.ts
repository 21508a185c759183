import { STORES_LIMIT, type BarcodeMatch, type Store } from '@kilau/domain/stores';
import type { ApiClient, ApiResult } from '~/lib/api-client.server';

export const STORES_PATH = '/api/pos/stores';

/** The offline stores (`GET /api/pos/stores`, limit 30); null when the API does not answer. */
export async function fetchStores(api: ApiClient): Promise<Store[] | null> {
  const result = await api.get<Store[]>(`${STORES_PATH}?limit=${STORES_LIMIT}`);
  return result.ok ? result.data : null;
}

/** The store a self-checkout link or cookie names, by id or by code (`senopati`); null when none. */
export async function findStore(api: ApiClient, ref: string): Promise<Store | null> {
  const stores = await fetchStores(api);
  return stores?.find((store) => String(store.id) === ref || store.value === ref) ?? null;
}

/** `GET /api/pos/stores/:storeId/barcodes/:code` (docs/design/self-checkout.md "Route"). */
export const lookupBarcode = (
  api: ApiClient,
  storeId: number,
  code: string,
): Promise<ApiResult<BarcodeMatch>> =>
  api.get<BarcodeMatch>(`${STORES_PATH}/${storeId}/barcodes/${encodeURIComponent(code)}`);
