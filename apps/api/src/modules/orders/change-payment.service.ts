import { AppError } from '../../lib/app-error';
import { channelOf, methodRefusal } from './order-channel';
import type { OrderServiceDeps } from './order-transaction';
import type { OrderRow } from './orders.repository';
import { chargeOrder, type ChargeExtras } from './payment-start';

/**
 * The one change of payment method an unpaid order allows (000 §4): one conditional update
 * (`is_payment_method_change = false`) decides, so of any number of parallel calls exactly one
 * changes the method; the others answer 422 `payment_change_once`. The old payment is cancelled
 * at the gateway and the new one starts as the next attempt, `{reference}-{n}` (a gateway takes
 * an order id once).
 */
export function createChangePaymentService(deps: OrderServiceDeps) {
  const { ports, clock } = deps;
  async function changePayment(
    userId: number,
    orderId: number,
    input: { payment_method: string } & ChargeExtras,
  ): Promise<OrderRow> {
    const now = clock();
    const { order, previousRef } = await deps.inTransaction(async ({ tx, orders }) => {
      const current = await orders.byId(orderId);
      if (!current || current.user_id !== userId) {
        throw new AppError(404, 'order_not_found', 'order_not_found');
      }
      const channel = channelOf(current.store_id);
      const method = await ports.method(tx, input.payment_method, current.total_paid, channel);
      if (!method) {
        throw await methodRefusal(ports, tx, {
          code: input.payment_method,
          amount: current.total_paid,
          channel,
        });
      }
      const changed = await orders.changeMethodOnce(current, method.code, now);
      if (!changed) {
        // Read again: a parallel change may have committed after `current` was read.
        const latest = await orders.byId(orderId);
        if (latest?.is_payment_method_change) {
          throw new AppError(422, 'payment_change_once', 'payment_change_once');
        }
        throw new AppError(409, 'order_not_awaiting_payment', 'order_not_awaiting_payment');
      }
      return { order: changed, previousRef: current.payment_ref };
    });
    await ports.cancelPayment(previousRef).catch(() => undefined);
    return chargeOrder(deps, order, input);
  }

  return { change: changePayment };
}

export type ChangePaymentService = ReturnType<typeof createChangePaymentService>;
