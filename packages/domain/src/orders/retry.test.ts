import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isRetryCandidate, retryAction, retryCall } from './retry';

const CREATED = '2024-08-05T05:00:00.000Z';
const at = (minutes: number, seconds = 0) =>
  new Date(Date.parse(CREATED) + minutes * 60_000 + seconds * 1000).toISOString();
const base = { statusName: 'Awaiting Payment', createdAt: CREATED };

describe('retry rule (000 §4)', () => {
  it.each([
    ['ovo at 0:00 → RETRY', 'ovo', at(0), 'RETRY'],
    ['ovo at 29:59 → RETRY', 'ovo', at(29, 59), 'RETRY'],
    ['ovo at 30:00 → RETRY (30 minutes or less)', 'ovo', at(30), 'RETRY'],
    ['ovo at 30:01 → REORDER', 'ovo', at(30, 1), 'REORDER'],
    ['gopay at 4:59 → not yet (group action)', 'gopay', at(4, 59), null],
    ['gopay at 5:00 → RETRY', 'gopay', at(5), 'RETRY'],
    ['gopay at 30:00 → RETRY', 'gopay', at(30), 'RETRY'],
    ['gopay at 30:01 → REORDER', 'gopay', at(30, 1), 'REORDER'],
    ['bank transfer never retries', 'bank_transfer', at(10), null],
  ])('000 §4 %s', (_rule, methodCode, now, expected) => {
    expect(retryAction({ ...base, methodCode, now })).toBe(expected);
  });

  it.each([
    ['waiting payment', { statusName: 'Awaiting Payment' }, true],
    ['cancelled', { statusName: 'Cancelled' }, true],
    ['Payment Failure by name', { statusName: 'Payment Failure' }, true],
    ['payment failed by flag', { statusName: 'Something', isPaymentFailed: true }, true],
    ['shipped is not a candidate', { statusName: 'Shipped' }, false],
    ['created_at must exist', { statusName: 'Cancelled', createdAt: null }, false],
  ])('000 §4 applies when %s', (_rule, over, expected) => {
    expect(isRetryCandidate({ methodCode: 'ovo', createdAt: CREATED, ...over })).toBe(expected);
  });

  it('000 §4 RETRY calls the wallet first', () => {
    expect(retryCall('ovo')).toBe('ovo_payment');
    expect(retryCall('gopay')).toBe('gopay_retry');
    expect(retryCall('bank_transfer')).toBeNull();
  });

  const ageMs = fc.integer({ min: 0, max: 2 * 60 * 60_000 });
  it('property: ovo retries exactly while age ≤ 30:00, then reorders', () => {
    fc.assert(
      fc.property(fc.oneof(ageMs, fc.constantFrom(0, 300_000, 1_800_000, 1_800_001)), (age) => {
        const now = new Date(Date.parse(CREATED) + age).toISOString();
        expect(retryAction({ ...base, methodCode: 'ovo', now })).toBe(
          age <= 1_800_000 ? 'RETRY' : 'REORDER',
        );
      }),
    );
  });

  it('property: gopay retries exactly for 5:00 ≤ age ≤ 30:00', () => {
    fc.assert(
      fc.property(
        fc.oneof(ageMs, fc.constantFrom(299_999, 300_000, 1_800_000, 1_800_001)),
        (age) => {
          const now = new Date(Date.parse(CREATED) + age).toISOString();
          const expected = age > 1_800_000 ? 'REORDER' : age >= 300_000 ? 'RETRY' : null;
          expect(retryAction({ ...base, methodCode: 'gopay', now })).toBe(expected);
        },
      ),
    );
  });
});
