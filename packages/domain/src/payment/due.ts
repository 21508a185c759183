import { translate } from '../messages';
import { formatDateTime, toDate, type DateInput } from '../shared/date';
import { DEFAULT_LOCALE, type Locale } from '../shared/locale';
import { ok, refuse, type Result } from '../shared/result';
import { MAX_PAYMENT_METHOD_CHANGES, PAYMENT_DUE_METHODS, PAYMENT_DUE_MS } from './constants';

/** Payment is due one day after the order was created (000 §9). */
export function paymentDueAt(createdAt: DateInput | null | undefined): Date | null {
  const created = toDate(createdAt);
  return created ? new Date(created.getTime() + PAYMENT_DUE_MS) : null;
}

export const hasPaymentDue = (methodCode: string | null | undefined): boolean =>
  (PAYMENT_DUE_METHODS as readonly string[]).includes(methodCode ?? '');

/**
 * The due time shows for bca and permata virtual accounts, indomaret and bank transfer while
 * the order waits for payment (000 §5).
 */
export const showsPaymentDue = (input: {
  methodCode: string | null | undefined;
  waitingPayment: boolean;
}): boolean => input.waitingPayment && hasPaymentDue(input.methodCode);

/** Whether the due time has passed at `now`. */
export function isPaymentOverdue(createdAt: DateInput, now: DateInput): boolean {
  const due = paymentDueAt(createdAt);
  const reference = toDate(now);
  return !!due && !!reference && reference.getTime() > due.getTime();
}

/** `Bayar sebelum 6 Agu 2024, 14:30 WIB`; empty without a creation time. */
export function formatPaymentDue(
  createdAt: DateInput | null | undefined,
  locale: Locale = DEFAULT_LOCALE,
): string {
  const due = paymentDueAt(createdAt);
  return due ? translate('payment_due_at', locale, { date: formatDateTime(due, locale) }) : '';
}

/** Only one payment-method change is allowed per order (000 §4; a 422 says so). */
export function checkPaymentMethodChange(changesMade: number): Result<true, 'payment_change_once'> {
  return changesMade < MAX_PAYMENT_METHOD_CHANGES ? ok(true) : refuse('payment_change_once');
}
