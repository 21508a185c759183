import { describe, expect, it } from 'vitest';
import { makeReturnOptions } from '../testing/return-fixtures';
import { returnFieldErrors, returnFormParse, RETURN_FIELDS } from './return-form';

const parse = returnFormParse(makeReturnOptions(), 'id');

/** The form as the browser posts it: the ticked lines, their quantities, the rest. */
function formOf(values: Record<string, string | string[]>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) {
    for (const one of Array.isArray(value) ? value : [value]) form.append(name, one);
  }
  return form;
}

const VALID = {
  lines: ['31'],
  'quantity.31': '2',
  reason: 'damaged',
  note: '',
  refund_method: 'bank_transfer',
  'bank.bank_code': 'bca',
  'bank.account_number': '123 456-7890',
  'bank.account_name': 'Sari  Wulandari',
};

describe('the return form, read by the design’s rules (docs/design/returns.md)', () => {
  it('answers the body the API takes: digits only, the name’s spaces folded', () => {
    expect(parse(formOf(VALID))).toEqual({
      ok: true,
      data: {
        lines: [{ order_line_id: '31', quantity: 2 }],
        reason: 'damaged',
        note: '',
        refund_method: 'bank_transfer',
        bank: { bank_code: 'bca', account_number: '1234567890', account_name: 'Sari Wulandari' },
      },
    });
  });

  it('sends no bank for store credit', () => {
    const parsed = parse(formOf({ ...VALID, refund_method: 'store_credit' }));
    expect(parsed.ok && parsed.data.bank).toBeUndefined();
  });

  it.each([
    ['no line ticked', { lines: [] }, RETURN_FIELDS.lines, 'Pilih minimal satu produk'],
    ['a line already returned', { lines: ['32'] }, RETURN_FIELDS.lines, 'Pilih minimal satu'],
    ['more than returnable', { 'quantity.31': '3' }, 'quantity.31', 'Jumlah antara 1 dan 2.'],
    ['a quantity of 0', { 'quantity.31': '0' }, 'quantity.31', 'Jumlah antara 1 dan 2.'],
    ['no reason', { reason: '' }, 'reason', 'Pilih alasan pengembalian.'],
    ['a reason not offered', { reason: 'bored' }, 'reason', 'Pilih alasan pengembalian.'],
    ['"other" with a short note', { reason: 'other', note: 'rusak' }, 'note', 'minimal 10'],
    ['a note past 1000', { note: 'a'.repeat(1001) }, 'note', 'Maksimal 1000 karakter.'],
    ['a control character', { note: 'bocor\u0007' }, 'note', 'karakter yang tidak bisa'],
    ['no method', { refund_method: '' }, 'refund_method', 'Pilih ke mana dana'],
    ['an unavailable method', { refund_method: 'original' }, 'refund_method', 'Pilih ke mana'],
    ['no bank', { 'bank.bank_code': '' }, 'bank.bank_code', 'Pilih bank tujuan.'],
    [
      'nine digits at BCA',
      { 'bank.account_number': '123456789' },
      'bank.account_number',
      'Nomor rekening BCA harus 10 digit angka.',
    ],
    [
      'a letter in the number',
      { 'bank.account_number': '12345678a0' },
      'bank.account_number',
      '10 digit angka',
    ],
    [
      'eleven digits at CIMB',
      { 'bank.bank_code': 'cimb', 'bank.account_number': '12345678901' },
      'bank.account_number',
      'Nomor rekening CIMB Niaga harus 12–14 digit angka.',
    ],
    ['a two-letter holder', { 'bank.account_name': 'Sa' }, 'bank.account_name', 'huruf saja'],
    ['digits in the holder', { 'bank.account_name': 'Sari 2' }, 'bank.account_name', 'huruf saja'],
  ])('refuses %s on its field', (_case, change, field, said) => {
    const parsed = parse(formOf({ ...VALID, ...change }));
    expect(parsed.ok).toBe(false);
    expect(parsed.ok ? '' : parsed.fields[field]).toContain(said);
  });

  it('tells the holder’s name at once, whatever the number says', () => {
    const parsed = parse(
      formOf({ ...VALID, 'bank.account_number': '12', 'bank.account_name': 'S' }),
    );
    expect(parsed.ok ? {} : parsed.fields).toEqual({
      'bank.account_number': 'Nomor rekening BCA harus 10 digit angka.',
      'bank.account_name': 'Tulis nama pemilik rekening seperti di buku tabungan (huruf saja).',
    });
  });

  it('takes "other" with ten characters of note, and CIMB’s fourteen digits', () => {
    const parsed = parse(
      formOf({
        ...VALID,
        reason: 'other',
        note: 'Warnanya beda',
        'bank.bank_code': 'cimb',
        'bank.account_number': '12345678901234',
      }),
    );
    expect(parsed.ok).toBe(true);
  });

  it('speaks English to an English member', () => {
    const parsed = returnFormParse(makeReturnOptions(), 'en')(formOf({ ...VALID, lines: [] }));
    expect(parsed.ok ? '' : parsed.fields.lines).toBe('Choose at least one item to return.');
  });
});

describe('the API’s field refusals on the form’s fields', () => {
  const sent = [
    { order_line_id: '31', quantity: 2 },
    { order_line_id: '40', quantity: 1 },
  ];
  it('moves a line’s quantity onto its stepper and keeps the rest', () => {
    expect(
      returnFieldErrors(
        {
          'lines.1.quantity': 'Jumlah produk yang dikembalikan tidak valid.',
          'lines.0': 'Tidak valid',
          lines: 'Pilih minimal satu produk',
          'bank.account_number': 'Nomor rekening BCA harus 10 digit angka.',
        },
        sent,
      ),
    ).toEqual({
      'quantity.40': 'Jumlah produk yang dikembalikan tidak valid.',
      lines: 'Tidak valid',
      'bank.account_number': 'Nomor rekening BCA harus 10 digit angka.',
    });
  });
});
