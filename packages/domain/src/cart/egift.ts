import { EMAIL_DOMAIN_MAX, EMAIL_LOCAL_MAX, EMAIL_PATTERN } from '../accounts/constants';
import type { MessageCode } from '../messages';
import { formatIsoDay, isIsoDay } from '../shared/date';

export type EgiftInfoInput = {
  recipient_email?: string | null;
  delivery_date?: string | null;
};

export type EgiftField = 'recipient_email' | 'delivery_date';

export { isIsoDay };

function emailProblem(email: string | null | undefined): MessageCode | null {
  const value = email?.trim() ?? '';
  if (value === '') return 'required';
  if (!EMAIL_PATTERN.test(value)) return 'email_invalid';
  const [local = '', domain = ''] = value.split('@');
  if (local.length > EMAIL_LOCAL_MAX) return 'email_local_too_long';
  if (domain.length > EMAIL_DOMAIN_MAX) return 'email_domain_too_long';
  return null;
}

function dayProblem(day: string | null | undefined, today: string): MessageCode | null {
  const value = day?.trim() ?? '';
  if (value === '') return 'required';
  if (!isIsoDay(value)) return 'egift_delivery_date_invalid';
  return value < today ? 'egift_delivery_date_past' : null;
}

/**
 * An e-gift card line needs its recipient's e-mail and a delivery day from today on (in WIB, the
 * shop's calendar): the field problems, none when the card can be sent.
 */
export function checkEgiftInfo(
  info: EgiftInfoInput | null | undefined,
  now: Date,
): Partial<Record<EgiftField, MessageCode>> {
  const problems: Partial<Record<EgiftField, MessageCode>> = {};
  const email = emailProblem(info?.recipient_email);
  if (email) problems.recipient_email = email;
  const day = dayProblem(info?.delivery_date, formatIsoDay(now));
  if (day) problems.delivery_date = day;
  return problems;
}
