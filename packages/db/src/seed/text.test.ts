import { describe, expect, it } from 'vitest';
import { mulberry32, Random } from './random';
import { ean13, ean13CheckDigit, isValidEan13, jakartaDay, shopPrice, slugify } from './text';

describe('seed helpers', () => {
  it('computes EAN-13 check digits (GS1 weights 1, 3)', () => {
    expect(ean13CheckDigit('400638133393')).toBe(1);
    expect(ean13CheckDigit('899999999999')).toBe(5);
    expect(ean13('899', 42)).toMatch(/^899000000042\d$/);
    expect(isValidEan13(ean13('899', 123_456))).toBe(true);
    expect(isValidEan13('4006381333932')).toBe(false);
  });

  it('slugs names for URLs', () => {
    expect(slugify('Serum & Essence')).toBe('serum-essence');
    expect(slugify('Maison Lumière')).toBe('maison-lumiere');
    expect(slugify('Sunscreen Gel SPF 50 PA++++')).toBe(
      'sunscreen-gel-spf-50-pa-plus-plus-plus-plus',
    );
    expect(slugify('Niacinamide 10% Brightening')).toBe('niacinamide-10-brightening');
  });

  it('prices like a shop: Rp500 steps under Rp100.000, then thousands ending in 0, 5 or 9', () => {
    expect(shopPrice(47_320)).toBe(47_500);
    expect(shopPrice(127_400)).toBe(129_000);
    expect(shopPrice(183_600)).toBe(185_000);
    expect(shopPrice(201_200)).toBe(201_000);
    for (let raw = 1_000; raw < 1_300_000; raw += 7_919) {
      const price = shopPrice(raw);
      expect(price % (price < 100_000 ? 500 : 1000)).toBe(0);
    }
  });

  it('names Jakarta calendar days (UTC+7)', () => {
    expect(jakartaDay(new Date('2025-06-01T16:59:00Z'))).toBe('2025-06-01');
    expect(jakartaDay(new Date('2025-06-01T17:00:00Z'))).toBe('2025-06-02');
    expect(jakartaDay(new Date('2025-06-01T05:00:00Z'), -2)).toBe('2025-05-30');
  });

  it('draws the same sequence from the same seed', () => {
    const a = mulberry32(7);
    const b = mulberry32(7);
    expect([a(), a(), a()]).toEqual([b(), b(), b()]);
    const random = new Random('kilau');
    const values = Array.from({ length: 200 }, () => random.int(3, 9));
    expect(Math.min(...values)).toBe(3);
    expect(Math.max(...values)).toBe(9);
  });
});
