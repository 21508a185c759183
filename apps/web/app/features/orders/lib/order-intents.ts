import type { ApiResult } from '~/lib/api-envelope';
import type { OrderDetail, OrderReturn, ReorderAnswer } from '../types';

/**
 * The /my-orders page's one action, by intent: what each card action and modal posts (and a
 * return's card, in the order detail) and what the action answers. Shared by the page (browser) and the action (server).
 */
export const ORDER_INTENTS = {
  cancel: 'cancel',
  retryGopay: 'retry-gopay',
  payOvo: 'pay-ovo',
  reorder: 'reorder',
  /** Withdraws a return still `requested` (docs/design/returns.md). */
  cancelReturn: 'cancel-return',
} as const;
export type OrderIntent = (typeof ORDER_INTENTS)[keyof typeof ORDER_INTENTS];

/** Form field names the page and the action share (besides each form's own, e.g. `phone_no`). */
export const ORDER_FIELDS = {
  intent: 'intent',
  orderId: 'order_id',
  cartId: 'cart_id',
  returnReference: 'return_reference',
} as const;

/** What each intent's API call answers. */
export type OrderIntentResults = {
  cancel: OrderDetail;
  'retry-gopay': OrderDetail;
  'pay-ovo': OrderDetail;
  reorder: ReorderAnswer;
  'cancel-return': OrderReturn;
};

/**
 * The action's answer: the API's envelope as a value, as the browser client would have read it
 * (a form refused before the call is a 422 with `data.fields`, as the API answers it).
 */
export type OrderActionData<I extends OrderIntent = OrderIntent> = {
  intent: I;
  orderId: string;
  result: ApiResult<OrderIntentResults[I]>;
};

const KNOWN = new Set<string>(Object.values(ORDER_INTENTS));

export const isOrderIntent = (value: unknown): value is OrderIntent =>
  typeof value === 'string' && KNOWN.has(value);

export const isOrderAnswer = (value: unknown): value is OrderActionData =>
  typeof value === 'object' &&
  value !== null &&
  isOrderIntent((value as { intent?: unknown }).intent);
