import type { TileProduct } from '../catalog/types';
import { TILE_ADD_QUANTITY } from '../catalog/constants';
import { CART_PATH, CHECKOUT_STEP_PATHS } from './constants';

/** Removing a line while on shipping or payment returns to the bag (000 §4). */
export function pathAfterRemovingLine(currentPath: string): string | null {
  const onStep = CHECKOUT_STEP_PATHS.some(
    (path) => currentPath === path || currentPath.startsWith(`${path}/`),
  );
  return onStep ? CART_PATH : null;
}

/** Buy now: members go to the bag; guests log in first, then go to the bag (000 §4). */
export function buyNowNext(loggedIn: boolean): { action: 'navigate' | 'login'; then: string } {
  return { action: loggedIn ? 'navigate' : 'login', then: CART_PATH };
}

/** After a tile add succeeds, what the page does (000 §4 "Add to bag from a tile"). */
export function afterTileAdd(input: {
  status: number;
  freeProductVoucherApplies: boolean;
  currentPath: string;
}) {
  const success = input.status === 200;
  return {
    showNotification: success && !input.freeProductVoucherApplies,
    hideAddToBagModal: success && !input.freeProductVoucherApplies,
    updateMiniCart: success && !input.freeProductVoucherApplies,
    refetchCartPointsAndSpecialPrices: success && input.currentPath === CART_PATH,
  };
}

export type TileAddToCartPayload = {
  id: string | number;
  _id?: string;
  combination_id: string;
  quantity: typeof TILE_ADD_QUANTITY;
  detail: TileProduct;
  reference: { route: string; location_type: string };
  info?: unknown;
  is_pre_order: boolean;
  special_price?: { is_special_price: true; special_price_voucher_id: string };
  free_product?: { is_applied_free_product: true; applied_free_products_voucher_id: string };
};

/** The tile's add-to-cart payload (000 §3): quantity always 1, special price and free product when set. */
export function buildTileAddToCartPayload(
  product: TileProduct & { _id?: string; applied_free_products_voucher_id?: string | null },
  combinationId: string,
  reference: { route: string; location_type: string },
): TileAddToCartPayload {
  return {
    id: product.id,
    ...(product._id ? { _id: product._id } : {}),
    combination_id: combinationId,
    quantity: TILE_ADD_QUANTITY,
    detail: product,
    reference,
    is_pre_order: product.default_combination?.is_pre_order === true,
    ...(product.special_price_voucher_id
      ? {
          special_price: {
            is_special_price: true,
            special_price_voucher_id: product.special_price_voucher_id,
          },
        }
      : {}),
    ...(product.applied_free_products_voucher_id
      ? {
          free_product: {
            is_applied_free_product: true,
            applied_free_products_voucher_id: product.applied_free_products_voucher_id,
          },
        }
      : {}),
  };
}
