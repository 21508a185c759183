import type { Database } from '@kilau/db';
import { sql, type Kysely } from 'kysely';

export type VoucherHoldRow = {
  id: number;
  voucher_id: number;
  expires_at: Date;
  member_voucher_id: number | null;
};

/**
 * Voucher holds: a voucher applied to a bag holds one use of its quota; uses are holds with
 * `used_at` set. Counted under the voucher's row lock (design/the-bag.md decision 5).
 */
export function createHoldsRepository(db: Kysely<Database>) {
  return {
    /** Serialises everything that counts this voucher's quota (design/the-bag.md decision 5). */
    async lock(voucherId: number): Promise<void> {
      await db
        .selectFrom('vouchers')
        .select('id')
        .where('id', '=', voucherId)
        .forUpdate()
        .execute();
    },

    /**
     * Live holds plus uses per voucher, overall and the member's, leaving out the holds of
     * `exceptCartId` (the cart asking). Counted after the voucher's lock when it decides a hold.
     */
    async usage(
      voucherIds: number[],
      userId: number | null,
      exceptCartId: number | null,
      now: Date,
    ): Promise<Map<number, { total: number; byMember: number }>> {
      const usage = new Map<number, { total: number; byMember: number }>();
      if (voucherIds.length === 0) return usage;
      const rows = await db
        .selectFrom('voucher_holds')
        .select([
          'voucher_id',
          sql<number>`count(*)::int`.as('total'),
          sql<number>`(count(*) filter (where user_id = ${userId ?? -1}))::int`.as('by_member'),
        ])
        .where('voucher_id', 'in', voucherIds)
        .where('cart_id', '<>', exceptCartId ?? -1)
        .where((eb) => eb.or([eb('used_at', 'is not', null), eb('expires_at', '>', now)]))
        .groupBy('voucher_id')
        .execute();
      for (const row of rows) {
        usage.set(row.voucher_id, { total: row.total, byMember: row.by_member });
      }
      return usage;
    },

    /** The cart's live-or-expired (unused) hold of a voucher. */
    hold: (cartId: number, voucherId: number): Promise<VoucherHoldRow | undefined> =>
      db
        .selectFrom('voucher_holds')
        .select(['id', 'voucher_id', 'expires_at', 'member_voucher_id'])
        .where('cart_id', '=', cartId)
        .where('voucher_id', '=', voucherId)
        .where('used_at', 'is', null)
        .executeTakeFirst(),

    /** Takes or renews the cart's hold; call only under the voucher's lock after counting. */
    async putHold(values: {
      voucherId: number;
      userId: number;
      cartId: number;
      memberVoucherId: number | null;
      now: Date;
      expiresAt: Date;
    }): Promise<void> {
      await db
        .insertInto('voucher_holds')
        .values({
          voucher_id: values.voucherId,
          user_id: values.userId,
          cart_id: values.cartId,
          member_voucher_id: values.memberVoucherId,
          created_at: values.now,
          expires_at: values.expiresAt,
          used_at: null,
          order_ref: null,
        })
        .onConflict((oc) =>
          oc
            .columns(['cart_id', 'voucher_id'])
            .where('used_at', 'is', null)
            .doUpdateSet({ expires_at: values.expiresAt, created_at: values.now }),
        )
        .execute();
    },

    /**
     * Extends a live hold in place (no lock: a hold that is still live is counted by everyone);
     * false when it is no longer live far enough ahead, and must be re-taken under the lock.
     */
    async extendHold(holdId: number, liveUntil: Date, expiresAt: Date): Promise<boolean> {
      const row = await db
        .updateTable('voucher_holds')
        .set({ expires_at: expiresAt })
        .where('id', '=', holdId)
        .where('used_at', 'is', null)
        .where('expires_at', '>', liveUntil)
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },

    async releaseHolds(cartId: number, voucherIds: Array<number | null>): Promise<void> {
      const ids = voucherIds.filter((id): id is number => id !== null);
      if (ids.length === 0) return;
      await db
        .deleteFrom('voucher_holds')
        .where('cart_id', '=', cartId)
        .where('voucher_id', 'in', ids)
        .where('used_at', 'is', null)
        .execute();
    },

    async releaseAllHolds(cartId: number): Promise<void> {
      await db
        .deleteFrom('voucher_holds')
        .where('cart_id', '=', cartId)
        .where('used_at', 'is', null)
        .execute();
    },
  };
}

export type HoldsRepository = ReturnType<typeof createHoldsRepository>;
