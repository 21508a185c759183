import { describe, expect, it } from 'vitest';
import {
  checkReceipt,
  PaymentConfirmationFieldsSchema,
  RECEIPT_MAX_BYTES,
  sniffReceiptKind,
} from './receipt';

const bytes = (...values: number[]) => Uint8Array.from(values);
const text = (value: string) => new TextEncoder().encode(value);

describe('a bank-transfer receipt is recognised by its bytes (png or jpeg only)', () => {
  it.each([
    ['PNG signature', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0), 'png'],
    ['JPEG SOI + APP0 (JFIF)', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10), 'jpeg'],
    ['JPEG SOI + APP1 (Exif)', bytes(0xff, 0xd8, 0xff, 0xe1), 'jpeg'],
    ['JPEG SOI + DQT', bytes(0xff, 0xd8, 0xff, 0xdb), 'jpeg'],
    ['PNG signature cut short', bytes(0x89, 0x50, 0x4e, 0x47), null],
    ['JPEG SOI without a marker', bytes(0xff, 0xd8), null],
    ['HTML named .png', text('<!doctype html><html><script>alert(1)</script>'), null],
    ['SVG', text('<svg xmlns="http://www.w3.org/2000/svg"/>'), null],
    ['GIF', text('GIF89a'), null],
    ['WebP (not a receipt format)', text('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '), null],
    ['PDF', text('%PDF-1.7'), null],
    ['empty', bytes(), null],
  ])('%s → %s', (_name, head, kind) => {
    expect(sniffReceiptKind(head)).toBe(kind);
  });
});

describe('the receipt limits (5 MB, type by content)', () => {
  const png = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
  it.each([
    ['exactly 5,242,880 bytes of png', png, RECEIPT_MAX_BYTES, { ok: true, value: 'png' }],
    ['one byte more', png, RECEIPT_MAX_BYTES + 1, { ok: false, code: 'review_photo_too_large' }],
    ['a small html file', text('<html>'), 100, { ok: false, code: 'review_photo_type' }],
    [
      'too large wins over the type',
      text('<html>'),
      6_000_000,
      { ok: false, code: 'review_photo_too_large' },
    ],
  ])('%s', (_name, head, size, expected) => {
    expect(RECEIPT_MAX_BYTES).toBe(5_242_880);
    expect(checkReceipt({ head, size })).toEqual(expected);
  });
});

describe('the confirmation fields', () => {
  it.each([
    [{ bank_name: 'BCA', account_name: 'Sari Wulandari' }, true, null],
    [{ bank_name: '  BCA  ', account_name: ' Sari ' }, true, null],
    [{ bank_name: '', account_name: 'Sari' }, false, ['bank_name', 'required']],
    [{ bank_name: '   ', account_name: 'Sari' }, false, ['bank_name', 'required']],
    [{ account_name: 'Sari' }, false, ['bank_name', 'required']],
    [{ bank_name: 'B'.repeat(60), account_name: 'S'.repeat(100) }, true, null],
    [
      { bank_name: 'B'.repeat(61), account_name: 'Sari' },
      false,
      ['bank_name', 'confirm_bank_name_too_long'],
    ],
    [
      { bank_name: 'BCA', account_name: 'S'.repeat(101) },
      false,
      ['account_name', 'confirm_account_name_too_long'],
    ],
    [{ bank_name: 'BCA' }, false, ['account_name', 'required']],
  ])('%j → %s', (input, valid, issue) => {
    const parsed = PaymentConfirmationFieldsSchema.safeParse(input);
    expect(parsed.success).toBe(valid);
    if (!parsed.success && issue) {
      expect(parsed.error.issues[0]).toMatchObject({ path: [issue[0]], message: issue[1] });
    }
  });
});
