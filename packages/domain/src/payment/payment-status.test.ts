import { describe, expect, it } from 'vitest';
import {
  midtransStatusCode,
  PAYMENT_TRANSITIONS,
  statusCodeMatches,
  paymentStateOf,
  transitionPayment,
  TRANSACTION_STATUSES,
  type PaymentState,
} from './payment-status';

const STATES: PaymentState[] = [...TRANSACTION_STATUSES, 'challenge'];

describe('a report names a state (design/checkout-and-payment.md)', () => {
  it.each([
    ['capture accepted is capture', 'capture', 'accept', 'capture'],
    ['capture without a fraud status is capture', 'capture', null, 'capture'],
    ['capture challenged is challenge, not paid', 'capture', 'challenge', 'challenge'],
    ['capture the FDS denies is deny', 'capture', 'deny', 'deny'],
    ['settlement is settlement', 'settlement', 'accept', 'settlement'],
    ['pending is pending', 'pending', 'accept', 'pending'],
    ['expire is expire', 'expire', null, 'expire'],
  ] as const)('%s', (_rule, status, fraud, state) => {
    expect(paymentStateOf(status, fraud)).toBe(state);
  });
});

describe('the payment state machine: every allowed move (one row per transition)', () => {
  // [from, to, paid after, became paid, final]
  const rows: [PaymentState | null, PaymentState, boolean, boolean, boolean][] = [
    [null, 'pending', false, false, false],
    [null, 'authorize', false, false, false],
    [null, 'challenge', false, false, false],
    [null, 'capture', true, true, false],
    [null, 'settlement', true, true, false],
    [null, 'deny', false, false, true],
    [null, 'cancel', false, false, true],
    [null, 'expire', false, false, true],
    [null, 'failure', false, false, true],
    ['pending', 'authorize', false, false, false],
    ['pending', 'challenge', false, false, false],
    ['pending', 'capture', true, true, false],
    ['pending', 'settlement', true, true, false],
    ['pending', 'deny', false, false, true],
    ['pending', 'cancel', false, false, true],
    ['pending', 'expire', false, false, true],
    ['pending', 'failure', false, false, true],
    ['authorize', 'challenge', false, false, false],
    ['authorize', 'capture', true, true, false],
    ['authorize', 'settlement', true, true, false],
    ['authorize', 'deny', false, false, true],
    ['authorize', 'cancel', false, false, true],
    ['authorize', 'expire', false, false, true],
    ['authorize', 'failure', false, false, true],
    ['challenge', 'capture', true, true, false],
    ['challenge', 'settlement', true, true, false],
    ['challenge', 'deny', false, false, true],
    ['challenge', 'cancel', false, false, true],
    ['challenge', 'expire', false, false, true],
    ['capture', 'settlement', true, false, false],
    ['capture', 'cancel', false, false, true],
    ['capture', 'refund', false, false, true],
    ['capture', 'partial_refund', false, false, false],
    ['capture', 'chargeback', false, false, true],
    ['capture', 'partial_chargeback', false, false, false],
    ['settlement', 'refund', false, false, true],
    ['settlement', 'partial_refund', false, false, false],
    ['settlement', 'chargeback', false, false, true],
    ['settlement', 'partial_chargeback', false, false, false],
    ['partial_refund', 'partial_refund', false, false, false],
    ['partial_refund', 'refund', false, false, true],
    ['partial_refund', 'chargeback', false, false, true],
    ['partial_refund', 'partial_chargeback', false, false, false],
    ['partial_chargeback', 'partial_chargeback', false, false, false],
    ['partial_chargeback', 'chargeback', false, false, true],
  ];

  it.each(rows)('%s → %s', (from, to, paid, becamePaid, final) => {
    expect(transitionPayment(from, to)).toEqual({
      ok: true,
      value: { from, to, paid, becamePaid, final },
    });
  });

  it('the rows are exactly the table', () => {
    const table = Object.entries(PAYMENT_TRANSITIONS).flatMap(([from, tos]) =>
      tos.map((to) => `${from === 'none' ? null : from}→${to}`),
    );
    expect(rows.map(([from, to]) => `${from}→${to}`).sort()).toEqual(table.sort());
  });
});

describe('the payment state machine: every other move is refused', () => {
  const allowed = new Set(
    Object.entries(PAYMENT_TRANSITIONS).flatMap(([from, tos]) => tos.map((to) => `${from}→${to}`)),
  );
  const refused = [null, ...STATES].flatMap((from) =>
    STATES.filter((to) => !allowed.has(`${from ?? 'none'}→${to}`)).map((to) => [from, to] as const),
  );

  it.each(refused)('%s → %s', (from, to) => {
    const result = transitionPayment(from, to);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.code).toBe(
      from === to ? 'payment_unchanged' : 'payment_regression',
    );
  });

  it.each([
    ['settlement never goes back to pending', 'settlement', 'pending'],
    ['a paid capture never becomes a challenge', 'capture', 'challenge'],
    ['an expired payment is never paid later', 'expire', 'settlement'],
    ['a denied card is never captured later', 'deny', 'capture'],
    ['a refund is final', 'refund', 'settlement'],
    ['a settled payment cannot expire', 'settlement', 'expire'],
  ] as const)('%s', (_rule, from, to) => {
    expect(transitionPayment(from, to)).toMatchObject({ ok: false, code: 'payment_regression' });
  });

  it('a repeated report is unchanged, not a regression', () => {
    expect(transitionPayment('settlement', 'settlement')).toEqual({
      ok: false,
      code: 'payment_unchanged',
      params: { state: 'settlement' },
    });
  });
});

describe('Midtrans status codes', () => {
  it.each([
    ['pending', '201'],
    ['challenge', '201'],
    ['capture', '200'],
    ['settlement', '200'],
    ['deny', '202'],
    ['failure', '202'],
    ['expire', '407'],
    ['cancel', '200'],
    ['refund', '200'],
  ] as const)('%s → %s', (state, code) => {
    expect(midtransStatusCode(state)).toBe(code);
  });
});

describe("a notification's status code goes with its status (Midtrans code statuses)", () => {
  it.each([
    ['pending', null, '201', true],
    ['pending', null, '200', false],
    ['settlement', 'accept', '200', true],
    ['settlement', 'accept', '201', false],
    ['settlement', null, '407', false],
    ['capture', 'accept', '200', true],
    ['capture', 'accept', '201', false],
    ['capture', 'challenge', '201', true],
    ['capture', 'challenge', '200', false],
    ['capture', 'deny', '202', false],
    ['authorize', null, '200', true],
    ['deny', 'deny', '202', true],
    ['deny', null, '200', false],
    ['cancel', null, '200', true],
    ['cancel', null, '202', true],
    ['cancel', null, '201', false],
    ['expire', null, '407', true],
    ['expire', null, '202', true],
    ['expire', null, '200', false],
    ['failure', null, '202', true],
    ['refund', null, '200', true],
    ['refund', null, '201', false],
  ] as const)('%s (fraud %s) with %s: %s', (status, fraud, code, matches) => {
    expect(statusCodeMatches(status, fraud, code)).toBe(matches);
  });

  it('every state the sandbox reports carries a code its status accepts', () => {
    for (const state of STATES) {
      const status = state === 'challenge' ? 'capture' : state;
      const fraud = state === 'challenge' ? 'challenge' : 'accept';
      expect(statusCodeMatches(status, fraud, midtransStatusCode(state)), state).toBe(true);
    }
  });
});
