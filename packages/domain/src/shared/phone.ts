/** Indonesia's calling code, shown before every phone number (spec §5). */
export const PHONE_COUNTRY_CODE = '62';
export const PHONE_DISPLAY_PREFIX = '+62';

/**
 * The national significant number: digits only, without a leading 0 or an already present 62
 * country code (`0812-3456 789` → `8123456789`). Stored and sent in this form.
 */
export function normalizePhoneNumber(phone: string | null | undefined): string {
  const digits = (phone ?? '').replace(/\D/g, '');
  if (digits.startsWith('0')) return digits.replace(/^0+/, '');
  const international = (phone ?? '').trim().startsWith('+');
  // Without a '+', a 62 prefix is the country code only when the rest is a full number
  // (national numbers are 9 to 12 digits).
  const hasCountryCode =
    digits.startsWith(PHONE_COUNTRY_CODE) && (international || digits.length >= 11);
  return hasCountryCode ? digits.slice(PHONE_COUNTRY_CODE.length).replace(/^0+/, '') : digits;
}

/** `+62` and the number without its leading 0 (`08123456789` → `+628123456789`); empty stays empty. */
export function formatPhoneDisplay(phone: string | null | undefined): string {
  const national = normalizePhoneNumber(phone);
  return national ? `${PHONE_DISPLAY_PREFIX}${national}` : '';
}
