/**
 * Whether the checkout's shipping step (`/order/shipping`, issue 7) exists yet. Until it does,
 * the bag's Checkout button is disabled with a note instead of leading to a missing page; the
 * shipping step's change turns this on.
 */
export const SHIPPING_STEP_READY: boolean = false;

export const SHIPPING_STEP_PATH = '/order/shipping';

/** The my-vouchers list, loaded when the modal opens (the bag page's resource route). */
export const VOUCHERS_RESOURCE_PATH = '/order/vouchers';

/** The promo detail opens with `?promo=<code>` and closes by clearing the query string. */
export const PROMO_QUERY = 'promo';
