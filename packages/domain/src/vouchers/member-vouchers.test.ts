import { describe, expect, it } from 'vitest';
import { memberVoucherExpiry, memberVoucherStatus, sortMemberVouchers } from './member-vouchers';

const at = (iso: string) => new Date(iso);
const now = at('2026-11-21T03:00:00Z');

describe('member voucher status', () => {
  it.each([
    ['unused, no end', { used_at: null, expires_at: null }, 'available'],
    ['unused, ends later', { used_at: null, expires_at: at('2026-11-21T03:00:01Z') }, 'available'],
    ['unused, ends now', { used_at: null, expires_at: now }, 'expired'],
    [
      'used, before its end',
      { used_at: at('2026-11-01T00:00:00Z'), expires_at: at('2026-12-01T00:00:00Z') },
      'used',
    ],
    [
      'used and since expired',
      { used_at: at('2026-10-01T00:00:00Z'), expires_at: at('2026-10-02T00:00:00Z') },
      'used',
    ],
  ])('%s → %s', (_what, voucher, status) => {
    expect(memberVoucherStatus(voucher, now)).toBe(status);
  });
});

describe('member voucher expiry: valid days after issue, capped by the voucher end', () => {
  it.each([
    ['30 days, no end', 30, null, '2026-12-21T03:00:00.000Z'],
    ['30 days, voucher ends later', 30, at('2027-01-01T00:00:00Z'), '2026-12-21T03:00:00.000Z'],
    ['30 days, voucher ends sooner', 30, at('2026-12-01T00:00:00Z'), '2026-12-01T00:00:00.000Z'],
    ['no days, the voucher end', null, at('2026-12-01T00:00:00Z'), '2026-12-01T00:00:00.000Z'],
    ['neither', null, null, null],
  ])('%s', (_what, days, endsAt, expected) => {
    expect(memberVoucherExpiry(now, days, endsAt)?.toISOString() ?? null).toBe(expected);
  });
});

describe('account voucher list order: unused and unexpired first', () => {
  it('puts available ones first by nearest end (open-ended last), then the rest newest first', () => {
    const v = (id: number, used: string | null, expires: string | null, issued: string) => ({
      id,
      used_at: used ? at(used) : null,
      expires_at: expires ? at(expires) : null,
      issued_at: at(issued),
    });
    const list = [
      v(1, null, '2026-11-01T00:00:00Z', '2026-10-01T00:00:00Z'), // expired
      v(2, null, null, '2026-10-02T00:00:00Z'), // available, open-ended
      v(3, '2026-11-10T00:00:00Z', '2026-12-30T00:00:00Z', '2026-11-05T00:00:00Z'), // used
      v(4, null, '2026-12-30T00:00:00Z', '2026-10-03T00:00:00Z'), // available
      v(5, null, '2026-11-25T00:00:00Z', '2026-10-04T00:00:00Z'), // available, soonest
    ];
    expect(sortMemberVouchers(list, now).map((x) => x.id)).toEqual([5, 4, 2, 3, 1]);
  });
});
