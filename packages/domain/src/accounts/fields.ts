import { textInput } from '../shared/input';
import { z } from '../shared/zod';
import { type Messages } from '../messages';
import {
  EMAIL_DOMAIN_MAX,
  EMAIL_PATTERN,
  EMAIL_LOCAL_MAX,
  LABEL_LENGTH,
  MESSAGE_LENGTH,
  NAME_LENGTH,
  PASSWORD_LENGTH,
  TAX_NUMBER_LENGTH,
  URL_MAX,
  USERNAME_LENGTH,
  ZIPCODE_LENGTH,
} from './constants';

/**
 * Field builders for the forms of 001 §5. Each takes the locale so that the same rule gives the
 * spec's Indonesian message by default and English on request; checks run in the order a
 * shopper should hear about them (required first), and `toFieldErrors` keeps the first.
 */
export { messagesFor, type Messages } from '../messages';

const ALPHA_DASH = /^[A-Za-z0-9_-]+$/;
const ALPHA_SPACES = /^[\p{L} ]+$/u;
const NAME_CHARS = /^[\p{L} ]+$/u;
const DIGITS = /^\d+$/;

/**
 * A required, trimmed text: missing or blank gives 'Data belum diisi'; control characters are
 * refused (tab and line breaks only in multi-line text).
 */
export const requiredText = (t: Messages, { multiline = false } = {}) =>
  textInput({ error: () => t('required'), message: t('text_control_characters'), multiline })
    .trim()
    .min(1, { error: t('required') });

/** An optional text: blank becomes undefined, so optional rules do not fire on it. */
export const optionalText = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    schema.optional(),
  );

export const emailField = (t: Messages) =>
  requiredText(t)
    .regex(EMAIL_PATTERN, { error: t('email_invalid') })
    .refine((value) => (value.split('@')[0] ?? '').length <= EMAIL_LOCAL_MAX, {
      error: t('email_local_too_long', { max: EMAIL_LOCAL_MAX }),
    })
    .refine((value) => (value.split('@')[1] ?? '').length <= EMAIL_DOMAIN_MAX, {
      error: t('email_domain_too_long', { max: EMAIL_DOMAIN_MAX }),
    });

/** Username: alpha-dash; on registration 4 to 16 characters. */
export const usernameField = (
  t: Messages,
  length: { min: number; max: number } | null = USERNAME_LENGTH,
) => {
  const base = requiredText(t).regex(ALPHA_DASH, { error: t('username_alpha_dash') });
  return length
    ? base
        .min(length.min, { error: t('username_length', length) })
        .max(length.max, { error: t('username_length', length) })
    : base;
};

/** Registration and new passwords: 6 to 60 characters (not trimmed: spaces count). */
export const passwordField = (t: Messages) =>
  textInput({ error: () => t('required'), message: t('text_control_characters') })
    .min(1, { error: t('required') })
    .min(PASSWORD_LENGTH.min, { error: t('password_length', PASSWORD_LENGTH) })
    .max(PASSWORD_LENGTH.max, { error: t('password_length', PASSWORD_LENGTH) });

/** First and last name: 1 to 32 characters, letters and spaces only. */
export const nameField = (t: Messages) =>
  requiredText(t)
    .max(NAME_LENGTH.max, { error: t('name_length', NAME_LENGTH) })
    .regex(NAME_CHARS, { error: t('name_invalid_chars') });

/** A phone number: digits only, within a length range ('phone_min' words the address phone). */
export const phoneField = (
  t: Messages,
  length: { min: number; max: number },
  minCode: 'phone_min' | 'phone_length' = 'phone_length',
) =>
  requiredText(t)
    .regex(DIGITS, { error: t('phone_numeric') })
    .min(length.min, { error: t(minCode, length) })
    .max(length.max, { error: t('phone_length', length) });

export const zipcodeField = (t: Messages) =>
  requiredText(t).regex(new RegExp(`^\\d{${ZIPCODE_LENGTH}}$`), {
    error: t('zipcode_invalid', { length: ZIPCODE_LENGTH }),
  });

/** Shipping label: letters and spaces, 4 to 16 characters. */
export const labelField = (t: Messages) =>
  requiredText(t)
    .regex(ALPHA_SPACES, { error: t('label_alpha_spaces') })
    .min(LABEL_LENGTH.min, { error: t('label_length', LABEL_LENGTH) })
    .max(LABEL_LENGTH.max, { error: t('label_length', LABEL_LENGTH) });

export const taxNumberField = (t: Messages) =>
  requiredText(t).regex(new RegExp(`^\\d{${TAX_NUMBER_LENGTH}}$`), {
    error: t('tax_number_invalid', { length: TAX_NUMBER_LENGTH }),
  });

export const messageField = (t: Messages) =>
  requiredText(t, { multiline: true }).max(MESSAGE_LENGTH.max, {
    error: t('message_length', MESSAGE_LENGTH),
  });

/** A web address of at most 2083 characters. */
export const urlField = (t: Messages) =>
  requiredText(t)
    .max(URL_MAX, { error: t('url_too_long', { max: URL_MAX }) })
    .refine((value) => /^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(value), { error: t('url_invalid') });

/** A region reference (province, city, district, subdistrict): an id or a name, required. */
export const regionField = (t: Messages) =>
  z.union([z.number().int().positive(), requiredText(t)], { error: () => t('required') });

/** The first message per field, keyed by dotted path (for forms and 422 responses). */
export function toFieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_form';
    fields[key] ??= issue.message;
  }
  return fields;
}
