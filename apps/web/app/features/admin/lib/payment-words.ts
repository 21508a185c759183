import { TRANSACTION_STATUSES } from '@kilau/domain/payment';
import type { AdminTextKey } from '../text';

/** The payment statuses the orders list filters by, in the order staff look for them. */
export const PAYMENT_STATUS_FILTERS = [
  'pending',
  'settlement',
  'capture',
  'challenge',
  'deny',
  'cancel',
  'expire',
  'failure',
  'refund',
] as const;

/** A payment (or a gateway notification's transaction) status in words; an unknown one as is. */
export function paymentStatusWords(text: (key: AdminTextKey) => string, status: string): string {
  const key = `paymentStatus_${status}`;
  return isTextKey(key) ? text(key) : status;
}

const KNOWN: ReadonlySet<string> = new Set<string>([...TRANSACTION_STATUSES, 'challenge']);
const isTextKey = (key: string): key is AdminTextKey =>
  KNOWN.has(key.slice('paymentStatus_'.length));
