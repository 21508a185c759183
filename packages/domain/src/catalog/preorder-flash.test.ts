import { describe, expect, it } from 'vitest';
import { countdownTo, flashSaleQuota, isFlashSaleOfferOpen } from './flash-sale';
import { activePreorderRule, isCombinationAvailable, preorderState } from './preorder';
import type { Combination } from './types';

const preorder = (...rules: Array<[number, number, string?]>): Combination => ({
  is_pre_order: true,
  stock: 0,
  preorder: rules.map(([total_quota, sold_quota, delivery_date]) => ({
    total_quota,
    sold_quota,
    delivery_date: delivery_date ?? null,
  })),
});

describe('pre-order state (000 §4 availability, product page)', () => {
  it.each([
    [
      'open rule: quota left and its delivery date',
      preorder([10, 4, '2025-08-01']),
      { open: true, remaining: 6, deliveryDate: '2025-08-01' },
    ],
    [
      'first rule sold out, the next one sells',
      preorder([5, 5, '2025-08-01'], [20, 2, '2025-09-01']),
      { open: true, remaining: 18, deliveryDate: '2025-09-01' },
    ],
    [
      'every rule sold out',
      preorder([5, 5, '2025-08-01']),
      { open: false, remaining: 0, deliveryDate: null },
    ],
    [
      'total quota 0 never sells',
      preorder([0, 0]),
      { open: false, remaining: 0, deliveryDate: null },
    ],
    ['no delivery date given', preorder([3, 0]), { open: true, remaining: 3, deliveryDate: null }],
    ['not a pre-order', { is_pre_order: false, stock: 3 }, null],
  ] as const)('%s', (_rule, combination, expected) => {
    expect(preorderState(combination)).toEqual(expected);
  });

  it('the active rule is the first with quota left', () => {
    expect(activePreorderRule(preorder([1, 1], [2, 1]))).toMatchObject({ total_quota: 2 });
    expect(activePreorderRule({ stock: 1 })).toBeNull();
  });
});

describe('combination availability (variant picker, notify me)', () => {
  it.each([
    ['in stock', { stock: 2 }, true],
    ['no stock', { stock: 0 }, false],
    ['stock unknown counts as none', {}, false],
    ['pre-order with quota, no stock', preorder([3, 1]), true],
    ['pre-order quota reached', preorder([3, 3]), false],
    ['missing combination', null, false],
  ] as const)('%s', (_rule, combination, expected) => {
    expect(isCombinationAvailable(combination)).toBe(expected);
  });
});

describe('flash-sale countdown and quota', () => {
  const now = new Date('2025-06-01T10:00:00Z');
  it.each([
    [
      'days, hours, minutes, seconds',
      '2025-06-02T12:34:56Z',
      { days: 1, hours: 2, minutes: 34, seconds: 56, ended: false },
    ],
    ['under a minute', '2025-06-01T10:00:09.900Z', { days: 0, minutes: 0, seconds: 9 }],
    ['exactly now has ended', '2025-06-01T10:00:00Z', { remainingMs: 0, ended: true }],
    ['past has ended, never negative', '2025-05-01T00:00:00Z', { seconds: 0, ended: true }],
    ['unreadable end has ended', 'not a date', { ended: true }],
  ] as const)('%s', (_rule, endsAt, expected) => {
    expect(countdownTo(endsAt, now)).toMatchObject(expected);
  });

  it('accepts a Date', () => {
    expect(countdownTo(new Date('2025-06-01T11:00:00Z'), now).hours).toBe(1);
  });

  it.each([
    ['a share of the quota', { quota: 50, sold: 20 }, { percent: 40, left: 30, soldOut: false }],
    ['rounded down', { quota: 3, sold: 2 }, { percent: 66, left: 1, soldOut: false }],
    ['nothing sold', { quota: 20, sold: 0 }, { percent: 0, left: 20, soldOut: false }],
    [
      'one left never reads 100 %',
      { quota: 200, sold: 199 },
      { percent: 99, left: 1, soldOut: false },
    ],
    ['the quota used up', { quota: 50, sold: 50 }, { percent: 100, left: 0, soldOut: true }],
    ['sold past the quota', { quota: 10, sold: 12 }, { percent: 100, left: 0, soldOut: true }],
    ['no quota', { quota: 0, sold: 0 }, { percent: 100, left: 0, soldOut: true }],
  ] as const)('the sold bar: %s', (_rule, flash, expected) => {
    expect(flashSaleQuota(flash)).toEqual(expected);
    expect(isFlashSaleOfferOpen(flash)).toBe(!expected.soldOut);
  });
});
