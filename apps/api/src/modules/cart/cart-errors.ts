import type { Locale, MessageCode } from '@kilau/domain';
import type { CartAdditionOutcome } from '@kilau/domain/cart';
import { AppError, fieldsRefused } from '../../lib/app-error';
import type { EgiftRefusal, IncomingRefusal } from './incoming-line';

export const cartNotFound = () => new AppError(404, 'cart_not_found', 'cart_not_found');

/** A refused incoming line as the add call answers it; e-gift problems under `egift_info.*`. */
export function refusalError(
  refusal: IncomingRefusal | EgiftRefusal,
  locale: Locale,
  fieldPrefix = 'egift_info',
): AppError {
  if (refusal.fields) {
    const fields = Object.fromEntries(
      Object.entries(refusal.fields).map(([field, code]) => [`${fieldPrefix}.${field}`, code]),
    ) as Record<string, MessageCode>;
    return fieldsRefused(fields, locale);
  }
  return new AppError(refusal.status, refusal.code, refusal.code);
}

/** A cart rule's refusal (000 §4, §8): 422 with the rule's code, and `{ limit }` for the limit. */
export function ruleError(outcome: Extract<CartAdditionOutcome, { kind: 'refuse' }>): AppError {
  const params = outcome.params ?? {};
  return new AppError(422, outcome.code, outcome.code, params, outcome.params ?? null);
}
