export const SHIPPING_STEP_PATH = '/order/shipping';
/** A store's bag in self-checkout mode skips the shipping step (issue 23). */
export const PAYMENT_STEP_PATH = '/order/payment';

/** The my-vouchers list, loaded when the modal opens (the bag page's resource route). */
export const VOUCHERS_RESOURCE_PATH = '/order/vouchers';

/** The promo detail opens with `?promo=<code>` and closes by clearing the query string. */
export const PROMO_QUERY = 'promo';
