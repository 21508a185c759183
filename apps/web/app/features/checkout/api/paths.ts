/** The API paths the checkout screens call (design/checkout-and-payment.md; 000 §7 "Addresses and shipping", "Payment and orders"). */
export const CHECKOUT_API = {
  shippings: '/api/shipping/user/me/shippings',
  bagAddress: (cartId: string, addressId: string) =>
    `/api/cart/carts/${encodeURIComponent(cartId)}/address/${encodeURIComponent(addressId)}`,
  orders: '/api/order/orders',
  order: (id: string) => `/api/order/orders/${encodeURIComponent(id)}`,
  payAgain: (id: string) => `/api/order/orders/${encodeURIComponent(id)}/pay-again`,
  backToBag: (id: string) => `/api/order/orders/${encodeURIComponent(id)}/back-to-bag`,
  paymentMethods: '/api/payment/payment-methods',
  paymentCallback: '/api/payment/callback',
  ovoPush: '/api/payment/payments',
  bankPromotions: '/api/payment/bank-promotions',
  savedCards: '/api/payment/midtrans-tokens',
  savedCard: (id: string) => `/api/payment/midtrans-tokens/${encodeURIComponent(id)}`,
} as const;
