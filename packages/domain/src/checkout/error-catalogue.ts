import type { MessageCode } from '../messages';
import { BANNER_FETCH_RETRIES } from '../engagement/constants';
import { ORDER_PATHS } from './constants';

/** What the shop does in each error situation of 000 §8. */
export type ErrorHandling = {
  /** Toast or inline message; null when the failure is silent. */
  message: MessageCode | null;
  /** Use the server's `message` when it sent one (add to cart). */
  preferServerMessage?: boolean;
  /** Where to go, when the situation navigates. */
  redirect?: string;
  /** Flag to clear in the caller's state. */
  clears?: 'processing' | 'loading';
  /** Other effects the caller performs. */
  effect?: 'confirm' | 'empty_list' | 'flag_order_page' | 'retry' | 'fallback_image';
  retries?: number;
};

export const SHOP_ERROR_CATALOGUE = {
  wishlist_failed: { message: 'generic_retry', clears: 'processing' },
  add_to_cart_failed: { message: 'generic_retry', preferServerMessage: true, clears: 'loading' },
  voucher_failed: { message: 'system_error' },
  notify_me_failed: { message: 'system_error' },
  egift_with_other_items: { message: 'cart_egift_alone' },
  preorder_delivery_date: { message: 'cart_preorder_delivery_date' },
  preorder_mixed: { message: 'cart_preorder_mix_confirm', effect: 'confirm' },
  server_error: { message: 'server_error' },
  card_delete_failed: { message: 'server_error' },
  upload_failed: { message: 'server_error' },
  price_mismatch: { message: 'price_mismatch', redirect: ORDER_PATHS.bag },
  out_of_stock: { message: 'out_of_stock', redirect: ORDER_PATHS.bag },
  out_of_stock_preorder: { message: 'out_of_stock', redirect: ORDER_PATHS.preorderFailed },
  stock_changed: { message: 'stock_changed', redirect: ORDER_PATHS.bag },
  invalid_address: { message: 'invalid_address', redirect: ORDER_PATHS.shipping },
  payment_change_rejected: { message: 'payment_change_once' },
  order_call_failed: { message: 'order_call_failed' },
  order_list_unauthorized: { message: 'login_required' },
  unknown_order_error: { message: null, redirect: ORDER_PATHS.sorry },
  address_saved: { message: 'address_saved' },
  address_deleted: { message: 'address_deleted' },
  address_failed: { message: 'generic_retry' },
  cart_fetch_failed: { message: null, effect: 'flag_order_page' },
  insufficient_points: { message: 'insufficient_points' },
  banner_fetch_failed: { message: null, effect: 'retry', retries: BANNER_FETCH_RETRIES },
  list_failed: { message: null, effect: 'empty_list' },
  image_load_failed: { message: null, effect: 'fallback_image' },
} as const satisfies Record<string, ErrorHandling>;

export type ShopErrorSituation = keyof typeof SHOP_ERROR_CATALOGUE;

/** The text to show for a situation: the server message where preferred and present. */
export function shopErrorMessage(
  situation: ShopErrorSituation,
  serverMessage?: string | null,
): { code: MessageCode } | { text: string } | null {
  const handling: ErrorHandling = SHOP_ERROR_CATALOGUE[situation];
  if (handling.preferServerMessage && serverMessage && serverMessage.trim() !== '') {
    return { text: serverMessage };
  }
  return handling.message ? { code: handling.message } : null;
}

/** Server error codes the API answers with, mapped to their situation (stable, the spec's own). */
export const ERROR_CODE_SITUATIONS: Record<string, ShopErrorSituation> = {
  price_mismatch: 'price_mismatch',
  out_of_stock: 'out_of_stock',
  invalid_address: 'invalid_address',
  INSUFFICIENT_POINTS: 'insufficient_points',
};

/** The generic toast shows 'Error' when given no content (000 §8). */
export const toastContent = (content: string | null | undefined): string =>
  content && content.trim() !== '' ? content : 'Error';

/** Which fallback picture replaces an image that failed to load (000 §8). */
export const fallbackImageKind = (isProfileImage: boolean): 'avatar' | 'dummy_product' =>
  isProfileImage ? 'avatar' : 'dummy_product';
