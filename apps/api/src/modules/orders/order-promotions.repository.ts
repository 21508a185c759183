import type { Database } from '@kilau/db';
import type { CheckoutBag } from '@kilau/domain/cart';
import { sql, type Kysely } from 'kysely';
import type { ReleasedOrder } from './orders.repository';

/** A used voucher hold is a use; its expiry only has to follow its creation. */
const USED_HOLD_MS = 1_000;

/**
 * The promotions an order spends and gives back: voucher holds and member vouchers (the cart
 * promotions' and vouchers' tables), the point balance and ledger (the points'). Orders writes
 * them directly, shared on purpose (docs/architecture.md "Table ownership"): placement, a retry
 * and a release write them in the middle of one transaction, in the global lock order (ADR
 * 0014) — voucher row, voucher hold and member voucher, point balance — before the stock. `db`
 * may be a transaction.
 */
export function createOrderPromotionsRepository(db: Kysely<Database>) {
  const markMemberVoucherUsed = async (userId: number, voucherId: number, now: Date) => {
    await db
      .updateTable('member_vouchers')
      .set({ used_at: now })
      .where('user_id', '=', userId)
      .where('voucher_id', '=', voucherId)
      .where('used_at', 'is', null)
      .execute();
  };

  return {
    /**
     * The bag's live voucher hold becomes the order's use (docs/design/the-bag.md, decision 5),
     * and the member's voucher is used; false when the hold is gone.
     */
    async useHeldVoucher(bag: CheckoutBag, reference: string, now: Date): Promise<boolean> {
      if (bag.voucherId === null) return true;
      const used = await db
        .updateTable('voucher_holds')
        .set({ used_at: now, order_ref: reference })
        .where('cart_id', '=', bag.cart.id)
        .where('voucher_id', '=', bag.voucherId)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      if (used.numUpdatedRows === 0n) return false;
      await markMemberVoucherUsed(bag.cart.userId, bag.voucherId, now);
      return true;
    },

    /** A released order's voucher use goes back: its hold deleted, the member's voucher unused. */
    async giveBackVoucher(order: ReleasedOrder & { voucher_id: number }) {
      await db.deleteFrom('voucher_holds').where('order_ref', '=', order.reference_code).execute();
      await db
        .updateTable('member_vouchers')
        .set({ used_at: null })
        .where('user_id', '=', order.user_id)
        .where('voucher_id', '=', order.voucher_id)
        .execute();
    },

    /** A released order's points go back to the balance, with their ledger line. */
    async giveBackPoints(order: ReleasedOrder, now: Date) {
      await db
        .insertInto('point_balances')
        .values({ user_id: order.user_id, balance: order.points_used, updated_at: now })
        .onConflict((oc) =>
          oc.column('user_id').doUpdateSet({
            balance: sql`point_balances.balance + ${order.points_used}`,
            updated_at: now,
          }),
        )
        .execute();
      await db
        .insertInto('point_ledger')
        .values({
          user_id: order.user_id,
          delta: order.points_used,
          reason: 'order_refund',
          cart_id: order.cart_id,
          order_ref: order.reference_code,
          created_at: now,
        })
        .execute();
    },

    /** The voucher's rules, its row locked (the lock a bag takes to hold it). */
    lockVoucher: (voucherId: number) =>
      db
        .selectFrom('vouchers')
        .select([
          'is_active',
          'starts_at',
          'ends_at',
          'quota_total',
          'quota_per_user',
          'is_assigned_only',
        ])
        .where('id', '=', voucherId)
        .forUpdate()
        .executeTakeFirst(),

    memberVoucher: (voucherId: number, userId: number) =>
      db
        .selectFrom('member_vouchers')
        .select(['id', 'expires_at'])
        .where('voucher_id', '=', voucherId)
        .where('user_id', '=', userId)
        .executeTakeFirst(),

    /** The voucher's live holds and uses, in all and by the member. */
    voucherUsage: (voucherId: number, userId: number, now: Date) =>
      db
        .selectFrom('voucher_holds')
        .select([
          sql<number>`count(*)::int`.as('total'),
          sql<number>`(count(*) filter (where user_id = ${userId}))::int`.as('by_member'),
        ])
        .where('voucher_id', '=', voucherId)
        .where((eb) => eb.or([eb('used_at', 'is not', null), eb('expires_at', '>', now)]))
        .executeTakeFirstOrThrow(),

    /** A retaken voucher: a hold already used by the order, and the member's voucher used. */
    async useVoucherAgain(
      order: { user_id: number; cart_id: number; reference_code: string },
      voucher: { id: number; memberVoucherId: number | null },
      now: Date,
    ) {
      await db
        .insertInto('voucher_holds')
        .values({
          voucher_id: voucher.id,
          user_id: order.user_id,
          cart_id: order.cart_id,
          member_voucher_id: voucher.memberVoucherId,
          created_at: now,
          expires_at: new Date(now.getTime() + USED_HOLD_MS),
          used_at: now,
          order_ref: order.reference_code,
        })
        .execute();
      await markMemberVoucherUsed(order.user_id, voucher.id, now);
    },

    /** Spends the order's points again (`balance >= n`); false when the balance is short. */
    async spendPointsAgain(
      order: { user_id: number; cart_id: number; reference_code: string; points_used: number },
      now: Date,
    ): Promise<boolean> {
      const spent = await db
        .updateTable('point_balances')
        .set({ balance: sql<number>`balance - ${order.points_used}`, updated_at: now })
        .where('user_id', '=', order.user_id)
        .where('balance', '>=', order.points_used)
        .executeTakeFirst();
      if (spent.numUpdatedRows === 0n) return false;
      await db
        .insertInto('point_ledger')
        .values({
          user_id: order.user_id,
          delta: -order.points_used,
          reason: 'cart_hold',
          cart_id: order.cart_id,
          order_ref: order.reference_code,
          created_at: now,
        })
        .execute();
      return true;
    },
  };
}

export type OrderPromotionsRepository = ReturnType<typeof createOrderPromotionsRepository>;
