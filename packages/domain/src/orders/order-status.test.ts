import { describe, expect, it } from 'vitest';
import { canCancelOrder, groupAction, groupOrderStatus, orderStatusName } from './order-status';

describe('order status groups (000 §4 table)', () => {
  it.each([
    [
      'Waiting payment: starts with awaiting',
      'Awaiting bank wire payment',
      'waiting_payment',
      0,
      'CONFIRM PAYMENT',
    ],
    [
      'Waiting payment: awaiting, any case',
      'AWAITING GOPAY PAYMENT',
      'waiting_payment',
      0,
      'CONFIRM PAYMENT',
    ],
    ['Waiting payment: is order created', 'Order Created', 'waiting_payment', 0, 'CONFIRM PAYMENT'],
    [
      'Payment Verification: is payment confirm',
      'Payment Confirm',
      'payment_verification',
      1,
      null,
    ],
    [
      'Payment Accepted: contains payment accepted',
      'Remote Payment Accepted',
      'payment_accepted',
      2,
      null,
    ],
    ['Order In Progress: delivery slip printed', 'Delivery Slip Printed', 'in_progress', 3, null],
    ['Order In Progress: packed', 'packed', 'in_progress', 3, null],
    ['Order In Progress: picking in progress', 'Picking In Progress', 'in_progress', 3, null],
    ['Shipped: contains shipped', 'Order Shipped', 'shipped', 4, 'TRACK ORDER'],
    ['Delivered: contains delivered', 'Delivered', 'delivered', 5, 'REORDER'],
    ['Delivered: not undelivered', 'Undelivered', 'other', 10, null],
    ['Cancelled: contains refund', 'Refunded', 'cancelled', 6, 'REORDER'],
    ['Cancelled: contains cancelled', 'Order Cancelled', 'cancelled', 6, 'REORDER'],
    ['Return: contains return', 'Return Requested', 'return', 9, null],
    ['Other: anything else', 'Payment Failure', 'other', 10, null],
    ['Other: empty name', '', 'other', 10, null],
  ])('000 §4 %s', (_rule, name, group, step, action) => {
    expect(groupOrderStatus(name)).toMatchObject({ group, step, action });
  });

  it.each([
    ['Order Verified', true, false],
    ['Undelivered', false, true],
    ['Unverified', false, false],
    ['Delivered', false, false],
  ])('000 §4 extra flags for %s', (name, isVerified, isUndelivered) => {
    expect(groupOrderStatus(name)).toMatchObject({ isVerified, isUndelivered });
  });

  it.each([
    [
      'state.name first',
      { state: { name: 'Shipped' }, state_histories: [{ to_status: { name: 'Delivered' } }] },
      'Shipped',
    ],
    [
      'last history entry when state is missing',
      { state_histories: [{ to_status: { name: 'Packed' } }, { to_status: { name: 'Shipped' } }] },
      'Shipped',
    ],
    ['nothing at all', {}, ''],
  ])('000 §4 status name: %s', (_rule, order, expected) => {
    expect(orderStatusName(order)).toBe(expected);
  });

  it.each([
    [true, 'TRACK ORDER'],
    [false, null],
    [undefined, null],
  ])('000 §4 TRACK ORDER only if can_track_order is true (%s)', (canTrack, expected) => {
    expect(groupAction(groupOrderStatus('Shipped'), canTrack)).toBe(expected);
  });

  it('each group has a label and a colour', () => {
    expect(groupOrderStatus('Shipped')).toMatchObject({
      label: 'order_group_shipped',
      colour: 'progress',
    });
    expect(canCancelOrder(groupOrderStatus('Order Created'))).toBe(true);
    expect(canCancelOrder(groupOrderStatus('Shipped'))).toBe(false);
  });
});
