import { validateCardNumber, type CardBrand } from '@kilau/domain/payment';
import type { MessageCode } from '@kilau/domain/messages';
import { type CheckoutTextKey } from '~/features/checkout/text';

/** What the card panel holds. The card's inputs have no `name`: no form ever posts them. */
export type CardState = {
  mode: 'new' | 'saved';
  number: string;
  expiry: string;
  cvv: string;
  save: boolean;
  savedId: string | null;
  savedCvv: string;
};

export const EMPTY_CARD: CardState = {
  mode: 'new',
  number: '',
  expiry: '',
  cvv: '',
  save: false,
  savedId: null,
  savedCvv: '',
};

/** A card as the gateway's script takes it; it never reaches the shop's API. */
export type CardDetails = {
  card_number: string;
  card_exp_month: string;
  card_exp_year: string;
  card_cvv: string;
};

export type CardFieldErrors = Partial<
  Record<'number' | 'expiry' | 'cvv', { message: MessageCode } | { text: CheckoutTextKey }>
>;

/** `MM/YY` as it is typed: digits only, the slash added after the month. */
export function maskExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** The month and the four-digit year of `MM/YY`, or null when it is not a real month. */
export function parseExpiry(value: string): { month: string; year: string } | null {
  const match = /^(\d{2})\/(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  return { month: match[1] as string, year: `20${match[2]}` };
}

/** A card is good through the last day of its expiry month. */
export function isExpired(expiry: { month: string; year: string }, now: Date): boolean {
  const endOfMonth = Date.UTC(Number(expiry.year), Number(expiry.month), 1);
  return now.getTime() >= endOfMonth;
}

/** CVV: 4 digits on American Express, 3 on the others. */
export const cvvLength = (brand: CardBrand): number => (brand === 'amex' ? 4 : 3);

/**
 * The card form's checks before the gateway is asked for a token: the number (required, digits,
 * Luhn — the domain's rule), a month that has not passed, and the CVV's length for the brand.
 */
export function checkCard(
  input: { number: string; expiry: string; cvv: string },
  now: Date,
): { ok: true; card: CardDetails; brand: CardBrand } | { ok: false; errors: CardFieldErrors } {
  const errors: CardFieldErrors = {};
  const number = validateCardNumber(input.number);
  if (!number.ok) errors.number = { message: number.code };
  const expiry = parseExpiry(input.expiry);
  if (!input.expiry.trim()) errors.expiry = { message: 'required' };
  else if (!expiry || isExpired(expiry, now)) errors.expiry = { text: 'cardExpiryInvalid' };
  const brand = number.ok ? number.value.brand : 'others';
  const cvv = input.cvv.trim();
  if (!cvv) errors.cvv = { message: 'required' };
  else if (!new RegExp(`^\\d{${cvvLength(brand)}}$`).test(cvv))
    errors.cvv = { text: 'cardCvvInvalid' };
  if (!number.ok || !expiry || errors.expiry || errors.cvv) return { ok: false, errors };
  return {
    ok: true,
    brand,
    card: {
      card_number: number.value.digits,
      card_exp_month: expiry.month,
      card_exp_year: expiry.year,
      card_cvv: cvv,
    },
  };
}

/** The CVV of a saved card: 3 or 4 digits (the brand of a saved card is not always known). */
export const checkSavedCardCvv = (cvv: string): CardFieldErrors =>
  cvv.trim() === ''
    ? { cvv: { message: 'required' } }
    : /^\d{3,4}$/.test(cvv.trim())
      ? {}
      : { cvv: { text: 'cardCvvInvalid' } };

/** The card's first six digits (its BIN): bank promotions are judged on it. */
export const cardBin = (number: string): string | null => {
  const digits = number.replace(/\D/g, '');
  return digits.length >= 6 ? digits.slice(0, 6) : null;
};
