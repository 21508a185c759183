import { toAnswer, type Answer } from '~/lib/api-answer';
import type { ApiClient } from '~/lib/api-client.server';

/** A combination's stock in one store, as `GET /api/admin/stores/:storeId/stock` lists it. */
export type StoreStockRow = {
  combination_id: number;
  product_id: number;
  product_name: string;
  sku: string;
  barcode: string | null;
  quantity: number;
};

/** The back office's store stock calls (docs/design/store-stock.md; permission `stock.write`). */
export const STORE_STOCK_API = {
  list: (storeId: number) => `/api/admin/stores/${storeId}/stock`,
  adjust: (storeId: number, combinationId: number) =>
    `/api/admin/stores/${storeId}/stock/${combinationId}/adjust`,
} as const;

export type StoreStockQuery = { q: string; skip: number; limit: number };

/** One page of a store's stock; null when the API does not answer. */
export async function listStoreStock(
  api: ApiClient,
  storeId: number,
  query: StoreStockQuery,
): Promise<{ rows: StoreStockRow[]; total: number | null } | null> {
  const params = new URLSearchParams({ skip: String(query.skip), limit: String(query.limit) });
  if (query.q) params.set('q', query.q);
  const result = await api.get<StoreStockRow[]>(`${STORE_STOCK_API.list(storeId)}?${params}`);
  return result.ok ? { rows: result.data, total: result.meta.total ?? null } : null;
}

/** Sets a store's stock of a combination to the figure counted, with the reason (audited). */
export async function countStoreStock(
  api: ApiClient,
  storeId: number,
  combinationId: number,
  body: { quantity: number; reason: string },
): Promise<Answer<StoreStockRow>> {
  return toAnswer(
    await api.request<StoreStockRow>(STORE_STOCK_API.adjust(storeId, combinationId), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );
}
