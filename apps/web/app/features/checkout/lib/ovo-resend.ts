import { OVO_PHONE } from '@kilau/domain/payment';
import { normalizePhoneNumber } from '@kilau/domain/shared';

/** The success page's form: a new OVO push while the payment is still open (000 §7). */
export const OVO_RESEND_INTENT = 'ovo_resend';

export type OvoResendAnswer = {
  intent: typeof OVO_RESEND_INTENT;
  ok: boolean;
  /** A catalogue code for the phone field. */
  field: 'required' | 'ovo_phone_invalid' | null;
  /** The API's refusal, in the shopper's language. */
  message: string | null;
};

export const isOvoResendAnswer = (value: unknown): value is OvoResendAnswer =>
  typeof value === 'object' &&
  value !== null &&
  (value as { intent?: unknown }).intent === OVO_RESEND_INTENT;

/** An OVO number as typed (with or without 0 / +62) → `08…`, or the field's message code. */
export function checkOvoPhone(
  typed: string,
): { ok: true; value: string } | { ok: false; code: 'required' | 'ovo_phone_invalid' } {
  const national = normalizePhoneNumber(typed);
  if (!national) return { ok: false, code: 'required' };
  const phone = `0${national}`;
  if (!OVO_PHONE.test(phone)) return { ok: false, code: 'ovo_phone_invalid' };
  return { ok: true, value: phone };
}
