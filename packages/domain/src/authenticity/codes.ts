import {
  AUTHENTICITY_CODE_ALPHABET,
  AUTHENTICITY_CODE_GROUP,
  AUTHENTICITY_CODE_INPUT_MAX,
  AUTHENTICITY_CODE_LENGTH,
} from './constants';

const BASE = AUTHENTICITY_CODE_ALPHABET.length;

/** A code as typed → upper case without spaces and dashes (`abcd-efgh 2345` → `ABCDEFGH2345`). */
export const normaliseAuthenticityCode = (typed: string) =>
  typed.toUpperCase().replace(/[\s\-‐-―]/g, '');

/**
 * The check character of a code's first 11 characters (Luhn mod 32 over the alphabet): it
 * catches every single mistyped character and most swaps of neighbours.
 */
export function authenticityCheckCharacter(body: string): string {
  let sum = 0;
  let factor = 2;
  for (let index = body.length - 1; index >= 0; index -= 1) {
    const value = AUTHENTICITY_CODE_ALPHABET.indexOf(body[index]!);
    if (value < 0) return '';
    const addend = factor * value;
    sum += Math.floor(addend / BASE) + (addend % BASE);
    factor = factor === 2 ? 1 : 2;
  }
  return AUTHENTICITY_CODE_ALPHABET[(BASE - (sum % BASE)) % BASE]!;
}

/** Whether a normalised code has the shape of a printed one and its check character holds. */
export function isAuthenticityCode(code: string): boolean {
  if (code.length !== AUTHENTICITY_CODE_LENGTH) return false;
  for (const character of code) if (!AUTHENTICITY_CODE_ALPHABET.includes(character)) return false;
  return authenticityCheckCharacter(code.slice(0, -1)) === code.at(-1);
}

/** `ABCDEFGH2345` → `ABCD-EFGH-2345`, as printed. */
export const formatAuthenticityCode = (code: string) =>
  code.match(new RegExp(`.{1,${AUTHENTICITY_CODE_GROUP}}`, 'g'))?.join('-') ?? code;

/**
 * A typed code → its normalised form, or the field's message code: `required` when blank,
 * `authenticity_code_invalid` when it is not a code's shape or a character was mistyped.
 */
export function checkAuthenticityCode(
  typed: string,
): { ok: true; value: string } | { ok: false; code: 'required' | 'authenticity_code_invalid' } {
  const code = normaliseAuthenticityCode(typed.slice(0, AUTHENTICITY_CODE_INPUT_MAX + 1));
  if (code === '') return { ok: false, code: 'required' };
  if (typed.length > AUTHENTICITY_CODE_INPUT_MAX || !isAuthenticityCode(code)) {
    return { ok: false, code: 'authenticity_code_invalid' };
  }
  return { ok: true, value: code };
}
