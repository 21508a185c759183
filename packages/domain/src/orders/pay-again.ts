import { toDate, type DateInput } from '../shared/date';
import { RETRY_WINDOW_MAX_MS } from '../payment/constants';
import { paymentFlowOf } from '../payment/methods';
import { ok, refuse, type Result } from '../shared/result';

/**
 * Paying again after a failed payment (ADR 0034). A payment the gateway declined or failed
 * leaves the order open — its stock, quotas, voucher and points still held — for this long after
 * the failure: the spec's retry window (000 §9, 30 minutes), started at the failure.
 */
export const PAY_AGAIN_WINDOW_MS = RETRY_WINDOW_MAX_MS;

/** Payment attempts an order may have in all; after the last failure it is released at once. */
export const MAX_PAYMENT_ATTEMPTS = 5;

/**
 * Ways of paying again from the failed page: the ones that need nothing more than the choice (a
 * number, a code, a QR, the shop's account, the wallet's app). A new card needs its tokenising
 * and 3-D Secure step, OVO a phone and Kredivo a term: those go through the bag again.
 */
const PAY_AGAIN_FLOWS = ['virtual_account', 'store_code', 'qr_code', 'manual_transfer'] as const;
const PAY_AGAIN_WALLETS = ['gopay'] as const;

export const canPayAgainWith = (methodCode: string): boolean => {
  const flow = paymentFlowOf(methodCode);
  return (
    (flow !== null && (PAY_AGAIN_FLOWS as readonly string[]).includes(flow)) ||
    (PAY_AGAIN_WALLETS as readonly string[]).includes(methodCode)
  );
};

/** The end of the window opened by a failure at `failedAt`. */
export const payAgainUntil = (failedAt: DateInput): Date =>
  new Date((toDate(failedAt) ?? new Date(0)).getTime() + PAY_AGAIN_WINDOW_MS);

/** What the order is, as the pay-again rule reads it. */
export type PayAgainOrder = {
  paidAt: DateInput | null;
  releasedAt: DateInput | null;
  isPaymentFailed: boolean;
  paymentStatus: string;
  /** The end of the pay-again window (the order's `payment_due_at` while it is held). */
  dueAt: DateInput;
  paymentAttempt: number;
};

/** A failed attempt whose order still holds what it took. */
export const isHeldFailure = (order: Omit<PayAgainOrder, 'dueAt' | 'paymentAttempt'>): boolean =>
  order.paidAt === null &&
  order.releasedAt === null &&
  order.isPaymentFailed &&
  (order.paymentStatus === 'deny' || order.paymentStatus === 'failure');

export type PayAgainRefusal = 'pay_again_unavailable' | 'pay_again_window_closed';

/**
 * Whether the order can get a new payment attempt at `now`: its last attempt failed, it still
 * holds what it took, its window is open and it has attempts left.
 */
export function checkPayAgain(order: PayAgainOrder, now: DateInput): Result<true, PayAgainRefusal> {
  if (!isHeldFailure(order) || order.paymentAttempt >= MAX_PAYMENT_ATTEMPTS) {
    return refuse('pay_again_unavailable');
  }
  const due = toDate(order.dueAt);
  const at = toDate(now);
  if (!due || !at || at.getTime() >= due.getTime()) return refuse('pay_again_window_closed');
  return ok(true);
}

/** Only a manual bank transfer is confirmed by hand (a receipt); gateway methods confirm themselves. */
export const confirmsByReceipt = (methodCode: string | null | undefined): boolean =>
  paymentFlowOf(methodCode ?? '') === 'manual_transfer';
