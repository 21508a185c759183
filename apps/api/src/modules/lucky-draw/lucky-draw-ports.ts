import type { Database } from '@kilau/db';
import type { LuckyDrawVoucher } from '@kilau/domain/engagement';
import type { Kysely } from 'kysely';

/**
 * The member vouchers a prize becomes: the vouchers module's `memberVouchers`, filled in by
 * app.ts (ADR 0018). Each call joins the caller's transaction (`tx` first).
 */
export type MemberVoucherPort = {
  /** Assigns the voucher to the member; the member voucher's id, or null if already held. */
  assign(
    tx: Kysely<Database>,
    voucherId: number,
    userId: number,
    now: Date,
  ): Promise<number | null>;
  /** One member voucher as the account list shows it. */
  find(tx: Kysely<Database>, memberVoucherId: number, now: Date): Promise<LuckyDrawVoucher | null>;
};

/** The port bound to one transaction (what the service sees). */
export type PrizeVouchers = {
  assign(voucherId: number, userId: number, now: Date): Promise<number | null>;
  find(memberVoucherId: number, now: Date): Promise<LuckyDrawVoucher | null>;
};

/** The draw's randomness: a number in [0, 1) per claim (tests fix it). */
export type RandomSource = () => number;
