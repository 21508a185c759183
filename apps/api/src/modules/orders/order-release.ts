import { takingsOfOrder } from './order-takings';
import type { OrderRepositories } from './order-transaction';
import type { ClaimedOrder } from './orders.repository';

/**
 * Gives back what an unpaid order took — the voucher use, the points, stock, pre-order and flash
 * quotas — exactly once (`released_at` is set by the one call that finds it unset). Locks in the
 * global order (ADR 0014): voucher hold and member voucher, the point balance, then stock and
 * quotas in ascending ids — as placement and a retry's retake take them.
 */
export async function releaseOrder(
  repositories: OrderRepositories,
  orderId: number,
  now: Date,
): Promise<boolean> {
  const { orders, promotions, stock } = repositories;
  const order = await orders.markReleased(orderId, now);
  if (!order) return false;
  if (order.voucher_id !== null) {
    await promotions.giveBackVoucher({ ...order, voucher_id: order.voucher_id });
  }
  if (order.points_used > 0) await promotions.giveBackPoints(order, now);
  const { takings, flashSales } = takingsOfOrder(await orders.takingLines(orderId), order.store_id);
  await stock.giveBack(takings, flashSales);
  return true;
}

/**
 * The payment of attempt `order.payment_ref` could not start (the gateway refused it, or the
 * process died before asking): the order fails and gives everything back — once, and only while
 * that attempt is still the order's, pending and not released.
 */
export async function failOrder(
  repositories: OrderRepositories,
  order: ClaimedOrder,
  now: Date,
  note: string | null = null,
): Promise<boolean> {
  if (!(await repositories.orders.markFailed(order, now, note))) return false;
  await releaseOrder(repositories, order.id, now);
  return true;
}
