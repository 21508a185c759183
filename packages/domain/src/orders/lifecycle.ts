import { pointsEarned } from '../points/points-rules';
import { ok, refuse, type Result } from '../shared/result';

/** The shop's order states (migration 0018), by id. */
export const ORDER_STATE = {
  created: 1,
  awaitingWire: 2,
  paymentConfirm: 3,
  paymentAccepted: 4,
  picking: 5,
  packed: 6,
  slipPrinted: 7,
  shipped: 8,
  delivered: 9,
  undelivered: 10,
  cancelled: 11,
  paymentFailure: 12,
  refund: 13,
  return: 14,
  verified: 15,
} as const;

export type OrderStateId = (typeof ORDER_STATE)[keyof typeof ORDER_STATE];

/** The states' names, as the storefront's status groups match them (000 §4). */
export const ORDER_STATE_NAMES: Readonly<Record<OrderStateId, string>> = {
  1: 'Order created',
  2: 'Awaiting bank wire payment',
  3: 'Payment confirm',
  4: 'Payment accepted',
  5: 'Picking in progress',
  6: 'Packed',
  7: 'Delivery slip printed',
  8: 'Shipped',
  9: 'Delivered',
  10: 'Undelivered',
  11: 'Cancelled',
  12: 'Payment Failure',
  13: 'Refund',
  14: 'Return',
  15: 'Order verified',
};

/**
 * What a move does besides changing the state (the API carries these out in the move's
 * transaction): a payment settled by hand, a parcel booked with the carrier or sent again, points
 * earned or taken back, a refund paid.
 */
export type TransitionEffect =
  | 'settle_payment'
  | 'book_shipment'
  | 'reship'
  | 'mark_delivered'
  | 'earn_points'
  | 'mark_undelivered'
  | 'mark_returned'
  | 'take_back_points'
  | 'owe_refund'
  | 'pay_refund';

type TransitionRow = {
  from: OrderStateId;
  to: OrderStateId;
  effects: readonly TransitionEffect[];
  /** The move needs a refund still owed (a paid order cancelled or returned). */
  needsRefundOwed?: true;
  /**
   * A parcel's move (review before packing, picking, packing, the slip, the carrier, its
   * delivery): never for an order collected in its store, which the store desk hands over.
   */
  parcel?: true;
  why: string;
};

const S = ORDER_STATE;

/**
 * The moves an operator may make after an order is placed (design/order-life-after-payment.md), one row each. Payment
 * reports from the gateway keep their own machine (`transitionPayment`); this table is the
 * warehouse's and the bank desk's.
 */
export const OPERATOR_TRANSITIONS: readonly TransitionRow[] = [
  { from: S.awaitingWire, to: S.paymentConfirm, effects: [], why: 'a transfer receipt arrived' },
  {
    from: S.awaitingWire,
    to: S.paymentAccepted,
    effects: ['settle_payment'],
    why: 'the transfer is on the statement',
  },
  {
    from: S.paymentConfirm,
    to: S.paymentAccepted,
    effects: ['settle_payment'],
    why: 'the receipt matches the statement',
  },
  { from: S.paymentConfirm, to: S.awaitingWire, effects: [], why: 'the receipt was rejected' },
  {
    from: S.paymentAccepted,
    to: S.verified,
    effects: [],
    parcel: true,
    why: 'the order passed review',
  },
  {
    from: S.verified,
    to: S.picking,
    effects: [],
    parcel: true,
    why: 'the warehouse picks the items',
  },
  { from: S.picking, to: S.packed, effects: [], parcel: true, why: 'the parcel is packed' },
  {
    from: S.packed,
    to: S.slipPrinted,
    effects: [],
    parcel: true,
    why: 'the delivery slip is printed',
  },
  {
    from: S.slipPrinted,
    to: S.shipped,
    effects: ['book_shipment'],
    parcel: true,
    why: 'the carrier took the parcel',
  },
  {
    from: S.shipped,
    to: S.delivered,
    effects: ['mark_delivered', 'earn_points'],
    parcel: true,
    why: 'the member received it',
  },
  {
    from: S.shipped,
    to: S.undelivered,
    effects: ['mark_undelivered'],
    parcel: true,
    why: 'delivery failed',
  },
  {
    from: S.undelivered,
    to: S.shipped,
    effects: ['reship'],
    parcel: true,
    why: 'the carrier tries again',
  },
  {
    from: S.undelivered,
    to: S.return,
    effects: ['mark_returned', 'owe_refund'],
    parcel: true,
    why: 'the parcel came back',
  },
  {
    from: S.delivered,
    to: S.return,
    effects: ['mark_returned', 'take_back_points', 'owe_refund'],
    why: 'the member sent it back',
  },
  {
    from: S.cancelled,
    to: S.refund,
    effects: ['pay_refund'],
    needsRefundOwed: true,
    why: 'the refund was paid',
  },
  {
    from: S.return,
    to: S.refund,
    effects: ['pay_refund'],
    needsRefundOwed: true,
    why: 'the refund was paid',
  },
  {
    from: S.paymentFailure,
    to: S.refund,
    effects: ['pay_refund'],
    needsRefundOwed: true,
    why: 'money the gateway took after the payment had failed was paid back',
  },
];

export const isOrderStateId = (value: number): value is OrderStateId =>
  Object.prototype.hasOwnProperty.call(ORDER_STATE_NAMES, value);

/**
 * The states an operator may move an order to from `from`: no parcel's move for an order
 * collected in its store.
 */
export const allowedNextStates = (
  from: number,
  facts: { storePickup?: boolean } = {},
): OrderStateId[] =>
  OPERATOR_TRANSITIONS.filter((row) => row.from === from && !(row.parcel && facts.storePickup)).map(
    (row) => row.to,
  );

const slug = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-')
    .replace(/[^a-z0-9-]/g, '');

/** Short names an operator types (`npm run ops -- order:advance KLU-… picking`). */
const STATE_ALIASES: Readonly<Record<string, OrderStateId>> = {
  created: S.created,
  awaiting: S.awaitingWire,
  'awaiting-payment': S.awaitingWire,
  'payment-confirmed': S.paymentConfirm,
  confirm: S.paymentConfirm,
  accepted: S.paymentAccepted,
  paid: S.paymentAccepted,
  verified: S.verified,
  picking: S.picking,
  'slip-printed': S.slipPrinted,
  slip: S.slipPrinted,
  'payment-failed': S.paymentFailure,
  canceled: S.cancelled,
  refunded: S.refund,
  returned: S.return,
};

const STATE_BY_SLUG: ReadonlyMap<string, OrderStateId> = new Map([
  ...(Object.entries(ORDER_STATE_NAMES) as [string, string][]).map(
    ([id, name]) => [slug(name), Number(id) as OrderStateId] as const,
  ),
  ...Object.entries(STATE_ALIASES),
]);

/**
 * A state given by id (`8`), by its name in any case (`Picking in progress`), or by a kebab or
 * snake slug of it or a short alias (`picking`, `payment_accepted`, `shipped`).
 */
export function resolveOrderState(
  input: string | number,
): Result<OrderStateId, 'order_state_unknown'> {
  const text = String(input).trim();
  if (/^[0-9]{1,3}$/.test(text)) {
    const id = Number(text);
    return isOrderStateId(id) ? ok(id) : refuse('order_state_unknown', { state: text });
  }
  const id = STATE_BY_SLUG.get(slug(text));
  return id === undefined ? refuse('order_state_unknown', { state: text }) : ok(id);
}

export type OperatorTransition = {
  from: OrderStateId;
  to: OrderStateId;
  effects: readonly TransitionEffect[];
};

export type TransitionRefusalCode =
  | 'invalid_transition'
  | 'order_refund_not_owed'
  | 'order_collected_in_store';

/**
 * Whether an operator may move an order from `from` to `to` (the table above), with the effects
 * the move has. A refund can be paid only while one is owed.
 */
export function checkOperatorTransition(
  from: number,
  to: number,
  facts: { refundOwed: boolean; storePickup?: boolean } = { refundOwed: false },
): Result<OperatorTransition, TransitionRefusalCode> {
  const row = OPERATOR_TRANSITIONS.find(
    (candidate) => candidate.from === from && candidate.to === to,
  );
  const names = {
    from: isOrderStateId(from) ? ORDER_STATE_NAMES[from] : String(from),
    to: isOrderStateId(to) ? ORDER_STATE_NAMES[to] : String(to),
  };
  if (!row) return refuse('invalid_transition', names);
  if (row.needsRefundOwed && !facts.refundOwed) return refuse('order_refund_not_owed', names);
  // A self-checkout order leaves with its shopper: the store desk hands it over (issue 23).
  if (row.parcel && facts.storePickup) return refuse('order_collected_in_store', names);
  return ok({ from: row.from, to: row.to, effects: row.effects });
}

/** The money an order paid for its goods: what was paid less the shipping it paid. */
export const goodsPaid = (order: {
  total_paid: number;
  shipping_fee: number;
  shipping_discount: number;
}): number => Math.max(0, order.total_paid - (order.shipping_fee - order.shipping_discount));

/**
 * Beauty points a delivered order earns (design/order-life-after-payment.md): one per full `beautyPointBase`
 * (Rp 50.000, 000 §9) of the goods paid — after vouchers, points and bank promotions, without
 * shipping.
 */
export const pointsForDelivery = (order: {
  total_paid: number;
  shipping_fee: number;
  shipping_discount: number;
}): number => pointsEarned(goodsPaid(order));

/**
 * Points a return takes back: what the order earned, at most what the member still has (the
 * balance never goes below zero; points already spent stay spent).
 */
export const pointsToTakeBack = (earned: number, balance: number): number =>
  Math.max(0, Math.min(earned, balance));
