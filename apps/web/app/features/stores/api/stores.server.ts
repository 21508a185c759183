import { STORES_LIMIT, type Store } from '@kilau/domain/stores';
import type { ApiClient } from '~/lib/api-client.server';

export const STORES_PATH = '/api/pos/stores';

/** The offline stores (`GET /api/pos/stores`, limit 30); null when the API does not answer. */
export async function fetchStores(api: ApiClient): Promise<Store[] | null> {
  const result = await api.get<Store[]>(`${STORES_PATH}?limit=${STORES_LIMIT}`);
  return result.ok ? result.data : null;
}
