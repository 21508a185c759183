import type { Database } from '@kilau/db';
import type { Kysely } from 'kysely';
import { AppError } from '../../lib/app-error';
import { ordersRepository, type OrderRow } from './orders.repository';
import { chargeOrder } from './payment-start';
import type { CheckoutPorts } from './ports';

/**
 * A new OVO push for an order still awaiting payment (000 §7 `POST {payment}/payments` with
 * `phone_no` and `id_order`): the shopper missed the push or gave the wrong number. The attempt
 * in force is cancelled at the gateway and the next one starts for `phone_no`; one conditional
 * update on the attempt number decides between parallel calls. An order whose payment already
 * ended is not retried here (409): it was released, and the order list offers REORDER.
 */
export function createOvoRetry(deps: {
  db: Kysely<Database>;
  ports: CheckoutPorts;
  clock: () => Date;
}) {
  const { db, ports, clock } = deps;
  return async function retryOvo(
    userId: number,
    orderId: number,
    phoneNo: string,
  ): Promise<OrderRow> {
    const now = clock();
    const { order, previousRef } = await db.transaction().execute(async (tx) => {
      const current = await ordersRepository(tx).byId(orderId);
      if (!current || current.user_id !== userId) {
        throw new AppError(404, 'order_not_found', 'order_not_found');
      }
      if (current.payment_method !== 'ovo') {
        throw new AppError(422, 'payment_method_unavailable', 'payment_method_unavailable');
      }
      const next = await tx
        .updateTable('orders')
        .set({
          payment_ref: `${current.reference_code}-${current.payment_attempt + 1}`,
          payment_attempt: current.payment_attempt + 1,
          payment: '{}',
          gateway_transaction_id: null,
          updated_at: now,
        })
        .where('id', '=', orderId)
        .where('payment_attempt', '=', current.payment_attempt)
        .where('payment_status', '=', 'pending')
        .where('released_at', 'is', null)
        .returningAll()
        .executeTakeFirst();
      if (!next)
        throw new AppError(409, 'order_not_awaiting_payment', 'order_not_awaiting_payment');
      return { order: next, previousRef: current.payment_ref };
    });
    await ports.cancelPayment(previousRef).catch(() => undefined);
    return chargeOrder(deps, order, { phoneNo });
  };
}
