// Barcodes (issue 23): normalised (trimmed, spaces and hyphens out) and checked as EAN-13, UPC-A
// or EAN-8 with their check digit; the shop's own EAN-13s made from a prefix and a number.
import { describe, expect, it } from 'vitest';
import { ean13From, gtinCheckDigit, isValidGtin, normaliseBarcode, parseBarcode } from './gtin';

describe('parseBarcode', () => {
  it.each([
    ['a valid EAN-13', '4006381333931', '4006381333931'],
    ['a valid UPC-A (12 digits)', '036000291452', '036000291452'],
    ['a valid EAN-8', '96385074', '96385074'],
    ['an EAN-13 typed with spaces around and inside', '  4006381 333931 ', '4006381333931'],
    ['an EAN-13 typed with hyphens', '400-6381-33393-1', '4006381333931'],
    ['a UPC-A with a tab between groups', '0 36000\t29145 2', '036000291452'],
  ])('accepts %s', (_case, raw, code) => {
    expect(parseBarcode(raw)).toEqual({ ok: true, value: code });
  });

  it.each([
    ['an EAN-13 with a wrong check digit', '4006381333932'],
    ['a UPC-A with a wrong check digit', '036000291453'],
    ['an EAN-8 with a wrong check digit', '96385075'],
    ['letters', '40063813339AB'],
    ['a letter among digits', '4006381333-9x1'],
    ['other punctuation', '4006381.333931'],
    ['a wrong length (14 digits, GTIN-14 is not sold in store)', '14006381333938'],
    ['a wrong length (10 digits)', '0360002914'],
    ['a wrong length (9 digits)', '963850745'],
    ['empty', ''],
    ['only spaces and hyphens', ' - - '],
  ])('refuses %s', (_case, raw) => {
    expect(parseBarcode(raw)).toEqual({ ok: false, code: 'barcode_invalid' });
  });
});

describe('the pieces', () => {
  it('normalises without judging', () => {
    expect(normaliseBarcode(' 899-000 ')).toBe('899000');
    expect(normaliseBarcode('abc')).toBe('abc');
  });

  it('computes the check digit from the right for every length', () => {
    expect(gtinCheckDigit('400638133393')).toBe(1);
    expect(gtinCheckDigit('03600029145')).toBe(2);
    expect(gtinCheckDigit('9638507')).toBe(4);
    expect(isValidGtin('00000000')).toBe(true);
  });

  it("makes the shop's EAN-13s: the prefix, the number zero-padded, the check digit", () => {
    expect(ean13From('899', 16)).toBe('8990000000167');
    expect(ean13From('899', 1_600_031)).toMatch(/^899001600031\d$/);
    for (const n of [0, 1, 7, 12_345, 999_999_999])
      expect(isValidGtin(ean13From('899', n))).toBe(true);
    expect(() => ean13From('899', 1_000_000_000)).toThrow();
    expect(() => ean13From('89x', 1)).toThrow();
  });
});
