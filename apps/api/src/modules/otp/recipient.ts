import { normalizePhoneNumber, PHONE_DISPLAY_PREFIX } from '@kilau/domain';
import type { OtpMethod } from '@kilau/domain/accounts';
import { z } from 'zod';

/** An Indonesian mobile number without the country code or leading 0: 8, then 8 to 11 digits. */
const MOBILE_NATIONAL = /^8\d{8,11}$/;

/** `0812-3456-7890`, `+62 812…`, `62812…` → `+628123456789`; null when not a mobile number. */
export function normalizePhoneRecipient(input: string): string | null {
  if (!/^[\d\s()+.-]+$/.test(input.trim())) return null;
  const national = normalizePhoneNumber(input);
  return MOBILE_NATIONAL.test(national) ? `${PHONE_DISPLAY_PREFIX}${national}` : null;
}

export function normalizeEmailRecipient(input: string): string | null {
  const email = input.trim().toLowerCase();
  return z.regexes.email.test(email) ? email : null;
}

export const isPhoneMethod = (method: OtpMethod) => method !== 'email';

/**
 * The forms a member's phone may be stored in (`users.phone_no` holds what they typed: digits
 * with or without 0 or 62), for a `phone_no in (…)` lookup that keeps the index.
 */
export function storedPhoneForms(recipient: string): string[] {
  const national = recipient.replace(/^\+62/, '');
  return [national, `0${national}`, `62${national}`, `+62${national}`];
}

/** How a verified number is written back to the member (the 0-prefixed national form). */
export const phoneForProfile = (recipient: string) => `0${recipient.replace(/^\+62/, '')}`;

/** Whether a stored phone is this recipient, whatever form it was typed in. */
export const isSamePhone = (stored: string | null, recipient: string) =>
  stored !== null && normalizePhoneRecipient(stored) === recipient;
