import { toDate, type DateInput } from '../shared/date';
import { E_WALLET_CODES, GOPAY_RETRY_MIN_MS, RETRY_WINDOW_MAX_MS } from '../payment/constants';
import { groupOrderStatus, isPaymentFailureName, type OrderAction } from './order-status';

export type RetryInput = {
  methodCode: string | null | undefined;
  statusName: string;
  isPaymentFailed?: boolean;
  createdAt: DateInput | null | undefined;
  now: DateInput;
};

/** The retry rule applies to e-wallets when the order is cancelled, waiting payment or failed. */
export function isRetryCandidate(input: Omit<RetryInput, 'now'>): boolean {
  if (!(E_WALLET_CODES as readonly string[]).includes(input.methodCode ?? '')) return false;
  if (!toDate(input.createdAt)) return false;
  const { group } = groupOrderStatus(input.statusName);
  return (
    group === 'cancelled' ||
    group === 'waiting_payment' ||
    input.isPaymentFailed === true ||
    isPaymentFailureName(input.statusName)
  );
}

/** Age of the order at `now`, in ms (a creation time in the future counts as 0). */
export function orderAgeMs(createdAt: DateInput, now: DateInput): number {
  const created = toDate(createdAt);
  const reference = toDate(now);
  if (!created || !reference) return 0;
  return Math.max(0, reference.getTime() - created.getTime());
}

/**
 * The retry rule of 000 §4: ovo may RETRY while the order is 30 minutes old or less; gopay only
 * from 5 up to 30 minutes (both edges included); beyond 30 minutes the action is REORDER. Null
 * means the rule does not decide (not a candidate, or gopay under 5 minutes): the group's own
 * action stands.
 */
export function retryAction(input: RetryInput): Extract<OrderAction, 'RETRY' | 'REORDER'> | null {
  if (!isRetryCandidate(input)) return null;
  const age = orderAgeMs(input.createdAt as DateInput, input.now);
  if (age > RETRY_WINDOW_MAX_MS) return 'REORDER';
  if (input.methodCode === 'gopay' && age < GOPAY_RETRY_MIN_MS) return null;
  return 'RETRY';
}

/** The call RETRY makes before the retry modal: OVO pays again, GoPay asks for a new charge. */
export function retryCall(methodCode: string): 'ovo_payment' | 'gopay_retry' | null {
  if (methodCode === 'ovo') return 'ovo_payment';
  if (methodCode === 'gopay') return 'gopay_retry';
  return null;
}
