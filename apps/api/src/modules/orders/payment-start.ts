import { transitionPayment, type PaymentState } from '@kilau/domain/payment';
import { AppError } from '../../lib/app-error';
import { failOrder } from './order-release';
import type { OrderServiceDeps } from './order-transaction';
import type { OrderRow } from './orders.repository';
import { applyTransition } from './payment-outcomes';
import type { PaymentStarted } from './ports';

/** What the shopper sent with the method: a card token, OVO's phone, Kredivo's term. */
export type ChargeExtras = {
  tokenId?: string | undefined;
  saveCard?: boolean | undefined;
  phoneNo?: string | undefined;
  installmentTerm?: number | undefined;
};

/**
 * Starts the order's payment at the gateway (after the order committed: no row lock is held
 * across the call) under its `payment_ref`, and keeps the gateway's answer on the order. A
 * refusal marks the order `Payment Failure`, releases what it took (once) and is rethrown.
 */
export async function chargeOrder(
  deps: OrderServiceDeps,
  order: OrderRow,
  extras: ChargeExtras,
): Promise<OrderRow> {
  const { ports, clock, inTransaction } = deps;
  const { orders } = deps.repositories;
  const customer = await orders.customer(order.user_id);
  const lines = await orders.lines(order.id);
  const shipping = order.shipping_fee - order.shipping_discount;
  let started: PaymentStarted;
  try {
    started = await ports.startPayment({
      orderId: order.id,
      orderRef: order.payment_ref,
      grossAmount: order.total_paid,
      method: order.payment_method,
      customer,
      items: [
        ...lines.map((line) => ({
          id: String(line.combination_id),
          name: String((line.detail as { name?: string }).name ?? line.combination_id).slice(0, 50),
          price: line.unit_price,
          quantity: line.quantity,
        })),
        ...(shipping > 0
          ? [{ id: 'shipping', name: 'Ongkos kirim', price: shipping, quantity: 1 }]
          : []),
      ],
      ...extras,
      expiresAt: new Date(order.payment_due_at),
    });
  } catch (error) {
    await inTransaction((t) => failOrder(t, order, clock()));
    throw error;
  }
  const now = clock();
  const saved = await inTransaction(async (t) => {
    const saved = await t.orders.started(order, started, now);
    if (!saved) return null;
    // A charge may answer its outcome at once (a card captured without 3-D Secure, an OVO
    // push declined): the same forward-only transition a notification would make.
    const state = started.status as PaymentState;
    if (state === saved.payment_status) return saved;
    const moved = transitionPayment(saved.payment_status, state);
    if (!moved.ok) return saved;
    await applyTransition(t, saved, moved.value, started.transaction_id, now);
    return (await t.orders.byId(order.id)) as OrderRow;
  });
  // The order ended while the gateway was asked (cancelled, or failed by the recovery job):
  // this attempt is not the order's any more, so the payment it opened is withdrawn.
  if (!saved) await ports.cancelPayment(order.payment_ref).catch(() => undefined);
  const after = saved ?? ((await orders.byId(order.id)) as OrderRow);
  if (after.is_payment_failed) {
    throw new AppError(
      400,
      'payment_declined',
      'payment_declined',
      {},
      { order_id: String(after.id), reference_code: after.reference_code },
    );
  }
  return after;
}
