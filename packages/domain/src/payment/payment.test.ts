import { describe, expect, it } from 'vitest';
import {
  bankPromoButtonLabel,
  bankPromoDiscount,
  toggleBankPromo,
  type BankPromotion,
} from './bank-promo';
import {
  checkPaymentMethodChange,
  formatPaymentDue,
  isPaymentOverdue,
  paymentDueAt,
  showsPaymentDue,
} from './due';
import { groupPaymentMethods, isAvailableFor, type PaymentMethod } from './methods';

const promo = (id: number, over: Partial<BankPromotion> = {}): BankPromotion => ({
  id_bank_promotion: id,
  discount_type: 'amount',
  discount_value: 10_000,
  is_eligible: true,
  is_apply: false,
  ...over,
});

describe('bank promo card (000 §4)', () => {
  it.each([
    ['apply selects an eligible promo', [promo(1), promo(2)], 1, [true, false]],
    ['apply again unselects it', [promo(1, { is_apply: true }), promo(2)], 1, [false, false]],
    [
      'selecting another moves the selection',
      [promo(1, { is_apply: true }), promo(2)],
      2,
      [false, true],
    ],
  ])('000 §4 %s', (_rule, promos, id, applied) => {
    const result = toggleBankPromo(promos, id);
    expect(result.ok && result.value.map((p) => p.is_apply)).toEqual(applied);
  });

  it('000 §4 only an eligible promo can be applied', () => {
    expect(toggleBankPromo([promo(1, { is_eligible: false })], 1)).toEqual({
      ok: false,
      code: 'bank_promo_not_eligible',
    });
  });

  it.each([
    ['Applied when selected', promo(1, { is_apply: true }), 'label_applied'],
    ['Apply otherwise', promo(1), 'label_apply'],
  ])('000 §4 the button reads %s', (_rule, p, label) => {
    expect(bankPromoButtonLabel(p)).toBe(label);
  });

  it.each([
    ['amount', promo(1, { discount_value: 25_000 }), 200_000, 25_000],
    [
      'percentage rounded down',
      promo(1, { discount_type: 'percentage', discount_value: 15 }),
      99_999,
      14_999,
    ],
    ['never above the total', promo(1, { discount_value: 500_000 }), 100_000, 100_000],
  ])('000 §3 discount by %s', (_rule, p, total, expected) => {
    expect(bankPromoDiscount(p, total)).toBe(expected);
  });
});

describe('payment due (000 §5, §9)', () => {
  it('000 §9 due 1 day after creation, shown in WIB', () => {
    expect(paymentDueAt('2024-08-05T07:30:00Z')?.toISOString()).toBe('2024-08-06T07:30:00.000Z');
    expect(formatPaymentDue('2024-08-05T07:30:00Z')).toBe('Bayar sebelum 6 Agu 2024, 14:30 WIB');
    expect(formatPaymentDue(null)).toBe('');
  });

  it.each([
    ['bca_virtual_account', true, true],
    ['permata_virtual_account', true, true],
    ['indomaret', true, true],
    ['bank_transfer', true, true],
    ['gopay', true, false],
    ['credit_debit_card', true, false],
    ['bank_transfer', false, false],
  ])('000 §5 %s waiting=%s shows due: %s', (methodCode, waitingPayment, expected) => {
    expect(showsPaymentDue({ methodCode, waitingPayment })).toBe(expected);
  });

  it('is overdue only after a full day', () => {
    expect(isPaymentOverdue('2024-08-05T00:00:00Z', '2024-08-06T00:00:00Z')).toBe(false);
    expect(isPaymentOverdue('2024-08-05T00:00:00Z', '2024-08-06T00:00:01Z')).toBe(true);
  });

  it.each([
    [0, { ok: true, value: true }],
    [1, { ok: false, code: 'payment_change_once' }],
  ])('000 §4 one payment-method change (made: %d)', (made, expected) => {
    expect(checkPaymentMethodChange(made)).toEqual(expected);
  });
});

describe('payment method categories and available_for (000 §3)', () => {
  const methods: PaymentMethod[] = [
    { code: 'bank_transfer', name: 'Transfer', category: 'bank_transfer', position: 2 },
    { code: 'bca_virtual_account', name: 'BCA VA', category: 'bank_transfer', position: 1 },
    {
      code: 'credit_debit_card',
      name: 'Card',
      category: 'credit_card',
      available_for: ['website', 'store'],
    },
    { code: 'ovo', name: 'OVO', category: 'last_payment_method' },
    { code: 'cash', name: 'Cash', category: 'other', available_for: 'store' },
    { code: 'gopay', name: 'GoPay', category: 'wallet' },
  ];

  it('000 §3 groups in order recommendation, credit card, bank transfer, other', () => {
    const groups = groupPaymentMethods(methods, 'website');
    expect(groups.map((g) => [g.category, g.methods.map((m) => m.code)])).toEqual([
      ['last_payment_method', ['ovo']],
      ['credit_card', ['credit_debit_card']],
      ['bank_transfer', ['bca_virtual_account', 'bank_transfer']],
      ['other', ['gopay']],
    ]);
  });

  it.each([
    ['website by default', { code: 'a', name: 'a', category: 'other' }, 'website', true],
    ['not in store by default', { code: 'a', name: 'a', category: 'other' }, 'store', false],
    [
      'store method in store',
      { code: 'a', name: 'a', category: 'other', available_for: 'store' },
      'store',
      true,
    ],
    [
      'list of channels',
      { code: 'a', name: 'a', category: 'other', available_for: ['website', 'store'] },
      'store',
      true,
    ],
  ] as const)('000 §3 available_for: %s', (_rule, method, channel, expected) => {
    expect(isAvailableFor(method as PaymentMethod, channel)).toBe(expected);
  });
});
