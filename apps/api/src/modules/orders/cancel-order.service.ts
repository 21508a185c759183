import { transitionPayment } from '@kilau/domain/payment';
import { AppError } from '../../lib/app-error';
import { releaseOrder } from './order-release';
import type { OrderServiceDeps } from './order-transaction';
import { STATE, type OrderRow } from './orders.repository';

/**
 * States a shopper may cancel from: waiting for payment, or paid and not yet packed.
 * Created, awaiting wire, payment confirm, payment accepted, order verified, picking.
 */
export const CANCELLABLE_STATES: readonly number[] = [
  STATE.created,
  STATE.awaitingWire,
  STATE.paymentConfirm,
  STATE.paymentAccepted,
  STATE.verified,
  STATE.picking,
];

/**
 * Cancels a member's order (`PUT /order/{id}/cancelled`): the order row locked, its state
 * checked, turned `Cancelled` with the reason, and everything it took given back (once). A paid
 * order is owed a refund, recorded with it; an unpaid one has its payment cancelled at the
 * gateway after commit. Of two parallel cancels one cancels; the other is told it cannot.
 */
export function createCancelOrderService(
  deps: Pick<OrderServiceDeps, 'inTransaction' | 'clock'> & {
    ports: Pick<OrderServiceDeps['ports'], 'cancelPayment'>;
  },
) {
  async function cancelOrder(
    userId: number,
    orderId: number,
    input: { reason: string; referenceCode: string },
  ): Promise<OrderRow> {
    const now = deps.clock();
    const { order, cancelAtGateway } = await deps.inTransaction(async (t) => {
      const { orders } = t;
      const current = await orders.lockById(orderId);
      if (
        !current ||
        current.user_id !== userId ||
        current.reference_code !== input.referenceCode
      ) {
        throw new AppError(404, 'order_not_found', 'order_not_found');
      }
      if (!CANCELLABLE_STATES.includes(current.state_id) || current.cancelled_at !== null) {
        throw new AppError(409, 'order_not_cancellable', 'order_not_cancellable');
      }
      const paid = current.paid_at !== null;
      const toCancel = !paid ? transitionPayment(current.payment_status, 'cancel') : null;
      await orders.markCancelled(
        orderId,
        { reason: input.reason, paymentCancelled: toCancel?.ok === true },
        now,
      );
      await orders.moveTo(orderId, STATE.cancelled, now, input.reason);
      if (paid && current.total_paid > 0) {
        await orders.oweRefund(orderId, current.total_paid, input.reason, now);
      }
      await releaseOrder(t, orderId, now);
      const order = (await orders.byId(orderId)) as OrderRow;
      return { order, cancelAtGateway: !paid ? current.payment_ref : null };
    });
    if (cancelAtGateway) await deps.ports.cancelPayment(cancelAtGateway).catch(() => undefined);
    return order;
  }

  return { cancel: cancelOrder };
}

export type CancelOrderService = ReturnType<typeof createCancelOrderService>;
