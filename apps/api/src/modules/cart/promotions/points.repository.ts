import type { Database, PointLedgerReason } from '@kilau/db';
import { sql, type Kysely } from 'kysely';

/**
 * Beauty points: a balance that only moves with a ledger row in the same transaction. Taking
 * points is a conditional update (`balance >= n`), so parallel redemptions can never take the
 * balance below zero; the check constraint backs it up.
 */
export function createPointsRepository(db: Kysely<Database>) {
  const record = (
    userId: number,
    delta: number,
    reason: PointLedgerReason,
    cartId: number | null,
    now: Date,
  ) =>
    db
      .insertInto('point_ledger')
      .values({ user_id: userId, delta, reason, cart_id: cartId, order_ref: null, created_at: now })
      .execute();

  return {
    async balance(userId: number): Promise<number> {
      const row = await db
        .selectFrom('point_balances')
        .select('balance')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row?.balance ?? 0;
    },

    /** Moves `points` from the balance into the cart; false when the balance is short. */
    async take(userId: number, points: number, cartId: number, now: Date): Promise<boolean> {
      const taken = await db
        .updateTable('point_balances')
        .set({ balance: sql<number>`balance - ${points}`, updated_at: now })
        .where('user_id', '=', userId)
        .where('balance', '>=', points)
        .returning('balance')
        .executeTakeFirst();
      if (!taken) return false;
      await record(userId, -points, 'cart_hold', cartId, now);
      return true;
    },

    /** Gives points back to the balance (`reason` says why). */
    async give(
      userId: number,
      points: number,
      reason: PointLedgerReason,
      cartId: number | null,
      now: Date,
    ): Promise<void> {
      if (points <= 0) return;
      await db
        .insertInto('point_balances')
        .values({ user_id: userId, balance: points, updated_at: now })
        .onConflict((oc) =>
          oc.column('user_id').doUpdateSet({
            balance: sql<number>`point_balances.balance + excluded.balance`,
            updated_at: now,
          }),
        )
        .execute();
      await record(userId, points, reason, cartId, now);
    },

    async ledger(userId: number, page: { skip: number; limit: number }) {
      const [rows, count] = await Promise.all([
        db
          .selectFrom('point_ledger')
          .select(['id', 'delta', 'reason', 'cart_id', 'order_ref', 'created_at'])
          .where('user_id', '=', userId)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .offset(page.skip)
          .limit(page.limit)
          .execute(),
        db
          .selectFrom('point_ledger')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },
  };
}

export type PointsRepository = ReturnType<typeof createPointsRepository>;
