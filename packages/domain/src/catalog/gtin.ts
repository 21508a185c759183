import { ok, refuse, type Result } from '../shared/result';

/**
 * Product barcodes (GTIN: EAN-13, UPC-A, EAN-8) on combinations: what the back office stores and
 * what self-checkout scans or a shopper types (issue 23, docs/design/self-checkout.md).
 */

/** The lengths a barcode may have: EAN-8, UPC-A (GTIN-12) and EAN-13. */
export const GTIN_LENGTHS = [8, 12, 13] as const;

/** Indonesia's GS1 prefix: the first three digits of the shop's own EAN-13s. */
export const INDONESIA_GS1_PREFIX = '899';

/**
 * A typed or scanned barcode as digits: trimmed, its spaces and hyphens taken out
 * (`"899 0000 00001-6"` → `"8990000000016"`). Anything else is kept, so validation refuses it.
 */
export const normaliseBarcode = (raw: string): string => raw.trim().replace(/[\s-]+/g, '');

/**
 * The GS1 check digit of a GTIN's body (every digit but the last): weights 3, 1, 3, 1… from the
 * right, so the one rule serves 7, 11 and 12 digits.
 */
export function gtinCheckDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i += 1) {
    const fromRight = body.length - 1 - i;
    sum += Number(body[i]) * (fromRight % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

/** A normalised barcode that is all digits, 8, 12 or 13 of them, with its right check digit. */
export function isValidGtin(code: string): boolean {
  if (!/^\d+$/.test(code)) return false;
  if (!(GTIN_LENGTHS as readonly number[]).includes(code.length)) return false;
  return gtinCheckDigit(code.slice(0, -1)) === Number(code.at(-1));
}

/** A typed or scanned barcode, normalised and checked: its digits, or `barcode_invalid`. */
export function parseBarcode(raw: string): Result<string, 'barcode_invalid'> {
  const code = normaliseBarcode(raw);
  return isValidGtin(code) ? ok(code) : refuse('barcode_invalid');
}

/**
 * The EAN-13 made of a prefix and a number under it, zero-padded to 12 digits, then its check
 * digit (`ean13From('899', 16)` → `8990000000167`). Throws when the two do not fit 12 digits:
 * a programming error, never a shopper's.
 */
export function ean13From(prefix: string, n: number): string {
  const digits = String(n);
  if (!/^\d+$/.test(prefix) || !Number.isSafeInteger(n) || n < 0) {
    throw new Error(`ean13From needs a digit prefix and a whole number, got ${prefix}, ${n}`);
  }
  if (prefix.length + digits.length > 12) {
    throw new Error(`ean13From: ${prefix} and ${n} do not fit in 12 digits`);
  }
  const body = `${prefix}${digits.padStart(12 - prefix.length, '0')}`;
  return `${body}${gtinCheckDigit(body)}`;
}
