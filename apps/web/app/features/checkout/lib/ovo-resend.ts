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
