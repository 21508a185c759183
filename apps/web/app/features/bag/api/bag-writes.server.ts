import type { ApiClient, ApiResult } from '~/lib/api-client.server';
import { CART_API, type Cart } from '~/lib/cart-api';

/** The bag page's writes, one per call of design/the-bag.md (the action decides which and when). */

export type LineRef = {
  cartId: string;
  lineId: string;
  productId: string;
  combinationId: string;
  quantity: number;
};

const lineProduct = (line: LineRef) => ({
  _id: line.lineId,
  id: line.productId,
  combination_id: line.combinationId,
  quantity: line.quantity,
});

/** `DELETE` with a JSON body (the voucher and points removals take one). */
const deleteWithBody = <T>(api: ApiClient, path: string, body: unknown) =>
  api.request<T>(path, {
    method: 'DELETE',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

/** Sets a line's quantity (`action: 'add'` sets it, 1…limit). */
export const updateLineQuantity = (api: ApiClient, line: LineRef): Promise<ApiResult<Cart>> =>
  api.post<Cart>(CART_API.cart, { id: line.cartId, action: 'add', product: lineProduct(line) });

export const removeLine = (api: ApiClient, line: LineRef): Promise<ApiResult<Cart>> =>
  api.post<Cart>(CART_API.cart, { id: line.cartId, action: 'delete', product: lineProduct(line) });

export const redeemVoucher = (api: ApiClient, code: string) =>
  api.post<Cart>(CART_API.voucher, { voucher_code: code });

export const removeVoucher = (api: ApiClient, input: { voucherId: string; cartId: string }) =>
  deleteWithBody<Cart>(api, CART_API.voucher, { voucher_id: input.voucherId, _id: input.cartId });

export const addPaperBag = (api: ApiClient, voucherId: string) =>
  api.post<Cart>(CART_API.paperBag, { voucher_id: voucherId });

export const removePaperBag = (api: ApiClient) => api.delete<Cart>(CART_API.paperBag);

export const redeemPoints = (api: ApiClient, points: number) =>
  api.post<Cart>(CART_API.points, { points });

export const removePoints = (api: ApiClient, input: { points: number; cartId: string }) =>
  deleteWithBody<Cart>(api, CART_API.points, { points: input.points, _id: input.cartId });

/** Adds a special-price product (one unit) to the bag; the API checks it still applies. */
export const addSpecialPriceProduct = (
  api: ApiClient,
  input: { productId: string; combinationId: string; specialPriceVoucherId: string },
) =>
  api.post<{ _id: string; count: number }>(CART_API.add, {
    product: {
      id: input.productId,
      combination_id: input.combinationId,
      quantity: 1,
      is_special_price: true,
      special_price_voucher_id: input.specialPriceVoucherId,
    },
    action: 'add',
    reference: { route: 'Order', location_type: 'special_price' },
  });
