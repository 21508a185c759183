import type { Locale } from '@kilau/domain';
import { canPayAgainWith, checkPayAgain, isHeldFailure } from '@kilau/domain/orders';
import { paymentDueAt } from '@kilau/domain/payment';
import { AppError } from '../../lib/app-error';
import { channelOf, methodRefusal } from './order-channel';
import { releaseOrder } from './order-release';
import type { OrderServiceDeps } from './order-transaction';
import { STATE, type OrderRow } from './orders.repository';
import { chargeOrder } from './payment-start';
import type { RestoredBag } from './ports';

/** Methods whose orders wait for a wire: placement puts them in 'Awaiting bank wire payment'. */
const WIRE_METHODS = new Set(['bank_transfer', 'bca_virtual_account', 'permata_virtual_account']);

const notFound = () => new AppError(404, 'order_not_found', 'order_not_found');

type HeldFields = Pick<
  OrderRow,
  'paid_at' | 'released_at' | 'is_payment_failed' | 'payment_status' | 'payment_due_at'
>;

const heldFailure = (order: HeldFields) =>
  isHeldFailure({
    paidAt: order.paid_at,
    releasedAt: order.released_at,
    isPaymentFailed: order.is_payment_failed,
    paymentStatus: order.payment_status,
  });

/** The order's `pay_again_until` (ADR 0034): its window's end while a failed payment holds it. */
export const payAgainUntilOf = (order: HeldFields): string | null =>
  heldFailure(order) ? new Date(order.payment_due_at).toISOString() : null;

/**
 * The failed page's two choices (ADR 0034), for an order whose payment the gateway declined or
 * failed and which still holds its stock, quotas, voucher and points:
 *
 * - **pay again** with another method while the window is open: under the order's row lock (the
 *   one lock this takes, ADR 0014's third), a conditional update on the failed attempt makes the
 *   next attempt `{reference}-{n}` with the new method — of parallel calls exactly one; nothing is
 *   taken again, since nothing was given back. The charge starts after commit, as placement's.
 * - **back to the bag**: under the same lock, the order is cancelled and releases what it took —
 *   once (`released_at`) —; after commit, and only for the call that released it, the cart
 *   module copies the order's lines back into the member's bag (the reorder seam).
 */
export function createPayAgainService(deps: OrderServiceDeps) {
  const { ports, clock } = deps;

  async function payAgain(
    userId: number,
    orderId: number,
    input: { payment_method: string },
  ): Promise<OrderRow> {
    const now = clock();
    const order = await deps.inTransaction(async ({ tx, orders }) => {
      const current = await orders.lockById(orderId);
      if (!current || current.user_id !== userId) throw notFound();
      const allowed = checkPayAgain(
        {
          paidAt: current.paid_at,
          releasedAt: current.released_at,
          isPaymentFailed: current.is_payment_failed,
          paymentStatus: current.payment_status,
          dueAt: current.payment_due_at,
          paymentAttempt: current.payment_attempt,
        },
        now,
      );
      if (!allowed.ok) throw new AppError(409, allowed.code, allowed.code);
      const channel = channelOf(current.store_id);
      const method = canPayAgainWith(input.payment_method)
        ? await ports.method(tx, input.payment_method, current.total_paid, channel)
        : null;
      if (!method) {
        throw await methodRefusal(
          ports,
          tx,
          { code: input.payment_method, amount: current.total_paid, channel },
          'pay_again_method_unavailable',
        );
      }
      if (current.bank_promotion_id !== null && method.code !== current.payment_method) {
        throw new AppError(422, 'pay_again_bank_promotion', 'pay_again_bank_promotion');
      }
      const stateId = WIRE_METHODS.has(method.code) ? STATE.awaitingWire : STATE.created;
      const next = await orders.payAgain(
        current,
        { methodCode: method.code, stateId, dueAt: paymentDueAt(current.created_at) as Date },
        now,
      );
      if (!next) throw new AppError(409, 'pay_again_unavailable', 'pay_again_unavailable');
      await orders.recordState(orderId, stateId, 'payment_again', now);
      return next;
    });
    return chargeOrder(deps, order, {});
  }

  async function backToBag(
    userId: number,
    orderId: number,
    locale: Locale,
  ): Promise<{ order: OrderRow; bag: RestoredBag }> {
    const now = clock();
    const order = await deps.inTransaction(async (t) => {
      const current = await t.orders.lockById(orderId);
      if (!current || current.user_id !== userId) throw notFound();
      if (!heldFailure(current)) {
        throw new AppError(409, 'back_to_bag_unavailable', 'back_to_bag_unavailable');
      }
      await t.orders.markCancelled(
        orderId,
        { reason: 'back_to_bag', paymentCancelled: false },
        now,
      );
      await t.orders.moveTo(orderId, STATE.cancelled, now, 'back_to_bag');
      // Under the row lock the order is unreleased, so this call is the one that gives back.
      if (!(await releaseOrder(t, orderId, now))) {
        throw new AppError(409, 'back_to_bag_unavailable', 'back_to_bag_unavailable');
      }
      return (await t.orders.byId(orderId)) as OrderRow;
    });
    const bag = await ports.restoreBag(userId, order.cart_id, locale);
    return { order, bag };
  }

  return { payAgain, backToBag };
}

export type PayAgainService = ReturnType<typeof createPayAgainService>;
