import type {
  AdminProduct,
  AdminProductImage,
  AdminProductRow,
  CatalogueOptions,
  ProductBulkAction,
  ProductCreateInput,
  ProductImagesUpdateInput,
  ProductUpdateInput,
} from '@kilau/domain/admin';
import { toAnswer, type Answer } from '~/lib/api-answer';
import type { ApiClient } from '~/lib/api-client.server';
import { ADMIN_API } from './admin-paths';

export type ProductPage = { rows: AdminProductRow[]; total: number };

/** One page of the products list for `query` (the list's own query string); null when down. */
export async function listProducts(
  api: ApiClient,
  query: URLSearchParams,
): Promise<ProductPage | null> {
  const result = await api.get<AdminProductRow[]>(`${ADMIN_API.products}?${query}`);
  return result.ok ? { rows: result.data, total: result.meta.total ?? result.data.length } : null;
}

export async function catalogueOptions(api: ApiClient): Promise<CatalogueOptions | null> {
  const result = await api.get<CatalogueOptions>(ADMIN_API.catalogueOptions);
  return result.ok ? result.data : null;
}

/** The product, or the API's status (404, 401…) when it does not answer it. */
export async function getProduct(api: ApiClient, id: number): Promise<Answer<AdminProduct>> {
  return toAnswer(await api.get<AdminProduct>(ADMIN_API.product(id)));
}

export async function createProduct(
  api: ApiClient,
  input: ProductCreateInput,
): Promise<Answer<AdminProduct>> {
  return toAnswer(await api.post<AdminProduct>(ADMIN_API.products, input));
}

/** A change at the `version` the form was read at: a stale one is a 409 with `current`. */
export async function updateProduct(
  api: ApiClient,
  id: number,
  input: ProductUpdateInput,
): Promise<Answer<AdminProduct> & { current?: AdminProduct }> {
  const result = await api.request<AdminProduct>(ADMIN_API.product(id), {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(input),
  });
  const answer = toAnswer(result);
  if (!result.ok && result.status === 409) {
    const current = (result.data as { current?: AdminProduct } | undefined)?.current;
    return current ? { ...answer, current } : answer;
  }
  return answer;
}

export async function bulkProducts(
  api: ApiClient,
  ids: number[],
  action: ProductBulkAction,
): Promise<Answer<{ changed: number[] }>> {
  return toAnswer(await api.post<{ changed: number[] }>(ADMIN_API.productsBulk, { ids, action }));
}

/** The picture as the browser sent it (with `alt`, `kind`, `combination_id` fields first). */
export async function uploadProductImage(
  api: ApiClient,
  id: number,
  form: FormData,
): Promise<Answer<AdminProductImage[]>> {
  return toAnswer(
    await api.request<AdminProductImage[]>(ADMIN_API.productImages(id), {
      method: 'POST',
      body: form,
    }),
  );
}

export async function updateProductImages(
  api: ApiClient,
  id: number,
  input: ProductImagesUpdateInput,
): Promise<Answer<AdminProductImage[]>> {
  return toAnswer(
    await api.request<AdminProductImage[]>(ADMIN_API.productImages(id), {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(input),
    }),
  );
}

export async function deleteProductImage(
  api: ApiClient,
  id: number,
  imageId: number,
): Promise<Answer<AdminProductImage[]>> {
  return toAnswer(await api.delete<AdminProductImage[]>(ADMIN_API.productImage(id, imageId)));
}
