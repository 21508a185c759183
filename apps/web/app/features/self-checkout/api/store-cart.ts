/** Leaving self-checkout: the member's bag no longer belongs to the store (issue 23). */
export const STORE_CART_PATH = '/api/cart/user/me/carts/store';
