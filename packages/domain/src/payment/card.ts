import { applyInputMask } from '../shared/input-mask';
import { ok, refuse, type Result } from '../shared/result';
import { CARD_NUMBER_MASK } from './constants';

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'jcb' | 'diners' | 'others';

/** Brand patterns, first match wins (000 §5: a leading 4 is visa, a leading 5 mastercard). */
export const CARD_BRAND_PATTERNS: ReadonlyArray<readonly [Exclude<CardBrand, 'others'>, RegExp]> = [
  ['visa', /^4/],
  // A leading 5 per the spec, plus the 2221–2720 range Mastercard added in 2017.
  ['mastercard', /^(5|2(2(2[1-9]|[3-9]\d)|[3-6]\d\d|7([01]\d|20)))/],
  ['amex', /^3[47]/],
  ['discover', /^6(011|5|4[4-9]|22)/],
  ['jcb', /^35(2[89]|[3-8])/],
  ['diners', /^3(0[0-5]|[689])/],
];

const stripSpaces = (value: string): string => value.replace(/\s+/g, '');

/** The input as the shopper sees it: four groups of four digits, at most 19 characters. */
export const maskCardNumber = (value: string): string => applyInputMask(value, CARD_NUMBER_MASK);

export function detectCardBrand(value: string): CardBrand {
  const digits = stripSpaces(value);
  return CARD_BRAND_PATTERNS.find(([, pattern]) => pattern.test(digits))?.[0] ?? 'others';
}

/**
 * The Luhn test exactly as specified (001 §5): whitespace stripped; an empty value passes (the
 * required rule owns emptiness); any non-digit fails; otherwise the Luhn sum must be non-zero and
 * divisible by 10.
 */
export function passesLuhn(value: string): boolean {
  const digits = stripSpaces(value);
  if (digits === '') return true;
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits.charAt(digits.length - 1 - i));
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum !== 0 && sum % 10 === 0;
}

/**
 * The card number field (000 §5): required (non-empty), digits only, Luhn; an invalid number
 * gives 'card_number_invalid'. Returns the digits and the brand.
 */
export function validateCardNumber(
  value: string | null | undefined,
): Result<{ digits: string; brand: CardBrand }, 'required' | 'card_number_invalid'> {
  const digits = stripSpaces(value ?? '');
  if (digits === '') return refuse('required');
  if (!passesLuhn(digits)) return refuse('card_number_invalid');
  return ok({ digits, brand: detectCardBrand(digits) });
}
