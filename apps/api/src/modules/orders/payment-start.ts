import type { Database } from '@kilau/db';
import type { Kysely } from 'kysely';
import { ordersRepository, type OrderRow } from './orders.repository';
import type { CheckoutPorts, PaymentStarted } from './ports';

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
  deps: { db: Kysely<Database>; ports: CheckoutPorts; clock: () => Date },
  order: OrderRow,
  extras: ChargeExtras,
): Promise<OrderRow> {
  const { db, ports, clock } = deps;
  const orders = ordersRepository(db);
  const customer = await orders.customer(order.user_id);
  const lines = await orders.lines(order.id);
  const shipping = order.shipping_fee - order.shipping_discount;
  let started: PaymentStarted;
  try {
    started = await ports.startPayment({
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
    await db.transaction().execute((tx) => ordersRepository(tx).fail(order.id, clock()));
    throw error;
  }
  return db.transaction().execute((tx) => ordersRepository(tx).started(order.id, started, clock()));
}
