/**
 * The bag as the cart API answers it (design/the-bag.md "The contract"; 000 §3 Cart, Totals, Cart item).
 * Shared by the add-to-bag flows, the mini-cart (`features/cart`) and the bag page (`features/bag`).
 */

import type {
  CartEgiftInfo,
  CartLineView,
  CartTotalsView,
  CartView,
  FreeProduct,
} from '@kilau/domain/cart';

export type { AppliedVoucher, CartEgiftInfo, CartPackItem, FreeProduct } from '@kilau/domain/cart';

/** A line of a stored bag: it always has its id (only the guest check answers `_id: null`). */
export type CartLine = CartLineView & { _id: string };
export type Cart = Omit<CartView, 'products'> & { products: CartLine[] };
export type CartTotals = CartTotalsView<FreeProduct>;

/** A line of the guest bag kept in the browser, as the check and merge calls take it. */
export type GuestLine = {
  id: string;
  combination_id: string;
  quantity: number;
  is_pack?: boolean;
  pack?: { product_id: string; combination_id: string }[];
  egift_info?: CartEgiftInfo;
};

/** The cart API's paths (prefix `/api/cart`). */
export const CART_API = {
  count: '/api/cart/user/me/carts/count',
  cart: '/api/cart/user/me/carts',
  add: '/api/cart/carts',
  check: '/api/cart/carts/check',
  merge: '/api/cart/user/me/carts/merge',
  reorder: '/api/cart/carts/reorder',
  vouchers: '/api/cart/vouchers',
  voucher: '/api/cart/user/me/carts/voucher',
  paperBag: '/api/cart/user/me/carts/paper-bag',
  points: '/api/cart/user/me/carts/points',
  myPoints: '/api/cart/user/me/points',
  specialPrices: '/api/cart/special-prices',
  toggles: '/api/cart/toggles',
} as const;
