import { describe, expect, it } from 'vitest';
import {
  allowedNextStates,
  checkOperatorTransition,
  goodsPaid,
  ORDER_STATE,
  ORDER_STATE_NAMES,
  pointsForDelivery,
  pointsToTakeBack,
  resolveOrderState,
} from './lifecycle';
import { groupOrderStatus } from './order-status';

const S = ORDER_STATE;

describe('operator transitions (issue 8, design/order-life-after-payment.md)', () => {
  it.each([
    ['Awaiting bank wire payment → Payment confirm', S.awaitingWire, S.paymentConfirm, []],
    [
      'Awaiting bank wire payment → Payment accepted',
      S.awaitingWire,
      S.paymentAccepted,
      ['settle_payment'],
    ],
    ['Payment confirm → Payment accepted', S.paymentConfirm, S.paymentAccepted, ['settle_payment']],
    ['Payment confirm → Awaiting (receipt rejected)', S.paymentConfirm, S.awaitingWire, []],
    ['Payment accepted → Order verified', S.paymentAccepted, S.verified, []],
    ['Order verified → Picking in progress', S.verified, S.picking, []],
    ['Picking in progress → Packed', S.picking, S.packed, []],
    ['Packed → Delivery slip printed', S.packed, S.slipPrinted, []],
    ['Delivery slip printed → Shipped', S.slipPrinted, S.shipped, ['book_shipment']],
    ['Shipped → Delivered', S.shipped, S.delivered, ['mark_delivered', 'earn_points']],
    ['Shipped → Undelivered', S.shipped, S.undelivered, ['mark_undelivered']],
    ['Undelivered → Shipped (again)', S.undelivered, S.shipped, ['reship']],
    ['Undelivered → Return', S.undelivered, S.return, ['mark_returned', 'owe_refund']],
    [
      'Delivered → Return',
      S.delivered,
      S.return,
      ['mark_returned', 'take_back_points', 'owe_refund'],
    ],
  ])('allows %s', (_rule, from, to, effects) => {
    expect(checkOperatorTransition(from, to)).toEqual({ ok: true, value: { from, to, effects } });
  });

  it.each([
    ['Payment accepted → Order verified', S.paymentAccepted, S.verified, false],
    ['Order verified → Picking in progress', S.verified, S.picking, false],
    ['Picking in progress → Packed', S.picking, S.packed, false],
    ['Packed → Delivery slip printed', S.packed, S.slipPrinted, false],
    ['Delivery slip printed → Shipped', S.slipPrinted, S.shipped, false],
    ['Shipped → Delivered', S.shipped, S.delivered, false],
    ['Shipped → Undelivered', S.shipped, S.undelivered, false],
    ['Undelivered → Shipped', S.undelivered, S.shipped, false],
    ['Undelivered → Return', S.undelivered, S.return, false],
    ['Awaiting bank wire payment → Payment accepted', S.awaitingWire, S.paymentAccepted, true],
    ['Delivered → Return (brought back to the store)', S.delivered, S.return, true],
  ])('an order collected in its store (issue 23): %s allowed = %s', (_rule, from, to, allowed) => {
    const result = checkOperatorTransition(from, to, { refundOwed: false, storePickup: true });
    expect(result.ok).toBe(allowed);
    if (!allowed) expect(result).toMatchObject({ code: 'order_collected_in_store' });
  });

  it('offers an order collected in its store no parcel move', () => {
    expect(allowedNextStates(S.paymentAccepted)).toContain(S.verified);
    expect(allowedNextStates(S.paymentAccepted, { storePickup: true })).not.toContain(S.verified);
    expect(allowedNextStates(S.delivered, { storePickup: true })).toContain(S.return);
  });

  it.each([
    ['Cancelled → Refund', S.cancelled, S.refund],
    ['Return → Refund', S.return, S.refund],
    ['Payment Failure → Refund (money after the failure)', S.paymentFailure, S.refund],
  ])('allows %s only while a refund is owed', (_rule, from, to) => {
    expect(checkOperatorTransition(from, to, { refundOwed: true })).toMatchObject({
      ok: true,
      value: { effects: ['pay_refund'] },
    });
    expect(checkOperatorTransition(from, to, { refundOwed: false })).toMatchObject({
      ok: false,
      code: 'order_refund_not_owed',
    });
  });

  it.each([
    ['skipping verification', S.paymentAccepted, S.picking],
    ['shipping before the slip', S.packed, S.shipped],
    ['an unpaid order to the warehouse', S.awaitingWire, S.picking],
    ['an order the gateway still owns', S.created, S.paymentAccepted],
    ['delivered twice', S.delivered, S.delivered],
    ['back from delivered', S.delivered, S.shipped],
    ['a failed payment', S.paymentFailure, S.paymentAccepted],
    ['a refund back', S.refund, S.cancelled],
    ['an unknown state', 99, S.shipped],
  ])('refuses %s', (_rule, from, to) => {
    expect(checkOperatorTransition(from, to)).toMatchObject({
      ok: false,
      code: 'invalid_transition',
    });
  });

  it('names both states in a refusal and lists the allowed next states', () => {
    expect(checkOperatorTransition(S.paymentAccepted, S.shipped)).toEqual({
      ok: false,
      code: 'invalid_transition',
      params: { from: 'Payment accepted', to: 'Shipped' },
    });
    expect(allowedNextStates(S.shipped)).toEqual([S.delivered, S.undelivered]);
    expect(allowedNextStates(S.delivered)).toEqual([S.return]);
    expect(allowedNextStates(S.refund)).toEqual([]);
  });

  it('keeps the state names the storefront groups match (000 §4)', () => {
    expect(groupOrderStatus(ORDER_STATE_NAMES[S.awaitingWire]).group).toBe('waiting_payment');
    expect(groupOrderStatus(ORDER_STATE_NAMES[S.slipPrinted]).group).toBe('in_progress');
    expect(groupOrderStatus(ORDER_STATE_NAMES[S.shipped]).group).toBe('shipped');
    expect(groupOrderStatus(ORDER_STATE_NAMES[S.delivered]).group).toBe('delivered');
    expect(groupOrderStatus(ORDER_STATE_NAMES[S.undelivered]).isUndelivered).toBe(true);
    expect(groupOrderStatus(ORDER_STATE_NAMES[S.verified]).isVerified).toBe(true);
    expect(groupOrderStatus(ORDER_STATE_NAMES[S.refund]).group).toBe('cancelled');
    expect(groupOrderStatus(ORDER_STATE_NAMES[S.return]).group).toBe('return');
  });
});

describe('a state by id, name or slug', () => {
  it.each([
    ['an id', '8', S.shipped],
    ['a number', 15, S.verified],
    ['the exact name', 'Picking in progress', S.picking],
    ['the name in any case', 'AWAITING BANK WIRE PAYMENT', S.awaitingWire],
    ['a kebab slug', 'payment-accepted', S.paymentAccepted],
    ['a snake slug', 'delivery_slip_printed', S.slipPrinted],
    ['a short alias', 'picking', S.picking],
    ['a one-word name', 'shipped', S.shipped],
    ['undelivered', 'undelivered', S.undelivered],
    ['verified', 'verified', S.verified],
    ['an alias with spaces', '  Slip Printed ', S.slipPrinted],
    ['the American spelling', 'canceled', S.cancelled],
  ])('resolves %s', (_rule, input, id) => {
    expect(resolveOrderState(input)).toEqual({ ok: true, value: id });
  });

  it.each([['0'], ['16'], ['teleported'], [''], ['1e3']])('refuses %j', (input) => {
    expect(resolveOrderState(input)).toMatchObject({ ok: false, code: 'order_state_unknown' });
  });
});

describe('points earned on delivery (000 §9 beautyPointBase, design/order-life-after-payment.md)', () => {
  it.each([
    ['goods of Rp 49.999: none', 49_999 + 18_000, 18_000, 0, 0],
    ['goods of exactly Rp 50.000: one', 50_000 + 18_000, 18_000, 0, 1],
    ['goods of Rp 149.000: two', 149_000 + 18_000, 18_000, 0, 2],
    ['free shipping counts no shipping', 250_000, 18_000, 18_000, 5],
    ['shipping partly discounted', 100_000 + 8_000, 18_000, 10_000, 2],
    ['a free order: none', 0, 0, 0, 0],
  ])('%s', (_rule, totalPaid, fee, discount, points) => {
    const order = { total_paid: totalPaid, shipping_fee: fee, shipping_discount: discount };
    expect(pointsForDelivery(order)).toBe(points);
    expect(goodsPaid(order)).toBe(totalPaid - fee + discount);
  });

  it.each([
    ['all of it while the balance has it', 3, 150, 3],
    ['only what is left once spent', 5, 2, 2],
    ['nothing from an empty balance', 4, 0, 0],
    ['nothing when nothing was earned', 0, 150, 0],
  ])('a return takes back %s', (_rule, earned, balance, taken) => {
    expect(pointsToTakeBack(earned, balance)).toBe(taken);
  });
});
