import type { Database } from '@kilau/db';
import { sql, type Kysely } from 'kysely';
import type { OrderRow } from './orders.repository';
import { orderTakings, take } from './stock';

/** What a released order could not take again. */
export type RetakeShort = {
  kind: 'stock' | 'preorder' | 'flash' | 'voucher' | 'points';
  id: number;
};

/** A used voucher hold is a use; its expiry only has to follow its creation. */
const USED_HOLD_MS = 1_000;

/**
 * Takes again, inside the caller's transaction (the order row already locked), everything an
 * unpaid order gave back when its payment ended — for a retried e-wallet payment (issue 8):
 * stock, pre-order and flash-sale quotas with placement's own conditional updates (`take`), the
 * voucher use counted against its quotas under the voucher's row lock (as the bag takes a hold),
 * and the points with a `balance >= n` update. Locks follow the one global order (ADR 0014):
 * the voucher's row and its holds, the point balance, then stock and quotas in ascending ids —
 * as placement and a release take them. Answers the first thing short; the caller then rolls
 * everything back.
 */
export async function retakeOrder(
  tx: Kysely<Database>,
  order: OrderRow,
  now: Date,
): Promise<RetakeShort | null> {
  if (order.voucher_id !== null) {
    const voucher = await voucherUse(tx, order, now);
    if (!voucher.available) return { kind: 'voucher', id: voucher.id };
    await tx
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
    await tx
      .updateTable('member_vouchers')
      .set({ used_at: now })
      .where('user_id', '=', order.user_id)
      .where('voucher_id', '=', voucher.id)
      .where('used_at', 'is', null)
      .execute();
  }

  if (order.points_used > 0) {
    const spent = await tx
      .updateTable('point_balances')
      .set({ balance: sql<number>`balance - ${order.points_used}`, updated_at: now })
      .where('user_id', '=', order.user_id)
      .where('balance', '>=', order.points_used)
      .executeTakeFirst();
    if (spent.numUpdatedRows === 0n) return { kind: 'points', id: order.user_id };
    await tx
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
  }

  const { takings } = await orderTakings(tx, order.id);
  const taken = await take(tx, takings, now);
  if (taken.short) return taken.short;
  for (const [combinationId, flashSaleId] of taken.flashSales) {
    await tx
      .updateTable('order_lines')
      .set({ flash_sale_id: flashSaleId })
      .where('order_id', '=', order.id)
      .where('combination_id', '=', combinationId)
      .where('flash_sale_id', 'is not', null)
      .execute();
  }
  return null;
}

/**
 * Whether the order's voucher can be used again now: still running, still the member's (an
 * assigned voucher needs its unexpired member voucher) and within its quotas, counting live
 * holds and uses (ADR 0011 decision 5). Runs under the voucher's row lock.
 */
async function voucherUse(tx: Kysely<Database>, order: OrderRow, now: Date) {
  const id = order.voucher_id as number;
  const voucher = await tx
    .selectFrom('vouchers')
    .select([
      'is_active',
      'starts_at',
      'ends_at',
      'quota_total',
      'quota_per_user',
      'is_assigned_only',
    ])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  const member = await tx
    .selectFrom('member_vouchers')
    .select(['id', 'expires_at'])
    .where('voucher_id', '=', id)
    .where('user_id', '=', order.user_id)
    .executeTakeFirst();
  const usage = await tx
    .selectFrom('voucher_holds')
    .select([
      sql<number>`count(*)::int`.as('total'),
      sql<number>`(count(*) filter (where user_id = ${order.user_id}))::int`.as('by_member'),
    ])
    .where('voucher_id', '=', id)
    .where((eb) => eb.or([eb('used_at', 'is not', null), eb('expires_at', '>', now)]))
    .executeTakeFirstOrThrow();
  const at = now.getTime();
  const available =
    voucher !== undefined &&
    voucher.is_active &&
    (voucher.starts_at === null || new Date(voucher.starts_at).getTime() <= at) &&
    (voucher.ends_at === null || new Date(voucher.ends_at).getTime() > at) &&
    (!voucher.is_assigned_only || member !== undefined) &&
    (member?.expires_at == null || new Date(member.expires_at).getTime() > at) &&
    (voucher.quota_total === null || usage.total < voucher.quota_total) &&
    usage.by_member < voucher.quota_per_user;
  return { id, available, memberVoucherId: member?.id ?? null };
}
