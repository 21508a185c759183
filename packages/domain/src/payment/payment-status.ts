import { ok, refuse, type Result } from '../shared/result';

/**
 * A payment's life as a Midtrans-style gateway reports it (design/checkout-and-payment.md). `transaction_status` names
 * the state; a card `capture` carries a `fraud_status`, and a capture the fraud system challenges
 * is its own state here (`challenge`): authorised but not paid until accepted.
 */
export const TRANSACTION_STATUSES = [
  'pending',
  'authorize',
  'capture',
  'settlement',
  'deny',
  'cancel',
  'expire',
  'failure',
  'refund',
  'partial_refund',
  'chargeback',
  'partial_chargeback',
] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

export const FRAUD_STATUSES = ['accept', 'challenge', 'deny'] as const;
export type FraudStatus = (typeof FRAUD_STATUSES)[number];

export type PaymentState = TransactionStatus | 'challenge';

export const isTransactionStatus = (value: string): value is TransactionStatus =>
  (TRANSACTION_STATUSES as readonly string[]).includes(value);

export const isFraudStatus = (value: string): value is FraudStatus =>
  (FRAUD_STATUSES as readonly string[]).includes(value);

/** The state a report names: a challenged capture is `challenge`, a capture the FDS denies `deny`. */
export function paymentStateOf(
  transactionStatus: TransactionStatus,
  fraudStatus: FraudStatus | null | undefined,
): PaymentState {
  if (transactionStatus === 'capture' && fraudStatus === 'challenge') return 'challenge';
  if (transactionStatus === 'capture' && fraudStatus === 'deny') return 'deny';
  return transactionStatus;
}

/** Money has reached the shop: a capture the fraud system accepted, or a settlement. */
export const PAID_STATES: readonly PaymentState[] = ['capture', 'settlement'];
/** Nothing can follow these. */
export const FINAL_STATES: readonly PaymentState[] = [
  'deny',
  'cancel',
  'expire',
  'failure',
  'refund',
  'chargeback',
];

export const isPaidState = (state: PaymentState): boolean => PAID_STATES.includes(state);
export const isFinalState = (state: PaymentState): boolean => FINAL_STATES.includes(state);

/**
 * Where each state may go (one row per state; `none` is a payment with no report yet). The order
 * is monotonic: a payment never goes back to pending, never from paid to unpaid except through a
 * refund, cancel (a void before settlement) or chargeback, and never leaves a final state. A
 * partial refund or chargeback may repeat (each is its own event).
 */
export const PAYMENT_TRANSITIONS: Readonly<Record<PaymentState | 'none', readonly PaymentState[]>> =
  {
    none: [
      'pending',
      'authorize',
      'challenge',
      'capture',
      'settlement',
      'deny',
      'cancel',
      'expire',
      'failure',
    ],
    pending: [
      'authorize',
      'challenge',
      'capture',
      'settlement',
      'deny',
      'cancel',
      'expire',
      'failure',
    ],
    authorize: ['challenge', 'capture', 'settlement', 'deny', 'cancel', 'expire', 'failure'],
    challenge: ['capture', 'settlement', 'deny', 'cancel', 'expire'],
    capture: [
      'settlement',
      'cancel',
      'refund',
      'partial_refund',
      'chargeback',
      'partial_chargeback',
    ],
    settlement: ['refund', 'partial_refund', 'chargeback', 'partial_chargeback'],
    partial_refund: ['partial_refund', 'refund', 'chargeback', 'partial_chargeback'],
    partial_chargeback: ['partial_chargeback', 'chargeback'],
    deny: [],
    cancel: [],
    expire: [],
    failure: [],
    refund: [],
    chargeback: [],
  };

export type PaymentTransition = {
  from: PaymentState | null;
  to: PaymentState;
  /** Paid after the move (capture or settlement). */
  paid: boolean;
  /** The move turned an unpaid payment paid. */
  becamePaid: boolean;
  final: boolean;
};

/**
 * Moves a payment from `current` (null: no report yet) to `next`. The same state again is
 * `payment_unchanged` (a repeated report), any other move not in the table `payment_regression`
 * (out-of-order or forged reports are ignored, never applied).
 */
export function transitionPayment(
  current: PaymentState | null,
  next: PaymentState,
): Result<PaymentTransition, 'payment_unchanged' | 'payment_regression'> {
  const allowed = PAYMENT_TRANSITIONS[current ?? 'none'];
  if (!allowed.includes(next)) {
    return current === next
      ? refuse('payment_unchanged', { state: next })
      : refuse('payment_regression', { from: current ?? 'none', to: next });
  }
  const wasPaid = current !== null && isPaidState(current);
  return ok({
    from: current,
    to: next,
    paid: isPaidState(next),
    becamePaid: !wasPaid && isPaidState(next),
    final: isFinalState(next),
  });
}

/**
 * Midtrans' `status_code` for a state (as its notifications and status answers carry it): 200
 * done, 201 pending or challenged, 202 denied or failed, 407 expired.
 */
export function midtransStatusCode(state: PaymentState): '200' | '201' | '202' | '407' {
  switch (state) {
    case 'pending':
    case 'authorize':
    case 'challenge':
      return '201';
    case 'deny':
    case 'failure':
      return '202';
    case 'expire':
      return '407';
    default:
      return '200';
  }
}

/**
 * The `status_code`s Midtrans sends with each `transaction_status` (its "code statuses"
 * reference): 200 for a done transaction (authorize, capture, settlement, cancel, refund,
 * chargeback), 201 while pending or challenged by the fraud system, 202 for a denial, failure or
 * cancel by the bank, 407 (or 202 on some channels) for an expiry. The signature covers the code,
 * not the status, so a status outside its code's row is a forged or garbled notification.
 */
export const STATUS_CODES_OF: Readonly<Record<TransactionStatus, readonly string[]>> = {
  pending: ['201'],
  authorize: ['200', '201'],
  capture: ['200', '201'],
  settlement: ['200'],
  deny: ['202'],
  cancel: ['200', '202'],
  expire: ['202', '407'],
  failure: ['202'],
  refund: ['200'],
  partial_refund: ['200'],
  chargeback: ['200'],
  partial_chargeback: ['200'],
};

/**
 * Whether a signed `status_code` can go with the `transaction_status` (and, for a card capture,
 * `fraud_status`) a notification names: a capture is 201 exactly when challenged.
 */
export function statusCodeMatches(
  transactionStatus: TransactionStatus,
  fraudStatus: FraudStatus | null | undefined,
  statusCode: string,
): boolean {
  if (!STATUS_CODES_OF[transactionStatus].includes(statusCode)) return false;
  if (transactionStatus === 'capture') {
    return (fraudStatus === 'challenge') === (statusCode === '201');
  }
  return true;
}
