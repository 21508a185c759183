import type { Locale } from '@kilau/domain';
import { translate } from '@kilau/domain/messages';
import {
  RETURN_INSTRUCTIONS_MAX,
  RETURN_REJECTION_MAX,
  RETURN_REJECTION_MIN,
} from '@kilau/domain/orders';
import { hasControlCharacters } from '@kilau/domain/shared';
import type { FormParse } from '~/hooks/use-form-validation';

/**
 * A return's four moves in the back office (docs/design/returns.md "States"): approve with the
 * member's instructions, reject with a reason, receive with each line's "sellable", refund (a
 * bank transfer's reference). Read by the same parser in the browser and in the route action;
 * the API checks a third time.
 */
export const RETURN_INTENTS = {
  approve: 'approve-return',
  reject: 'reject-return',
  receive: 'receive-return',
  refund: 'refund-return',
} as const;
export type ReturnIntent = (typeof RETURN_INTENTS)[keyof typeof RETURN_INTENTS];

export const isReturnIntent = (value: unknown): value is ReturnIntent =>
  typeof value === 'string' && (Object.values(RETURN_INTENTS) as string[]).includes(value);

export const RETURN_FORM_FIELDS = {
  intent: 'intent',
  instructions: 'instructions',
  reason: 'reason',
  /** Each line of the return (hidden), and the ones ticked sellable. */
  line: 'line',
  sellable: 'sellable',
  refundMethod: 'refund_method',
  transferReference: 'transfer_reference',
} as const;

export const RETURN_FORM_LIMITS = {
  instructionsMax: RETURN_INSTRUCTIONS_MAX,
  reasonMin: RETURN_REJECTION_MIN,
  reasonMax: RETURN_REJECTION_MAX,
  transferReferenceMax: 100,
} as const;

const textOf = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

export const parseReturnApprove =
  (locale: Locale): FormParse<{ instructions: string }> =>
  (form) => {
    const instructions = textOf(form, RETURN_FORM_FIELDS.instructions);
    return instructions.length === 0 ||
      instructions.length > RETURN_FORM_LIMITS.instructionsMax ||
      hasControlCharacters(instructions, true)
      ? {
          ok: false,
          fields: { instructions: translate('return_instructions_invalid', locale) },
        }
      : { ok: true, data: { instructions } };
  };

export const parseReturnReject =
  (locale: Locale): FormParse<{ reason: string }> =>
  (form) => {
    const reason = textOf(form, RETURN_FORM_FIELDS.reason);
    return reason.length < RETURN_FORM_LIMITS.reasonMin ||
      reason.length > RETURN_FORM_LIMITS.reasonMax ||
      hasControlCharacters(reason, true)
      ? { ok: false, fields: { reason: translate('return_rejection_invalid', locale) } }
      : { ok: true, data: { reason } };
  };

/** Every line of the return, each sellable when its box is ticked. */
export const parseReturnReceive =
  (): FormParse<{ lines: Array<{ order_line_id: string; sellable: boolean }> }> => (form) => {
    const sellable = new Set(form.getAll(RETURN_FORM_FIELDS.sellable).map(String));
    const lines = form
      .getAll(RETURN_FORM_FIELDS.line)
      .map(String)
      .filter((id) => /^\d{1,19}$/.test(id))
      .map((id) => ({ order_line_id: id, sellable: sellable.has(id) }));
    return lines.length === 0
      ? { ok: false, fields: { _form: 'lines' } }
      : { ok: true, data: { lines } };
  };

/** A bank transfer's refund names the transfer; the other methods send nothing. */
export const parseReturnRefund =
  (locale: Locale): FormParse<{ transfer_reference?: string }> =>
  (form) => {
    if (textOf(form, RETURN_FORM_FIELDS.refundMethod) !== 'bank_transfer') {
      return { ok: true, data: {} };
    }
    const reference = textOf(form, RETURN_FORM_FIELDS.transferReference);
    return reference.length === 0 ||
      reference.length > RETURN_FORM_LIMITS.transferReferenceMax ||
      hasControlCharacters(reference)
      ? {
          ok: false,
          fields: { transfer_reference: translate('return_transfer_reference_required', locale) },
        }
      : { ok: true, data: { transfer_reference: reference } };
  };

/** What the return page's action answers; the action's form shows a refusal, a toast says it. */
export type ReturnActionData = {
  intent: ReturnIntent;
  ok: boolean;
  message?: string;
  fields?: Record<string, string>;
};
