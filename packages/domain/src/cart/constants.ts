import { FREE_SHIPPING_LIMIT, LIMIT_ORDER_PRODUCT } from '../shared/constants';

/** Cart constants (000 §4, §9). */
export { FREE_SHIPPING_LIMIT, LIMIT_ORDER_PRODUCT };

/** After login the guest bag is pushed, then the user cart is refetched after this delay. */
export const GUEST_BAG_RELOAD_DELAY_MS = 400;
/** Version of the guest bag kept in browser storage (bump when its shape changes). */
export const GUEST_BAG_VERSION = 1;
/** Paths from which removing a line sends the shopper back to the bag. */
export const CHECKOUT_STEP_PATHS = ['/order/shipping', '/order/payment'] as const;
export const CART_PATH = '/order';
/** Cart voucher list: skip 0, limit 10, filtered by cart id (000 §7). */
export const CART_VOUCHER_PAGE_SIZE = 10;
