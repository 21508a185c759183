import { describe, expect, it } from 'vitest';
import { ALL_PAYMENT_METHOD_CODES, GATEWAY_REFUND_METHODS, PAYMENT_FLOWS } from './constants';
import {
  checkInstallmentTerm,
  groupPaymentMethods,
  isGatewayMethod,
  isWithinMethodLimits,
  paymentFlowOf,
  recommendLastUsed,
  refundsThroughGateway,
  type PaymentMethod,
} from './methods';

const METHODS: PaymentMethod[] = [
  { code: 'credit_debit_card', name: 'Kartu', category: 'credit_card', position: 1 },
  { code: 'bca_virtual_account', name: 'BCA VA', category: 'bank_transfer', position: 2 },
  { code: 'bank_transfer', name: 'Transfer', category: 'bank_transfer', position: 3 },
  { code: 'gopay', name: 'GoPay', category: 'other', position: 4 },
  { code: 'qris', name: 'QRIS', category: 'other', position: 5 },
];

const groups = (methods: PaymentMethod[]) =>
  groupPaymentMethods(methods, 'website').map((group) => [
    group.category,
    group.methods.map((method) => method.code),
  ]);

describe('last used as the recommendation (000 §3)', () => {
  it.each([
    [
      'no last method: the categories alone',
      null,
      [
        ['credit_card', ['credit_debit_card']],
        ['bank_transfer', ['bca_virtual_account', 'bank_transfer']],
        ['other', ['gopay', 'qris']],
      ],
    ],
    [
      'gopay moves to the recommendation',
      'gopay',
      [
        ['last_payment_method', ['gopay']],
        ['credit_card', ['credit_debit_card']],
        ['bank_transfer', ['bca_virtual_account', 'bank_transfer']],
        ['other', ['qris']],
      ],
    ],
    [
      'the only card method leaves its category empty (omitted)',
      'credit_debit_card',
      [
        ['last_payment_method', ['credit_debit_card']],
        ['bank_transfer', ['bca_virtual_account', 'bank_transfer']],
        ['other', ['gopay', 'qris']],
      ],
    ],
    [
      'a method no longer offered recommends nothing',
      'ovo',
      [
        ['credit_card', ['credit_debit_card']],
        ['bank_transfer', ['bca_virtual_account', 'bank_transfer']],
        ['other', ['gopay', 'qris']],
      ],
    ],
  ] as const)('%s', (_rule, last, expected) => {
    expect(groups(recommendLastUsed(METHODS, last))).toEqual(expected);
  });
});

describe('method limits, flows and installment terms', () => {
  it.each([
    [{ minAmount: 10_000, maxAmount: null }, 10_000, true],
    [{ minAmount: 10_000, maxAmount: null }, 9_999, false],
    [{ minAmount: 0, maxAmount: 5_000_000 }, 5_000_000, true],
    [{ minAmount: 0, maxAmount: 5_000_000 }, 5_000_001, false],
  ])('%j with total %d: %s', (limits, total, expected) => {
    expect(isWithinMethodLimits(limits, total)).toBe(expected);
  });

  it('every known code has a flow', () => {
    for (const code of ALL_PAYMENT_METHOD_CODES) expect(PAYMENT_FLOWS[code]).toBeDefined();
  });

  it.each([
    ['credit_debit_card', 'card', true],
    ['bca_virtual_account', 'virtual_account', true],
    ['indomaret', 'store_code', true],
    ['qris', 'qr_code', true],
    ['linkaja', 'form_post', true],
    ['kredivo', 'redirect', true],
    ['bank_transfer', 'manual_transfer', false],
    ['cash_on_delivery', 'cash_on_delivery', false],
    ['free_order', 'free', false],
    ['bitcoin', null, false],
  ])('%s is paid by %s (gateway: %s)', (code, flow, gateway) => {
    expect(paymentFlowOf(code)).toBe(flow);
    expect(isGatewayMethod(code)).toBe(gateway);
  });

  it.each([
    [[1, 3, 6, 12], 3, { ok: true, value: 3 }],
    [[1, 3, 6, 12], 4, { ok: false, code: 'installment_term_invalid' }],
    [[1, 3, 6, 12], null, { ok: false, code: 'installment_term_invalid' }],
    [[], null, { ok: true, value: null }],
    [[], 3, { ok: false, code: 'installment_term_invalid' }],
  ] as const)('terms %j, term %s', (terms, term, expected) => {
    expect(checkInstallmentTerm(terms, term)).toEqual(expected);
  });
});

describe('refunds through the gateway (docs/design/returns.md)', () => {
  it.each([
    ['credit_debit_card', true],
    ['gopay', true],
    ['qris', true],
    ['kredivo', true],
    ['bca_virtual_account', false],
    ['permata_virtual_account', false],
    ['indomaret', false],
    ['ovo', false],
    ['linkaja', false],
    ['cimb_clicks', false],
    ['vospay', false],
    ['gpn', false],
    ['doku_card', false],
    ['bank_transfer', false],
    ['cash_on_delivery', false],
    ['free_order', false],
    ['cashier', false],
    ['credit_card', false],
    ['GOPAY', false],
    ['', false],
  ])('%s: %s', (method, expected) => {
    expect(refundsThroughGateway(method)).toBe(expected);
  });

  it('every method the gateway refunds is a known method paid through the gateway', () => {
    for (const method of GATEWAY_REFUND_METHODS) expect(isGatewayMethod(method)).toBe(true);
  });
});
