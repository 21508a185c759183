import { takingsOfOrder } from './order-takings';
import type { OrderRepositories } from './order-transaction';
import type { OrderRow } from './orders.repository';

/** What a released order could not take again. */
export type RetakeShort = {
  kind: 'stock' | 'preorder' | 'flash' | 'voucher' | 'points';
  id: number;
};

/**
 * Takes again, inside the caller's transaction (the order row already locked), everything an
 * unpaid order gave back when its payment ended — for a retried e-wallet payment: stock,
 * pre-order and flash-sale quotas with placement's own conditional updates (`take`), the voucher
 * use counted against its quotas under the voucher's row lock (as the bag takes a hold), and the
 * points with a `balance >= n` update. Locks follow the one global order (ADR 0014): the
 * voucher's row and its holds, the point balance, then stock and quotas in ascending ids — as
 * placement and a release take them. Answers the first thing short; the caller then rolls
 * everything back.
 */
export async function retakeOrder(
  repositories: OrderRepositories,
  order: OrderRow,
  now: Date,
): Promise<RetakeShort | null> {
  const { orders, promotions, stock } = repositories;
  if (order.voucher_id !== null) {
    const voucher = await voucherUse(repositories, order, now);
    if (!voucher.available) return { kind: 'voucher', id: voucher.id };
    await promotions.useVoucherAgain(order, voucher, now);
  }

  if (order.points_used > 0 && !(await promotions.spendPointsAgain(order, now))) {
    return { kind: 'points', id: order.user_id };
  }

  const { takings } = takingsOfOrder(await orders.takingLines(order.id), order.store_id);
  const taken = await stock.take(takings, now);
  if (taken.short) return taken.short;
  for (const [combinationId, flashSaleId] of taken.flashSales) {
    await orders.setFlashSale(order.id, combinationId, flashSaleId);
  }
  return null;
}

/**
 * Whether the order's voucher can be used again now: still running, still the member's (an
 * assigned voucher needs its unexpired member voucher) and within its quotas, counting live
 * holds and uses (docs/design/the-bag.md, decision 5). Runs under the voucher's row lock.
 */
async function voucherUse({ promotions }: OrderRepositories, order: OrderRow, now: Date) {
  const id = order.voucher_id as number;
  const voucher = await promotions.lockVoucher(id);
  const member = await promotions.memberVoucher(id, order.user_id);
  const usage = await promotions.voucherUsage(id, order.user_id, now);
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
