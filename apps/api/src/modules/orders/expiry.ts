import type { Database } from '@kilau/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { ordersRepository, releaseOrder, STATE } from './orders.repository';

/**
 * Expires unpaid orders whose payment is due (000 §9: one day): the order turns `Cancelled` with
 * payment `expire`, and gives back stock, quotas, the voucher and the points exactly once. The
 * work is durable by construction — the orders table is the queue (`payment_status = 'pending'`
 * and `payment_due_at` passed), claimed with `for update skip locked`, so parallel runners and
 * restarts neither skip nor repeat an order. The gateway is asked to cancel after commit.
 */
export async function expireDueOrders(
  deps: { db: Kysely<Database>; cancelPayment: (orderRef: string) => Promise<void> },
  now: Date,
  limit = 50,
): Promise<string[]> {
  const refs = await deps.db.transaction().execute(async (tx) => {
    const due = await tx
      .selectFrom('orders')
      .select(['id', 'payment_ref'])
      .where('payment_status', '=', 'pending')
      .where('released_at', 'is', null)
      .where('payment_due_at', '<=', now)
      // A transfer the member confirmed with a receipt waits for the shop's check, not the clock.
      .where('state_id', '!=', STATE.paymentConfirm)
      .orderBy('payment_due_at')
      .limit(limit)
      .forUpdate()
      .skipLocked()
      .execute();
    const orders = ordersRepository(tx);
    for (const order of due) {
      await tx
        .updateTable('orders')
        .set({ payment_status: 'expire', cancelled_at: now, updated_at: now })
        .where('id', '=', order.id)
        .execute();
      await orders.moveTo(order.id, STATE.cancelled, now, 'payment_expired');
      await releaseOrder(tx, order.id, now);
    }
    return due.map((order) => order.payment_ref);
  });
  for (const ref of refs) await deps.cancelPayment(ref).catch(() => undefined);
  return refs;
}

/** Runs `expireDueOrders` every `intervalMs` until stopped (the app stops it on close). */
export function startExpiryJob(deps: {
  db: Kysely<Database>;
  clock: () => Date;
  cancelPayment: (orderRef: string) => Promise<void>;
  intervalMs: number;
  log: FastifyBaseLogger;
}) {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = expireDueOrders(deps, deps.clock())
      .then((refs) => {
        if (refs.length > 0) deps.log.info({ refs }, 'unpaid orders expired');
      })
      .catch((error: unknown) => deps.log.error({ err: error }, 'order expiry failed'));
  }, deps.intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
