import { describe, expect, it } from 'vitest';
import { formatRupiahRange, priceDisplay } from './price';
import { formatRating, ratingDisplay } from './rating-display';

describe('rating display (000 §5)', () => {
  it.each([
    ['hidden for bundle_virtual', 'bundle_virtual', 4.5, 12, null],
    ['hidden for bundle_physical', 'bundle_physical', 4.5, 12, null],
    ['hidden for gwp_non_sellable', 'gwp_non_sellable', 4.5, 12, null],
    [
      'shown for egift',
      'egift',
      4.5,
      12,
      { starScale: 45, text: '4.5', totalReviews: 12, reviewed: true },
    ],
    [
      'scaled by 10, one decimal',
      null,
      4.46,
      12,
      { starScale: 45, text: '4.5', totalReviews: 12, reviewed: true },
    ],
    ['no reviews yet', null, 0, 0, { starScale: 0, text: '0.0', totalReviews: 0, reviewed: false }],
    [
      'an average without reviews is no review',
      null,
      4,
      0,
      { starScale: 40, text: '4.0', totalReviews: 0, reviewed: false },
    ],
    ['hidden for a bundle without reviews', 'bundle_virtual', 0, 0, null],
  ] as const)('000 §5 %s', (_rule, classification, average_rating, total_reviews, expected) => {
    expect(
      ratingDisplay({ classification, review_stats: { average_rating, total_reviews } }),
    ).toEqual(expected);
  });

  it('001 §9 rating average shown with one decimal', () => {
    expect(formatRating(3.25)).toBe('3.3');
    expect(formatRating(5)).toBe('5.0');
  });
});

describe('price and discount ranges (000 §2 tile)', () => {
  it.each([
    [
      'single price, no discount',
      { min_price: 150_000, max_price: 150_000 },
      { price: 'Rp150.000', discounted: null, discount: null },
    ],
    [
      'price range',
      { min_price: 100_000, max_price: 150_000 },
      { price: 'Rp100.000 - Rp150.000', discounted: null, discount: null },
    ],
    [
      'discounted range with percent range',
      {
        min_price: 100_000,
        max_price: 200_000,
        min_price_after_discount: 80_000,
        max_price_after_discount: 180_000,
        discount_range: [10, 20] as [number, number],
      },
      { price: 'Rp100.000 - Rp200.000', discounted: 'Rp80.000 - Rp180.000', discount: '10% - 20%' },
    ],
    [
      'single discount percent',
      {
        min_price: 100_000,
        max_price: 100_000,
        min_price_after_discount: 75_000,
        max_price_after_discount: 75_000,
        discount_percentage: 25,
      },
      { price: 'Rp100.000', discounted: 'Rp75.000', discount: '25%' },
    ],
  ])('%s', (_rule, product, expected) => {
    expect(priceDisplay({ id: 1, ...product })).toEqual(expected);
  });

  it('orders the bounds', () => {
    expect(formatRupiahRange(2000, 1000)).toBe('Rp1.000 - Rp2.000');
  });
});
