import type { Store, StoreCollectionOrder } from '../types';
import { toAnswer, type Answer } from '~/lib/api-answer';
import type { ApiClient } from '~/lib/api-client.server';

/** The back office's store collection calls (docs/design/store-collection.md). */
const COLLECTION_API = {
  stores: '/api/pos/stores?limit=30',
  verify: '/api/admin/store-collections/verify',
  collect: '/api/admin/store-collections/collect',
  cashier: (storeId: number) => `/api/admin/store-collections/cashier-orders?store_id=${storeId}`,
  paid: (orderId: string) =>
    `/api/admin/store-collections/cashier-orders/${encodeURIComponent(orderId)}/paid`,
} as const;

/** The shop's stores (for the store picker); empty when the API does not answer. */
export async function listCollectionStores(api: ApiClient): Promise<Pick<Store, 'id' | 'name'>[]> {
  const result = await api.get<Store[]>(COLLECTION_API.stores);
  return result.ok ? result.data.map((store) => ({ id: store.id, name: store.name })) : [];
}

/** The store's orders waiting at the cashier; null when the API does not answer. */
export async function listCashierOrders(
  api: ApiClient,
  storeId: number,
): Promise<StoreCollectionOrder[] | null> {
  const result = await api.get<StoreCollectionOrder[]>(COLLECTION_API.cashier(storeId));
  return result.ok ? result.data : null;
}

const post = async <T>(api: ApiClient, url: string, body: object): Promise<Answer<T>> =>
  toAnswer(
    await api.request<T>(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );

export const verifyCollection = (api: ApiClient, body: { token: string; store_id: number }) =>
  post<StoreCollectionOrder>(api, COLLECTION_API.verify, body);

export const collectOrder = (api: ApiClient, body: { token: string; store_id: number }) =>
  post<StoreCollectionOrder>(api, COLLECTION_API.collect, body);

export const markCashierPaid = (api: ApiClient, orderId: string, storeId: number) =>
  post<StoreCollectionOrder>(api, COLLECTION_API.paid(orderId), { store_id: storeId });
