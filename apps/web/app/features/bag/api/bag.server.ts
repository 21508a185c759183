import {
  CART_VOUCHER_PAGE_SIZE,
  type BagVoucher,
  type SpecialPriceTile as ApiSpecialPriceTile,
} from '@kilau/domain/cart';
import type { ApiClient } from '~/lib/api-client.server';
import { toQueryString } from '~/lib/query-string';
import { CART_API, type Cart } from '~/lib/cart-api';
import type {
  CartToggles,
  CartVoucher,
  PointsBalance,
  SpecialPriceTile,
  VoucherPage,
} from '../types';

/** Paths the bag page reads beyond the shared `CART_API` (design/the-bag.md "Promotions"). */
export const BAG_API = {
  paperBagVoucher: '/api/cart/vouchers/paper-bag',
} as const;

/** Special prices on the bag page: 5 at a time (000 §9). */
export const SPECIAL_PRICE_PAGE_SIZE = 5;

export type CartRead = { ok: true; cart: Cart } | { ok: false; status: number };

/**
 * The member's bag. A 401 tells the page to send the shopper to log in; any other failure
 * flags the page (000 §8 "Cart fetch error: the order page is flagged").
 */
export async function fetchCart(api: ApiClient): Promise<CartRead> {
  const result = await api.get<Cart>(CART_API.cart, { expectUnauthorized: true });
  if (result.ok && result.data && Array.isArray(result.data.products)) {
    return { ok: true, cart: result.data };
  }
  return { ok: false, status: result.ok ? 502 : result.status };
}

/** Feature toggles; both off when unknown (no voucher gate, no points form). */
export async function fetchToggles(api: ApiClient): Promise<CartToggles> {
  const result = await api.get<Partial<CartToggles>>(CART_API.toggles);
  return {
    cart_verified_only_apply_voucher:
      result.ok && result.data?.cart_verified_only_apply_voucher === true,
    points: result.ok && result.data?.points === true,
  };
}

/** The member's beauty points, or null when the balance cannot be read. */
export async function fetchPoints(api: ApiClient): Promise<PointsBalance | null> {
  const result = await api.get<Partial<PointsBalance>>(CART_API.myPoints);
  if (!result.ok || typeof result.data?.balance !== 'number') return null;
  return {
    balance: result.data.balance,
    point_value: typeof result.data.point_value === 'number' ? result.data.point_value : 1000,
  };
}

/** The paper-bag voucher offered with the bag, or null when there is none. */
export async function fetchPaperBagVoucher(api: ApiClient): Promise<CartVoucher | null> {
  const result = await api.get<BagVoucher | null>(BAG_API.paperBagVoucher);
  return result.ok && result.data?._id ? result.data : null;
}

/**
 * Special prices for this bag (filter cart_id, limit 5). Deferred data never throws: a failure
 * is an empty list (000 §8, list failures are emptied silently).
 */
export async function fetchSpecialPrices(
  api: ApiClient,
  cartId: string,
  skip = 0,
): Promise<SpecialPriceTile[]> {
  const query = toQueryString({
    'filter[cart_id]': cartId,
    skip,
    limit: SPECIAL_PRICE_PAGE_SIZE,
  });
  const result = await api.get<ApiSpecialPriceTile[]>(`${CART_API.specialPrices}${query}`);
  return result.ok && Array.isArray(result.data) ? result.data : [];
}

/** One page of the member's vouchers for this bag (skip, limit 10, filter cart_id; 000 §7). */
export async function fetchVoucherPage(
  api: ApiClient,
  cartId: string | null,
  page: number,
): Promise<VoucherPage> {
  const current = Number.isInteger(page) && page > 0 ? page : 1;
  const query = toQueryString({
    skip: (current - 1) * CART_VOUCHER_PAGE_SIZE,
    limit: CART_VOUCHER_PAGE_SIZE,
    'filter[cart_id]': cartId,
  });
  const result = await api.get<BagVoucher[]>(`${CART_API.vouchers}${query}`);
  if (!result.ok || !Array.isArray(result.data)) {
    return { vouchers: [], total: 0, page: current, ok: false };
  }
  return {
    vouchers: result.data,
    total: result.meta.total ?? result.data.length,
    page: current,
    ok: true,
  };
}

const sameCode = (a: string, b: string) => a.toUpperCase() === b.toUpperCase();

/** How many of the member's vouchers the promo detail looks through for a code (the API's max). */
const PROMO_LOOKUP_LIMIT = 50;

/**
 * The promo detail for `?promo=<code>`: the voucher with that code among the member's running
 * vouchers for this bag, or the paper-bag voucher; null when none matches.
 */
export async function fetchPromoDetail(
  api: ApiClient,
  cartId: string | null,
  code: string,
  paperBag: CartVoucher | null,
): Promise<CartVoucher | null> {
  if (paperBag && sameCode(paperBag.code, code)) return paperBag;
  const query = toQueryString({
    skip: 0,
    limit: PROMO_LOOKUP_LIMIT,
    'filter[cart_id]': cartId,
  });
  const result = await api.get<BagVoucher[]>(`${CART_API.vouchers}${query}`);
  if (!result.ok || !Array.isArray(result.data)) return null;
  return result.data.find((voucher) => sameCode(voucher.code, code)) ?? null;
}
