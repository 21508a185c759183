import { describe, expect, it } from 'vitest';
import { formatInvoiceNumber, invoiceYearOf } from './numbering';
import { formatNpwp, normaliseNpwp } from './settings';
import { computeInvoiceTax, formatTaxRate, type InvoiceTaxInput } from './tax';

const PKP = { pkp: true, pricesIncludeTax: true, rateBp: 1_100 } as const;

// One row per rule of docs/design/invoices.md "Tax maths".
const TAX_RULES: Array<[string, InvoiceTaxInput, { base: number; tax: number; total: number }]> = [
  [
    'prices include 11 % PPN: DPP = round(total × 100 / 111), PPN = the rest',
    { ...PKP, amount: 111_000 },
    { base: 100_000, tax: 11_000, total: 111_000 },
  ],
  [
    'rounding half up on the DPP (250.000 × 100 / 111 = 225.225,2)',
    { ...PKP, amount: 250_000 },
    { base: 225_225, tax: 24_775, total: 250_000 },
  ],
  [
    'rounding half up at exactly ,5 (rate 100 %: 1 × 100 / 200)',
    { ...PKP, rateBp: 10_000, amount: 1 },
    { base: 1, tax: 0, total: 1 },
  ],
  [
    '12 % included',
    { ...PKP, rateBp: 1_200, amount: 112_000 },
    { base: 100_000, tax: 12_000, total: 112_000 },
  ],
  [
    'prices without PPN: PPN added on top, half up (11 % of 12.345 = 1.357,95)',
    { ...PKP, pricesIncludeTax: false, amount: 12_345 },
    { base: 12_345, tax: 1_358, total: 13_703 },
  ],
  [
    'not PKP: no PPN at all',
    { ...PKP, pkp: false, amount: 111_000 },
    { base: 111_000, tax: 0, total: 111_000 },
  ],
  [
    'rate 0 %: no PPN',
    { ...PKP, rateBp: 0, amount: 50_000 },
    { base: 50_000, tax: 0, total: 50_000 },
  ],
  ['a free order (total 0)', { ...PKP, amount: 0 }, { base: 0, tax: 0, total: 0 }],
  [
    'the largest order total (integer column) stays exact',
    { ...PKP, amount: 2_147_483_647 },
    { base: 1_934_669_952, tax: 212_813_695, total: 2_147_483_647 },
  ],
];

describe('computeInvoiceTax', () => {
  it.each(TAX_RULES)('%s', (_rule, input, expected) => {
    const tax = computeInvoiceTax(input);
    expect({ base: tax.base, tax: tax.tax, total: tax.total }).toEqual(expected);
    expect(tax.base + tax.tax).toBe(tax.total);
  });

  it('a rate is printed as people write it', () => {
    expect([formatTaxRate(1_100), formatTaxRate(1_150), formatTaxRate(1_150, 'en')]).toEqual([
      '11',
      '11,5',
      '11.5',
    ]);
  });
});

describe('invoice numbers', () => {
  it.each([
    ['midday in Jakarta', '2026-06-15T05:00:00Z', 2026],
    ['the last second of the year in WIB', '2026-12-31T16:59:59Z', 2026],
    ['New Year in WIB is still 31 December in UTC', '2026-12-31T17:00:00Z', 2027],
  ])('%s', (_case, at, year) => {
    expect(invoiceYearOf(new Date(at))).toBe(year);
  });

  it('pads the sequence to six digits', () => {
    expect(formatInvoiceNumber(2026, 123)).toBe('INV/2026/000123');
    expect(formatInvoiceNumber(2026, 1_234_567)).toBe('INV/2026/1234567');
  });
});

describe('NPWP', () => {
  it.each([
    ['15 digits with punctuation', '01.234.567.8-901.000', '012345678901000'],
    ['16 digits (NIK-based)', '3171 0123 4567 8901', '3171012345678901'],
    ['14 digits', '01234567890100', null],
    ['17 digits', '01234567890100012', null],
    ['letters', '01.234.567.8-901.00A', null],
  ])('%s', (_case, text, digits) => {
    expect(normaliseNpwp(text)).toBe(digits);
  });

  it('prints 15 digits in the familiar form', () => {
    expect(formatNpwp('012345678901000')).toBe('01.234.567.8-901.000');
  });
});
