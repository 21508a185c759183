import type { Database } from '@kilau/db';
import type { Kysely } from 'kysely';
import { AppError } from '../../lib/app-error';
import { inTransaction } from '../../lib/transaction';
import { chargeOrder, type ChargeExtras } from './payment-start';
import { ordersRepository, type OrderRow } from './orders.repository';
import type { CheckoutPorts } from './ports';

/**
 * The one change of payment method an unpaid order allows (000 §4): one conditional update
 * (`is_payment_method_change = false`) decides, so of any number of parallel calls exactly one
 * changes the method; the others answer 422 `payment_change_once`. The old payment is cancelled
 * at the gateway and the new one starts as the next attempt, `{reference}-{n}` (a gateway takes
 * an order id once).
 */
export function createChangePayment(deps: {
  db: Kysely<Database>;
  ports: CheckoutPorts;
  clock: () => Date;
}) {
  const { db, ports, clock } = deps;
  return async function changePayment(
    userId: number,
    orderId: number,
    input: { payment_method: string } & ChargeExtras,
  ): Promise<OrderRow> {
    const now = clock();
    const { order, previousRef } = await inTransaction(db, async (tx) => {
      const current = await ordersRepository(tx).byId(orderId);
      if (!current || current.user_id !== userId) {
        throw new AppError(404, 'order_not_found', 'order_not_found');
      }
      const method = await ports.method(tx, input.payment_method, current.total_paid);
      if (!method) {
        throw new AppError(422, 'payment_method_unavailable', 'payment_method_unavailable');
      }
      const changed = await tx
        .updateTable('orders')
        .set({
          is_payment_method_change: true,
          payment_method: method.code,
          payment_ref: `${current.reference_code}-${current.payment_attempt + 1}`,
          payment_attempt: current.payment_attempt + 1,
          payment: '{}',
          payment_type: null,
          gateway_transaction_id: null,
          updated_at: now,
        })
        .where('id', '=', orderId)
        .where('is_payment_method_change', '=', false)
        .where('payment_attempt', '=', current.payment_attempt)
        .where('payment_status', '=', 'pending')
        .where('released_at', 'is', null)
        .returningAll()
        .executeTakeFirst();
      if (!changed) {
        // Read again: a parallel change may have committed after `current` was read.
        const latest = await ordersRepository(tx).byId(orderId);
        if (latest?.is_payment_method_change) {
          throw new AppError(422, 'payment_change_once', 'payment_change_once');
        }
        throw new AppError(409, 'order_not_awaiting_payment', 'order_not_awaiting_payment');
      }
      return { order: changed, previousRef: current.payment_ref };
    });
    await ports.cancelPayment(previousRef).catch(() => undefined);
    return chargeOrder(deps, order, input);
  };
}
