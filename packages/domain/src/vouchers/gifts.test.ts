import { describe, expect, it } from 'vitest';
import { giftsEarned, type GiftRule } from './gifts';
import type { PromotionLine } from './scope';

const line = (over: Partial<PromotionLine> = {}): PromotionLine => ({
  productId: 1,
  brandId: 10,
  categoryIds: [100],
  quantity: 1,
  unitPrice: 100_000,
  ...over,
});
const rule = (over: Partial<GiftRule> = {}): GiftRule => ({
  id: 1,
  scope: { scope: 'any', ids: [] },
  min_amount: 150_000,
  quantity: 1,
  stock: 10,
  ...over,
});

describe('gifts with purchase', () => {
  it.each<[string, Partial<GiftRule>, PromotionLine[], 'given' | 'out' | 'none']>([
    ['minimum unmet', {}, [line()], 'none'],
    ['minimum met by the whole bag', {}, [line({ quantity: 2 })], 'given'],
    ['special-price lines do not count', {}, [line(), line({ isSpecialPrice: true })], 'none'],
    ['brand scope met', { scope: { scope: 'brand', ids: [10] } }, [line({ quantity: 2 })], 'given'],
    [
      'brand scope: other brands do not count',
      { scope: { scope: 'brand', ids: [10] } },
      [line(), line({ brandId: 11, unitPrice: 500_000 })],
      'none',
    ],
    [
      'no minimum, but no in-scope line',
      { min_amount: 0, scope: { scope: 'category', ids: [999] } },
      [line()],
      'none',
    ],
    ['no minimum, any line', { min_amount: 0 }, [line({ unitPrice: 1 })], 'given'],
    ['met but the gift ran out', { stock: 0 }, [line({ quantity: 2 })], 'out'],
    [
      'met, stock below the gift quantity',
      { stock: 1, quantity: 2 },
      [line({ quantity: 2 })],
      'out',
    ],
    ['empty bag', { min_amount: 0 }, [], 'none'],
  ])('%s', (_rule, over, lines, expected) => {
    const result = giftsEarned([rule(over)], lines);
    const outcome = result.given.length ? 'given' : result.outOfStock.length ? 'out' : 'none';
    expect(outcome).toBe(expected);
  });
});
