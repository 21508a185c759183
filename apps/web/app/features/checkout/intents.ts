/**
 * The shipping step's one action, by intent: what its forms post and what the action answers.
 * Shared by the forms (browser) and the action (server).
 */

export const SHIPPING_INTENTS = {
  chooseAddress: 'choose-address',
  chooseMethod: 'choose-shipping',
} as const;
export type ShippingIntent = (typeof SHIPPING_INTENTS)[keyof typeof SHIPPING_INTENTS];

/** Form field names the forms and the action share. */
export const SHIPPING_FIELDS = {
  intent: 'intent',
  cartId: 'cart_id',
  addressId: 'address_id',
  serviceCode: 'service_code',
} as const;

/** The action's answer; the list that asked shows it. */
export type ShippingActionData = { intent: ShippingIntent; target?: string } & (
  | { ok: true; message: string }
  | { ok: false; message: string; errorCode?: string }
);

const KNOWN = new Set<string>(Object.values(SHIPPING_INTENTS));

export const isShippingAnswer = (value: unknown): value is ShippingActionData =>
  typeof value === 'object' &&
  value !== null &&
  KNOWN.has(String((value as { intent?: unknown }).intent));
