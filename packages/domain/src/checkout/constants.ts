/** Checkout paths and delays (000 §2, §4). */
export const ORDER_PATHS = {
  bag: '/order',
  shipping: '/order/shipping',
  shippingAdd: '/order/shipping/add',
  payment: '/order/payment',
  confirmation: '/order/confirmation',
  success: '/order/success',
  failed: '/order/failed',
  sorry: '/order/failed/sorry',
  preorderFailed: '/order/preorder/failed',
  midtransFailed: '/midtrans-failed',
} as const;

export const CHECKOUT_STEPS = ['bag', 'shipping', 'payment', 'place_order'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

/** Providers paid on their own pages after placing the order; linkaja takes a form post. */
export const REDIRECT_PROVIDERS = ['kredivo', 'vospay', 'linkaja', 'gpn', 'doku_card'] as const;
export const FORM_POST_PROVIDERS = ['linkaja'] as const;
/** Methods that land on the success page right away. */
export const INSTANT_SUCCESS_METHODS = ['ovo', 'free_order'] as const;
