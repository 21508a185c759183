import { codedMessage } from '../messages';
import { z } from './zod';

/**
 * Building blocks for every input the shop reads (query, path, header, body): text that holds no
 * control characters and whole numbers bounded by the column they meet. Whatever passes them
 * can reach PostgreSQL, which refuses a NUL in text and a number past its column's range.
 */

/** The range of a PostgreSQL `smallint` column. */
export const SMALLINT_RANGE = { min: -32_768, max: 32_767 } as const;
/** The range of a PostgreSQL `integer` column (prices, quantities, points, …). */
export const INTEGER_RANGE = { min: -2_147_483_648, max: 2_147_483_647 } as const;
/** Ids are `bigint`; JavaScript counts them exactly up to 2^53 − 1, so that is the bound. */
export const BIGINT_ID_RANGE = { min: 1, max: Number.MAX_SAFE_INTEGER } as const;

/* eslint-disable no-control-regex -- finding control characters is these patterns' purpose */
/** Text without C0 and C1 control characters, NUL included (U+0000–U+001F, U+007F–U+009F). */
const SINGLE_LINE = /^[^\u0000-\u001f\u007f-\u009f]*$/;
/** The same but tab, line feed and carriage return, which multi-line text may hold. */
const MULTI_LINE = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]*$/;
/* eslint-enable no-control-regex */

/** Whether a text holds a control character (tab and line breaks allowed in multi-line text). */
export const hasControlCharacters = (text: string, multiline = false): boolean =>
  !(multiline ? MULTI_LINE : SINGLE_LINE).test(text);

export type TextInputOptions = {
  /** Tab and line breaks allowed (a bio, a cancel reason, address notes). */
  multiline?: boolean;
  /** The refusal's message: a catalogue code (translated by the API) or a translated text. */
  message?: string;
  /** zod's message when the value is not a string at all (a code or a text). */
  error?: string | ((issue: { input?: unknown }) => string);
};

/**
 * A text input: a zod string that refuses control characters. Every text the shop reads is one,
 * so a NUL byte or an escape sequence is a clear 422, never a database error or a 500.
 */
export const textInput = ({ multiline = false, message, error }: TextInputOptions = {}) =>
  z
    .string(
      error === undefined ? undefined : { error: typeof error === 'string' ? () => error : error },
    )
    .regex(multiline ? MULTI_LINE : SINGLE_LINE, { error: message ?? 'text_control_characters' });

export type WholeNumberOptions = {
  min: number;
  max: number;
  /** Catalogue code or `codedMessage` for any refusal. */
  message?: string;
  /** Read from text (query and path values); off for JSON bodies, which carry numbers. */
  coerce?: boolean;
};

/**
 * 'The number must be between {min} and {max}': the code with its bounds (`codedMessage`), which
 * the API translates once, in the shopper's language.
 */
export const outOfRangeCode = (min: number, max: number) =>
  codedMessage('number_out_of_range', { min, max });

/** A whole number within the range of the column it meets (a 422 past it, never a 500). */
export function wholeNumber(
  options: WholeNumberOptions & { coerce?: true },
): z.ZodCoercedNumber<string>;
export function wholeNumber(options: WholeNumberOptions & { coerce: false }): z.ZodNumber;
export function wholeNumber({
  min,
  max,
  message = 'id_invalid',
  coerce = true,
}: WholeNumberOptions) {
  const base = coerce
    ? z.coerce.number<string>({ error: () => message })
    : z.number({ error: () => message });
  return base.int({ error: message }).min(min, { error: message }).max(max, { error: message });
}

/**
 * A count or offset from a query string (`skip`, `limit`, `page`): a refusal answers the generic
 * `validation_failed` (`required` when the value is blank).
 */
export const countInput = (min: number, max: number) =>
  wholeNumber({ min, max, message: 'validation_failed' });

/** A record id (`bigint` column), from a path, a query or a body. */
export const idInput = (message = 'id_invalid') => wholeNumber({ ...BIGINT_ID_RANGE, message });

/** A record id written as text: digits without a leading zero, at most 16 of them. */
export const ID_PATTERN = /^[1-9][0-9]{0,15}$/;
/** A non-negative whole number written as text (0 allowed), at most 15 digits. */
export const WHOLE_PATTERN = /^(0|[1-9][0-9]{0,14})$/;

/** A record id kept as text (path parameters, ids the API answers as strings). */
export const idText = (message = 'id_invalid') => textInput().regex(ID_PATTERN, { error: message });

/**
 * A record id a JSON body may send as a number or as a numeric string; read as its string, which
 * is how the API answers ids.
 */
export const idReference = (message = 'id_invalid') =>
  z
    .union(
      [
        z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
        textInput().trim().regex(ID_PATTERN),
      ],
      { error: message },
    )
    .transform(String);
