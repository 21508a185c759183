import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatRupiah } from './money';

describe('rupiah (000 §9: Rp, dot thousands, integer rupiah)', () => {
  it.each([
    [0, 'Rp0'],
    [999, 'Rp999'],
    [1000, 'Rp1.000'],
    [50_000, 'Rp50.000'],
    [200_000, 'Rp200.000'],
    [1_234_567, 'Rp1.234.567'],
    [1_499.6, 'Rp1.500'],
    [-25_000, '-Rp25.000'],
  ])('000 §9 formats %d as %s', (amount, expected) => {
    expect(formatRupiah(amount)).toBe(expected);
  });

  it('property: digits round-trip and groups have three digits', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (amount) => {
        const text = formatRupiah(amount);
        expect(text.startsWith('Rp')).toBe(true);
        const body = text.slice(2);
        expect(body).toMatch(/^\d{1,3}(\.\d{3})*$/);
        expect(Number(body.replaceAll('.', ''))).toBe(amount);
      }),
    );
  });

  it('property: negative amounts mirror positive ones', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e12 }), (amount) => {
        expect(formatRupiah(-amount)).toBe(`-${formatRupiah(amount)}`);
      }),
    );
  });
});
