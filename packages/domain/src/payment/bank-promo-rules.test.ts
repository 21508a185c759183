import { describe, expect, it } from 'vitest';
import {
  additionalTotalOrder,
  cardBinMatches,
  checkBankPromotion,
  type BankPromotionRule,
} from './bank-promo-rules';

const NOW = new Date('2026-11-21T03:00:00Z');

const rule = (over: Partial<BankPromotionRule> = {}): BankPromotionRule => ({
  id: 1,
  bankName: 'BCA',
  discountType: 'percentage',
  discountValue: 10,
  maxDiscount: 50_000,
  minOrder: 200_000,
  cardBins: [],
  paymentMethods: [],
  startsAt: new Date('2026-11-01T00:00:00Z'),
  endsAt: new Date('2026-12-01T00:00:00Z'),
  isActive: true,
  ...over,
});

const input = (over: Partial<Parameters<typeof checkBankPromotion>[1]> = {}) => ({
  paymentMethod: 'credit_debit_card',
  cardBin: '481111',
  totalAmount: 300_000,
  ...over,
});

describe('bank promotion eligibility and discount (000 §3, §4)', () => {
  it.each([
    ['10% of 300.000', rule(), input(), { discount: 30_000, totalPaidAfterDisc: 270_000 }],
    [
      '10% held to its 50.000 cap',
      rule(),
      input({ totalAmount: 900_000 }),
      { discount: 50_000, totalPaidAfterDisc: 850_000 },
    ],
    [
      'percentage without a cap',
      rule({ maxDiscount: null }),
      input({ totalAmount: 900_000 }),
      { discount: 90_000, totalPaidAfterDisc: 810_000 },
    ],
    [
      'percentage rounded down to the rupiah',
      rule({ discountValue: 15, minOrder: 0 }),
      input({ totalAmount: 99_999 }),
      { discount: 14_999, totalPaidAfterDisc: 85_000 },
    ],
    [
      'a fixed amount',
      rule({ discountType: 'amount', discountValue: 25_000, maxDiscount: null }),
      input(),
      { discount: 25_000, totalPaidAfterDisc: 275_000 },
    ],
    [
      'a fixed amount never above the total',
      rule({ discountType: 'amount', discountValue: 500_000, minOrder: 0 }),
      input({ totalAmount: 100_000 }),
      { discount: 100_000, totalPaidAfterDisc: 0 },
    ],
    [
      'exactly the minimum order',
      rule(),
      input({ totalAmount: 200_000 }),
      { discount: 20_000, totalPaidAfterDisc: 180_000 },
    ],
    [
      'the card BIN under a prefix',
      rule({ cardBins: ['4811', '521111'] }),
      input({ cardBin: '48111122' }),
      { discount: 30_000, totalPaidAfterDisc: 270_000 },
    ],
    [
      'the method among the promotion’s',
      rule({ paymentMethods: ['bca_virtual_account'] }),
      input({ paymentMethod: 'bca_virtual_account', cardBin: null }),
      { discount: 30_000, totalPaidAfterDisc: 270_000 },
    ],
    [
      'starting this very moment',
      rule({ startsAt: NOW }),
      input(),
      { discount: 30_000, totalPaidAfterDisc: 270_000 },
    ],
  ])('eligible: %s', (_rule, promo, order, expected) => {
    expect(checkBankPromotion(promo, order, NOW)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['switched off', rule({ isActive: false }), input(), 'bank_promo_inactive'],
    [
      'not started',
      rule({ startsAt: new Date('2026-11-22T00:00:00Z') }),
      input(),
      'bank_promo_not_started',
    ],
    ['ended (the end is exclusive)', rule({ endsAt: NOW }), input(), 'bank_promo_ended'],
    [
      'another payment method',
      rule({ paymentMethods: ['credit_debit_card'] }),
      input({ paymentMethod: 'gopay' }),
      'bank_promo_method',
    ],
    [
      'no payment method chosen',
      rule({ paymentMethods: ['credit_debit_card'] }),
      input({ paymentMethod: null }),
      'bank_promo_method',
    ],
    [
      'another bank’s card',
      rule({ cardBins: ['481111'] }),
      input({ cardBin: '521111' }),
      'bank_promo_card',
    ],
    ['no card given', rule({ cardBins: ['481111'] }), input({ cardBin: null }), 'bank_promo_card'],
    [
      'a prefix longer than the BIN',
      rule({ cardBins: ['48111122'] }),
      input({ cardBin: '481111' }),
      'bank_promo_card',
    ],
    ['under the minimum', rule(), input({ totalAmount: 199_999 }), 'bank_promo_min_order'],
  ])('refused: %s', (_rule, promo, order, code) => {
    const result = checkBankPromotion(promo, order, NOW);
    expect(result).toMatchObject({ ok: false, code });
  });

  it('the minimum refusal says how much more to buy', () => {
    expect(checkBankPromotion(rule(), input({ totalAmount: 150_000 }), NOW)).toEqual({
      ok: false,
      code: 'bank_promo_min_order',
      params: { amount: 200_000, gap: 50_000 },
    });
    expect(additionalTotalOrder(rule(), 150_000)).toBe(50_000);
    expect(additionalTotalOrder(rule(), 250_000)).toBe(0);
  });

  it.each([
    [[], null, true],
    [['4811'], '481111', true],
    [['4811'], null, false],
    [['5211', '4811'], '48111111', true],
    [['4911'], '481111', false],
  ] as const)('BIN prefixes %j match %s: %s', (prefixes, bin, expected) => {
    expect(cardBinMatches(prefixes, bin)).toBe(expected);
  });
});
