import { describe, expect, it } from 'vitest';
import {
  checkRefundBankAccount,
  checkReturnAction,
  checkReturnPick,
  maskAccountNumber,
  returnEligibility,
  returnPointsToTakeBack,
  returnRefund,
  type ReturnAction,
} from './return-rules';

const DAY = 86_400_000;
const delivered = new Date('2026-11-20T03:00:00Z');

describe('returnEligibility (docs/design/returns.md "Window")', () => {
  const base = {
    deliveredAt: delivered,
    storePickup: false,
    openReturn: false,
    returnableQuantity: 2,
    now: new Date(delivered.getTime() + DAY),
    windowDays: 7,
  };
  it.each([
    ['a delivered order within its window', {}, { ok: true }],
    [
      'on the window’s last instant',
      { now: new Date(delivered.getTime() + 7 * DAY) },
      { ok: true },
    ],
    [
      'a moment after it',
      { now: new Date(delivered.getTime() + 7 * DAY + 1) },
      { ok: false, code: 'return_window_closed' },
    ],
    ['not delivered', { deliveredAt: null }, { ok: false, code: 'order_not_returnable' }],
    ['collected in a store', { storePickup: true }, { ok: false, code: 'order_not_returnable' }],
    ['a return already open', { openReturn: true }, { ok: false, code: 'return_already_open' }],
    ['everything returned', { returnableQuantity: 0 }, { ok: false, code: 'return_nothing_left' }],
    [
      'a window of 14 days',
      { windowDays: 14, now: new Date(delivered.getTime() + 10 * DAY) },
      { ok: true },
    ],
  ])('%s', (_name, change, expected) => {
    expect(returnEligibility({ ...base, ...change })).toMatchObject(expected);
  });
});

describe('returnRefund (docs/design/returns.md "Refund amount")', () => {
  // Rp 300.000 of goods, a Rp 30.000 voucher, Rp 18.000 shipping: Rp 270.000 paid for goods.
  const order = {
    subtotal: 300_000,
    total_paid: 288_000,
    shipping_fee: 18_000,
    shipping_discount: 0,
  };
  const lines = [
    { id: 1, quantity: 2, total_price: 200_000, returned: 0 },
    { id: 2, quantity: 1, total_price: 100_000, returned: 0 },
  ];
  it.each([
    [
      'one of two units: its share of what was paid',
      [{ id: 1, quantity: 1 }],
      'damaged',
      90_000,
      0,
    ],
    ['a whole line', [{ id: 2, quantity: 1 }], 'allergy', 90_000, 0],
    [
      'everything, the shop at fault: shipping too',
      [
        { id: 1, quantity: 2 },
        { id: 2, quantity: 1 },
      ],
      'wrong_item',
      270_000,
      18_000,
    ],
    [
      'everything, not the shop’s fault: no shipping',
      [
        { id: 1, quantity: 2 },
        { id: 2, quantity: 1 },
      ],
      'allergy',
      270_000,
      0,
    ],
  ] as const)('%s', (_name, picked, reason, goods, shipping) => {
    expect(returnRefund(order, lines, picked, reason)).toMatchObject({
      goods,
      shipping,
      total: goods + shipping,
    });
  });

  it('returns of an order add up to exactly what its goods were paid (no rupiah lost to rounding)', () => {
    const odd = { subtotal: 100_000, total_paid: 99_999, shipping_fee: 0, shipping_discount: 0 };
    const thirds = [{ id: 1, quantity: 3, total_price: 100_000, returned: 0 }];
    const first = returnRefund(odd, thirds, [{ id: 1, quantity: 1 }], 'damaged').goods;
    const second = returnRefund(
      odd,
      [{ ...thirds[0]!, returned: 1 }],
      [{ id: 1, quantity: 1 }],
      'damaged',
    ).goods;
    const third = returnRefund(
      odd,
      [{ ...thirds[0]!, returned: 2 }],
      [{ id: 1, quantity: 1 }],
      'damaged',
    ).goods;
    expect([first, second, third]).toEqual([33_333, 33_333, 33_333]);
    expect(first + second + third).toBe(99_999);
  });
});

describe('checkReturnPick', () => {
  const lines = [{ id: 1, quantity: 2, total_price: 200_000, returned: 1 }];
  it.each([
    ['the one unit left', [{ id: 1, quantity: 1 }], { ok: true }],
    ['nothing picked', [], { ok: false, code: 'return_lines_required' }],
    [
      'more than is left',
      [{ id: 1, quantity: 2 }],
      { ok: false, code: 'return_quantity_invalid', params: { index: '0' } },
    ],
    [
      'a line of another order',
      [{ id: 9, quantity: 1 }],
      { ok: false, code: 'return_quantity_invalid' },
    ],
    [
      'the same line twice',
      [
        { id: 1, quantity: 1 },
        { id: 1, quantity: 1 },
      ],
      { ok: false, code: 'return_quantity_invalid', params: { index: '1' } },
    ],
    ['zero', [{ id: 1, quantity: 0 }], { ok: false, code: 'return_quantity_invalid' }],
  ])('%s', (_name, picked, expected) => {
    expect(checkReturnPick(lines, picked)).toMatchObject(expected);
  });
});

describe('checkReturnAction (docs/design/returns.md "States")', () => {
  it.each([
    ['requested', 'approve', 'approved'],
    ['requested', 'reject', 'rejected'],
    ['requested', 'cancel', 'cancelled'],
    ['approved', 'receive', 'received'],
    ['received', 'refund', 'refunded'],
    ['received', 'start_gateway_refund', 'refunding'],
    ['refunding', 'start_gateway_refund', 'refunding'],
    ['refunding', 'finish_gateway_refund', 'refunded'],
  ] as const)('%s → %s → %s', (from, action, to) => {
    expect(checkReturnAction(from, action)).toEqual({ ok: true, value: to });
  });
  it.each([
    ['approved', 'approve'],
    ['approved', 'cancel'],
    ['rejected', 'approve'],
    ['requested', 'receive'],
    ['approved', 'refund'],
    ['refunded', 'refund'],
    ['refunding', 'refund'],
    ['received', 'finish_gateway_refund'],
    ['refunded', 'start_gateway_refund'],
  ] as const)('%s refuses %s', (from, action: ReturnAction) => {
    expect(checkReturnAction(from, action)).toMatchObject({
      ok: false,
      code: 'return_state_changed',
    });
  });
});

describe('returnPointsToTakeBack', () => {
  it.each([
    [
      'half the goods back: the points the half earned',
      { earned: 5, goodsPaid: 250_000, refundedGoods: 125_000, takenBefore: 0, balance: 10 },
      3,
    ],
    [
      'all back: everything earned',
      { earned: 5, goodsPaid: 250_000, refundedGoods: 250_000, takenBefore: 0, balance: 10 },
      5,
    ],
    [
      'at most the balance',
      { earned: 5, goodsPaid: 250_000, refundedGoods: 250_000, takenBefore: 0, balance: 2 },
      2,
    ],
    [
      'less what an earlier return took',
      { earned: 5, goodsPaid: 250_000, refundedGoods: 250_000, takenBefore: 3, balance: 10 },
      2,
    ],
    [
      'nothing earned',
      { earned: 0, goodsPaid: 40_000, refundedGoods: 40_000, takenBefore: 0, balance: 10 },
      0,
    ],
  ])('%s', (_name, input, expected) => {
    expect(returnPointsToTakeBack(input)).toBe(expected);
  });
});

describe('checkRefundBankAccount', () => {
  it.each([
    [
      'BCA, 10 digits with spaces',
      { bank_code: 'bca', account_number: '123 456 7890', account_name: 'Sari Dewi' },
      { ok: true, value: { account_number: '1234567890', account_name: 'SARI DEWI' } },
    ],
    [
      'BRI, 15 digits',
      { bank_code: 'bri', account_number: '123456789012345', account_name: 'Budi' },
      { ok: true },
    ],
    [
      'BCA, 9 digits',
      { bank_code: 'bca', account_number: '123456789', account_name: 'Sari' },
      { ok: false, code: 'refund_account_number_invalid', params: { bank: 'BCA', digits: '10' } },
    ],
    [
      'CIMB, a range',
      { bank_code: 'cimb', account_number: '12345678901', account_name: 'Sari' },
      { ok: false, params: { digits: '12–14' } },
    ],
    [
      'letters in the number',
      { bank_code: 'bca', account_number: '12345678AB', account_name: 'Sari' },
      { ok: false, code: 'refund_account_number_invalid' },
    ],
    [
      'an unknown bank',
      { bank_code: 'xyz', account_number: '1234567890', account_name: 'Sari' },
      { ok: false, code: 'refund_bank_unknown' },
    ],
    [
      'a name with digits',
      { bank_code: 'bca', account_number: '1234567890', account_name: 'Sari 99' },
      { ok: false, code: 'refund_account_name_invalid' },
    ],
    [
      'a name too short',
      { bank_code: 'bca', account_number: '1234567890', account_name: 'Al' },
      { ok: false, code: 'refund_account_name_invalid' },
    ],
  ])('%s', (_name, input, expected) => {
    expect(checkRefundBankAccount(input)).toMatchObject(expected);
  });
  it('shows only the last four digits again', () => {
    expect(maskAccountNumber('1234567890')).toBe('••••••7890');
  });
});
