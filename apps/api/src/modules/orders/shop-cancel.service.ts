import type { Database } from '@kilau/db';
import { ORDER_STATE_NAMES, type OrderStateId } from '@kilau/domain/orders';
import type { Kysely } from 'kysely';
import { AppError } from '../../lib/app-error';
import { createCancelOrderService } from './cancel-order.service';
import { createOrderUnitOfWork } from './order-transaction';
import { createOrdersRepository, type OrderRow } from './orders.repository';

/** Runs in the cancellation's transaction after it: the back office writes its audit row here. */
export type WithinCancel = (
  tx: Kysely<Database>,
  cancelled: { reference: string; from: string; reason: string; refund: number | null },
) => Promise<void>;

/**
 * The shop cancels a member's order (the back office, docs/design/back-office.md): the member's
 * own cancellation (same states, stock, voucher and points given back once, a paid order owed its
 * refund, an unpaid one cancelled at the gateway), found by reference, with the caller's row
 * written in its transaction.
 */
export function createShopCancelService(deps: {
  db: Kysely<Database>;
  clock: () => Date;
  cancelPayment: (paymentRef: string) => Promise<void>;
}) {
  const orders = createOrdersRepository(deps.db);
  const unitOfWork = createOrderUnitOfWork(deps.db);

  return async function cancelForShop(
    reference: string,
    reason: string,
    withinCancel: WithinCancel,
  ): Promise<void> {
    const order = await orders.byReference(reference);
    if (!order) throw new AppError(404, 'order_not_found', 'order_not_found');
    const from = ORDER_STATE_NAMES[order.state_id as OrderStateId] ?? String(order.state_id);
    const cancelling = createCancelOrderService({
      clock: deps.clock,
      ports: { cancelPayment: deps.cancelPayment },
      inTransaction: (work) =>
        unitOfWork(async (t) => {
          const result = await work(t);
          const { order: cancelled } = result as unknown as { order: OrderRow };
          const paid = cancelled.paid_at !== null && cancelled.total_paid > 0;
          await withinCancel(t.tx, {
            reference,
            from,
            reason,
            refund: paid ? cancelled.total_paid : null,
          });
          return result;
        }),
    });
    await cancelling.cancel(order.user_id, order.id, { reason, referenceCode: reference });
  };
}

export type ShopCancel = ReturnType<typeof createShopCancelService>;
