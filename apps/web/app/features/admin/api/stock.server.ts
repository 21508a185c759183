import type { StockAdjustmentInput } from '@kilau/domain/admin';
import { toAnswer, type Answer } from '~/lib/api-answer';
import type { ApiClient } from '~/lib/api-client.server';
import type { Brand, Category, StockMovement, StockRow } from '../types';

/** The stock ledger's, brands' and categories' API (docs/design/back-office.md). */
export const STOCK_API = {
  stock: '/api/admin/stock',
  adjustments: '/api/admin/stock/adjustments',
  movements: (id: number) => `/api/admin/stock/${id}/movements`,
  brands: '/api/admin/brands',
  brand: (id: number) => `/api/admin/brands/${id}`,
  brandLogo: (id: number) => `/api/admin/brands/${id}/logo`,
  categories: '/api/admin/categories',
  category: (id: number) => `/api/admin/categories/${id}`,
} as const;

export type StockQuery = { q: string; low: boolean; out: boolean; skip: number; limit: number };

/** One page of combinations with their stock; null when the API does not answer. */
export async function listStock(
  api: ApiClient,
  query: StockQuery,
): Promise<{ rows: StockRow[]; total: number | null } | null> {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.low) params.set('low', '1');
  if (query.out) params.set('out', '1');
  params.set('skip', String(query.skip));
  params.set('limit', String(query.limit));
  const result = await api.get<StockRow[]>(`${STOCK_API.stock}?${params}`);
  return result.ok ? { rows: result.data, total: result.meta.total ?? null } : null;
}

/** A combination's ledger, newest first (the latest 50); null when it cannot be read. */
export async function listMovements(api: ApiClient, id: number): Promise<StockMovement[] | null> {
  const result = await api.get<StockMovement[]>(`${STOCK_API.movements(id)}?limit=50`);
  return result.ok ? result.data : null;
}

export async function adjustStock(
  api: ApiClient,
  input: StockAdjustmentInput,
): Promise<Answer<StockRow>> {
  return toAnswer(await api.post<StockRow>(STOCK_API.adjustments, input));
}

export async function listBrands(api: ApiClient): Promise<Brand[] | null> {
  const result = await api.get<Brand[]>(STOCK_API.brands);
  return result.ok ? result.data : null;
}

export async function listCategories(api: ApiClient): Promise<Category[] | null> {
  const result = await api.get<Category[]>(STOCK_API.categories);
  return result.ok ? result.data : null;
}

const patch = <T>(api: ApiClient, path: string, body: object) =>
  api
    .request<T>(path, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })
    .then(toAnswer);

export const createBrand = async (api: ApiClient, input: object) =>
  toAnswer(await api.post<Brand>(STOCK_API.brands, input));
export const updateBrand = (api: ApiClient, id: number, input: object) =>
  patch<Brand>(api, STOCK_API.brand(id), input);
export const createCategory = async (api: ApiClient, input: object) =>
  toAnswer(await api.post<Category>(STOCK_API.categories, input));
export const updateCategory = (api: ApiClient, id: number, input: object) =>
  patch<Category>(api, STOCK_API.category(id), input);

/** A brand's logo file, passed on to the API as the multipart body it reads. */
export async function uploadBrandLogo(api: ApiClient, id: number, file: File) {
  const body = new FormData();
  body.set('logo', file, file.name || 'logo');
  return toAnswer(await api.request<Brand>(STOCK_API.brandLogo(id), { method: 'POST', body }));
}
