import type { Database } from '@kilau/db';
import { transitionPayment } from '@kilau/domain/payment';
import type { Kysely } from 'kysely';
import { AppError } from '../../lib/app-error';
import { inTransaction } from '../../lib/transaction';
import { ordersRepository, releaseOrder, STATE, type OrderRow } from './orders.repository';
import type { CheckoutPorts } from './ports';

/**
 * States a shopper may cancel from: waiting for payment, or paid and not yet packed (issue 8).
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
export function createCancelOrder(deps: {
  db: Kysely<Database>;
  ports: Pick<CheckoutPorts, 'cancelPayment'>;
  clock: () => Date;
}) {
  return async function cancelOrder(
    userId: number,
    orderId: number,
    input: { reason: string; referenceCode: string },
  ): Promise<OrderRow> {
    const now = deps.clock();
    const { order, cancelAtGateway } = await inTransaction(deps.db, async (tx) => {
      const current = await tx
        .selectFrom('orders')
        .selectAll()
        .where('id', '=', orderId)
        .forUpdate()
        .executeTakeFirst();
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
      await tx
        .updateTable('orders')
        .set({
          cancelled_at: now,
          cancellation_reason: input.reason,
          ...(toCancel?.ok ? { payment_status: 'cancel' as const } : {}),
          updated_at: now,
        })
        .where('id', '=', orderId)
        .execute();
      await ordersRepository(tx).moveTo(orderId, STATE.cancelled, now, input.reason);
      if (paid && current.total_paid > 0) {
        await tx
          .insertInto('order_refunds')
          .values({
            order_id: orderId,
            amount: current.total_paid,
            reason: input.reason,
            created_at: now,
            refunded_at: null,
          })
          .execute();
      }
      await releaseOrder(tx, orderId, now);
      const order = (await ordersRepository(tx).byId(orderId)) as OrderRow;
      return { order, cancelAtGateway: !paid ? current.payment_ref : null };
    });
    if (cancelAtGateway) await deps.ports.cancelPayment(cancelAtGateway).catch(() => undefined);
    return order;
  };
}
