import { DAY_MS } from '../shared/constants';

/** A member's voucher as the account list shows it (001 §3, 000 §3). */
export type MemberVoucherStatus = 'available' | 'used' | 'expired';

/** Used once `used_at` is set; expired from `expires_at` on; otherwise available. */
export function memberVoucherStatus(
  voucher: { used_at: Date | null; expires_at: Date | null },
  now: Date,
): MemberVoucherStatus {
  if (voucher.used_at !== null) return 'used';
  if (voucher.expires_at !== null && voucher.expires_at.getTime() <= now.getTime()) {
    return 'expired';
  }
  return 'available';
}

/**
 * When a voucher issued at `issuedAt` stops working: `validDays` after issue, but never after the
 * voucher's own end; null when neither bounds it.
 */
export function memberVoucherExpiry(
  issuedAt: Date,
  validDays: number | null,
  endsAt: Date | null,
): Date | null {
  const byDays = validDays === null ? null : new Date(issuedAt.getTime() + validDays * DAY_MS);
  if (byDays === null) return endsAt;
  if (endsAt === null) return byDays;
  return byDays.getTime() <= endsAt.getTime() ? byDays : endsAt;
}

const STATUS_ORDER: Record<MemberVoucherStatus, number> = { available: 0, used: 1, expired: 2 };

/**
 * The account list's order: available vouchers first, the soonest to expire first (open-ended
 * last); then used and expired ones, the newest first.
 */
export function sortMemberVouchers<
  T extends { used_at: Date | null; expires_at: Date | null; issued_at: Date; id: number },
>(vouchers: readonly T[], now: Date): T[] {
  const time = (date: Date | null) => (date === null ? Number.POSITIVE_INFINITY : date.getTime());
  return [...vouchers].sort((a, b) => {
    const sa = memberVoucherStatus(a, now);
    const sb = memberVoucherStatus(b, now);
    if (sa !== sb) return STATUS_ORDER[sa] - STATUS_ORDER[sb];
    if (sa === 'available' && time(a.expires_at) !== time(b.expires_at)) {
      return time(a.expires_at) - time(b.expires_at);
    }
    return b.issued_at.getTime() - a.issued_at.getTime() || b.id - a.id;
  });
}
