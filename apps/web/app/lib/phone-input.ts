import { normalizePhoneNumber } from '@kilau/domain/shared';

/**
 * What a phone field sends: the national number without its leading 0 (001 §5: numbers drop a
 * leading 0 and show with +62), so `0812…` and `812…` are the same number. Anything that is not
 * a phone number at all is sent as typed, so the schema can say what is wrong with it.
 */
export function phoneFieldValue(raw: unknown): string {
  const text = typeof raw === 'string' ? raw.trim() : '';
  return /^\+?[\d\s-]+$/.test(text) ? normalizePhoneNumber(text) : text;
}

/** A stored number as the field shows it beside its +62 prefix. */
export const phoneFieldDefault = (stored: string | null | undefined): string =>
  normalizePhoneNumber(stored);
