import type { Database } from '@kilau/db';
import type { MessageCode } from '@kilau/domain';
import {
  checkVoucher,
  VOUCHER_HOLD_MS,
  VOUCHER_HOLD_REFRESH_AFTER_MS,
  VOUCHER_HOLD_SAFETY_MS,
  type PromotionLine,
  type VoucherBenefit,
  type VoucherRefusalCode,
  type VoucherTerms,
} from '@kilau/domain/vouchers';
import type { Result } from '@kilau/domain/shared';
import type { Kysely } from 'kysely';
import type { CartPromotionRow } from './promotion-carts.repository';
import { assignmentOf } from './bag-voucher-shape';
import { createHoldsRepository } from './holds.repository';
import type { VoucherRow } from './bag-vouchers.repository';

/** Who is asking: the toggle and the member's phone (`cart_verified_only_apply_voucher`). */
export type MemberStanding = { isVerifiedPhone: boolean; verifiedOnly: boolean };

type HoldInput = {
  voucher: VoucherRow;
  terms: VoucherTerms;
  cart: CartPromotionRow;
  lines: readonly PromotionLine[];
  member: MemberStanding;
  now: Date;
};

const later = (now: Date, ms: number) => new Date(now.getTime() + ms);

/**
 * Takes (or renews) the cart's hold of a voucher under the voucher's row lock: live holds and
 * uses of other carts are counted after the lock, against the overall and the per-user quota,
 * so of many carts applying the last use at once exactly one gets it (design/the-bag.md
 * decision 5). The caller holds the cart's lock.
 */
export async function takeHold(
  db: Kysely<Database>,
  input: HoldInput,
): Promise<Result<VoucherBenefit, VoucherRefusalCode>> {
  const { voucher, cart, now } = input;
  const holds = createHoldsRepository(db);
  await holds.lock(voucher.id);
  const usage = (await holds.usage([voucher.id], cart.user_id, cart.id, now)).get(voucher.id) ?? {
    total: 0,
    byMember: 0,
  };
  const verdict = checkVoucher(input.terms, {
    now,
    assignment: assignmentOf(voucher),
    ...input.member,
    usage,
    lines: input.lines,
  });
  if (!verdict.ok) return verdict;
  await holds.putHold({
    voucherId: voucher.id,
    userId: cart.user_id,
    cartId: cart.id,
    memberVoucherId: voucher.member_voucher_id,
    now,
    expiresAt: later(now, VOUCHER_HOLD_MS),
  });
  return verdict;
}

const QUOTA_CODES: ReadonlySet<VoucherRefusalCode> = new Set([
  'voucher_quota_reached',
  'voucher_quota_user_reached',
]);

/**
 * Keeps an applied voucher on a bag that is read or changed: a live hold is checked against the
 * bag and extended in place once it is a few minutes old; a hold that expired (or is about to)
 * is re-taken under the lock. When the voucher no longer applies, or its quota went to other
 * bags meanwhile, the hold is released and the notice says why.
 */
export async function keepHold(
  db: Kysely<Database>,
  input: HoldInput,
): Promise<{ ok: true; benefit: VoucherBenefit } | { ok: false; notice: MessageCode }> {
  const { voucher, cart, now } = input;
  const holds = createHoldsRepository(db);
  const hold = await holds.hold(cart.id, voucher.id);
  const safeUntil = later(now, VOUCHER_HOLD_SAFETY_MS);
  if (hold && hold.expires_at.getTime() > safeUntil.getTime()) {
    const verdict = checkVoucher(input.terms, {
      now,
      assignment: assignmentOf(voucher),
      ...input.member,
      lines: input.lines,
    });
    if (!verdict.ok) {
      await holds.releaseHolds(cart.id, [voucher.id]);
      return { ok: false, notice: 'voucher_dropped' };
    }
    const stale = later(now, VOUCHER_HOLD_MS - VOUCHER_HOLD_REFRESH_AFTER_MS);
    if (hold.expires_at.getTime() >= stale.getTime()) return { ok: true, benefit: verdict.value };
    if (await holds.extendHold(hold.id, safeUntil, later(now, VOUCHER_HOLD_MS))) {
      return { ok: true, benefit: verdict.value };
    }
  }
  const taken = await takeHold(db, input);
  if (taken.ok) return { ok: true, benefit: taken.value };
  await holds.releaseHolds(cart.id, [voucher.id]);
  return {
    ok: false,
    notice: QUOTA_CODES.has(taken.code) ? 'voucher_hold_lost' : 'voucher_dropped',
  };
}
