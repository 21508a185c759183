import type { Database } from '@kilau/db';
import { sql, type Kysely } from 'kysely';

/**
 * The beauty points an order earns on delivery and gives back on return. Shared on purpose: the
 * ledger and balances belong to the points context (`cart/promotions`), and ops writes them
 * with the same exactly-once rules — the ledger's partial unique indexes on `order_ref` per
 * reason decide, the balance follows the ledger (docs/architecture.md, table ownership). `db`
 * is the advance's transaction; the balance row is locked after the order (ADR 0014).
 */
export function createOpsPointsRepository(db: Kysely<Database>) {
  return {
    /** The points the order earned and gave back (ledger rows of this order). */
    pointsOf: (reference: string) =>
      db
        .selectFrom('point_ledger')
        .select(['reason', 'delta', 'created_at'])
        .where('order_ref', '=', reference)
        .where('reason', 'in', ['order_earned', 'order_returned'])
        .orderBy('id')
        .execute(),

    /** One ledger row per order and reason; false when the order already has it. */
    async writeOnce(entry: {
      userId: number;
      delta: number;
      reason: 'order_earned' | 'order_returned';
      cartId: number | null;
      orderRef: string;
      now: Date;
    }): Promise<boolean> {
      const written = await db
        .insertInto('point_ledger')
        .values({
          user_id: entry.userId,
          delta: entry.delta,
          reason: entry.reason,
          cart_id: entry.cartId,
          order_ref: entry.orderRef,
          created_at: entry.now,
        })
        .onConflict((oc) => oc.column('order_ref').where('reason', '=', entry.reason).doNothing())
        .returning('id')
        .executeTakeFirst();
      return written !== undefined;
    },

    /** Adds points to (or, negative, takes them from) the member's balance. */
    async moveBalance(userId: number, delta: number, now: Date) {
      await db
        .insertInto('point_balances')
        .values({ user_id: userId, balance: Math.max(0, delta), updated_at: now })
        .onConflict((oc) =>
          oc.column('user_id').doUpdateSet({
            balance: sql`point_balances.balance + ${delta}`,
            updated_at: now,
          }),
        )
        .execute();
    },

    /** The member's balance, its row locked for the rest of the transaction. */
    balance: async (userId: number) =>
      (
        await db
          .selectFrom('point_balances')
          .select('balance')
          .where('user_id', '=', userId)
          .forUpdate()
          .executeTakeFirst()
      )?.balance ?? 0,
  };
}

export type OpsPointsRepository = ReturnType<typeof createOpsPointsRepository>;
