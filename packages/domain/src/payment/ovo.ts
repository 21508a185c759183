import { z } from '../shared/zod';
import { translate } from '../messages';
import type { Locale } from '../shared/locale';
import { textInput } from '../shared/input';
import { normalizePhoneNumber } from '../shared/phone';

/** An OVO number: an Indonesian mobile number written 08…, 628… or +628… (8 + 7–12 digits). */
export const OVO_PHONE = /^(\+62|62|0)8\d{7,12}$/;

/** The OVO phone of a payment request (placement, method change, a new push). */
export const OvoPhoneSchema = textInput().trim().regex(OVO_PHONE, { error: 'ovo_phone_invalid' });

/**
 * An OVO number as the shopper typed it (with or without 0 or +62, spaces and dashes) → `08…`
 * under the OVO phone rule, or the field's message code.
 */
export function checkOvoPhone(
  typed: string,
): { ok: true; value: string } | { ok: false; code: 'required' | 'ovo_phone_invalid' } {
  const national = normalizePhoneNumber(typed);
  if (!national) return { ok: false, code: 'required' };
  const phone = `0${national}`;
  return OVO_PHONE.test(phone)
    ? { ok: true, value: phone }
    : { ok: false, code: 'ovo_phone_invalid' };
}

/** The OVO retry form (`phone_no`): the number as typed → `08…`, or the rule's message. */
export const createOvoPhoneSchema = (locale: Locale) =>
  z.object({
    phone_no: z.string().transform((typed, context) => {
      const checked = checkOvoPhone(typed);
      if (checked.ok) return checked.value;
      context.addIssue({ code: 'custom', message: translate(checked.code, locale) });
      return z.NEVER;
    }),
  });
