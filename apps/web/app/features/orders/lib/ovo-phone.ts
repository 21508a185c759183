import { OvoPhoneSchema } from '@kilau/domain/payment';
import { normalizePhoneNumber } from '@kilau/domain/shared';

/**
 * An OVO number as typed (with or without 0 or +62) → `08…` under the shop's OVO phone rule
 * (`OvoPhoneSchema`), or the field's message code.
 */
export function checkOvoPhone(
  typed: string,
): { ok: true; value: string } | { ok: false; code: 'required' | 'ovo_phone_invalid' } {
  const national = normalizePhoneNumber(typed);
  if (!national) return { ok: false, code: 'required' };
  const parsed = OvoPhoneSchema.safeParse(`0${national}`);
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, code: 'ovo_phone_invalid' };
}
