import type { Database } from '@kilau/db';
import { PAYMENT_START_RECOVERY_MS } from '@kilau/domain/payment';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely, type SelectQueryBuilder, type Transaction } from 'kysely';
import { inTransaction } from '../../lib/transaction';
import { ordersRepository, releaseOrder, STATE, type OrderRow } from './orders.repository';

type JobDeps = { db: Kysely<Database>; cancelPayment: (orderRef: string) => Promise<void> };
type Claimable = SelectQueryBuilder<Database, 'orders', Pick<OrderRow, 'id' | 'payment_ref'>>;
type Claimed = Pick<OrderRow, 'id' | 'payment_ref'>;

/**
 * The orders table is the queue: claims one unpaid, unreleased order that `which` picks, oldest
 * `by` first, with `for update skip locked` (parallel runners and restarts neither skip nor
 * repeat one), handles it in its own short transaction — one order's locks at a time, in the
 * global order of ADR 0014 — and cancels its payment at the gateway after commit. Up to `limit`
 * orders; answers their payment refs.
 */
async function drain(
  deps: JobDeps,
  limit: number,
  queue: { which: (query: Claimable) => Claimable; by: 'payment_due_at' | 'updated_at' },
  handle: (tx: Transaction<Database>, order: Claimed) => Promise<unknown>,
): Promise<string[]> {
  const refs: string[] = [];
  while (refs.length < limit) {
    const ref = await inTransaction(deps.db, async (tx) => {
      const base: Claimable = tx
        .selectFrom('orders')
        .select(['id', 'payment_ref'])
        .where('payment_status', '=', 'pending')
        .where('released_at', 'is', null);
      const order = await queue
        .which(base)
        .orderBy(queue.by)
        .limit(1)
        .forUpdate()
        .skipLocked()
        .executeTakeFirst();
      if (!order) return null;
      await handle(tx, order);
      return order.payment_ref;
    });
    if (ref === null) break;
    refs.push(ref);
    await deps.cancelPayment(ref).catch(() => undefined);
  }
  return refs;
}

/**
 * Expires unpaid orders whose payment is due (000 §9: one day): the order turns `Cancelled` with
 * payment `expire`, and gives back stock, quotas, the voucher and the points exactly once.
 */
export function expireDueOrders(deps: JobDeps, now: Date, limit = 50): Promise<string[]> {
  const which = (query: Claimable) =>
    query
      .where('payment_due_at', '<=', now)
      // A transfer the member confirmed with a receipt waits for the shop's check, not the clock.
      .where('state_id', '!=', STATE.paymentConfirm);
  return drain(deps, limit, { which, by: 'payment_due_at' }, async (tx, order) => {
    await tx
      .updateTable('orders')
      .set({ payment_status: 'expire', cancelled_at: now, updated_at: now })
      .where('id', '=', order.id)
      .execute();
    await ordersRepository(tx).moveTo(order.id, STATE.cancelled, now, 'payment_expired');
    await releaseOrder(tx, order.id, now);
  });
}

/**
 * Issue 14, item 13: an attempt committed but never charged — the process died between the
 * commit (placement, a retry, a change of method) and keeping the gateway's answer, so the order
 * still has no payment (`payment = '{}'`) `PAYMENT_START_RECOVERY_MS` after it was written. It
 * cannot be charged again here (a card token or an OVO phone is not kept), so it fails as a
 * refused charge does: `Payment Failure`, everything given back once, the attempt cancelled at
 * the gateway in case the charge did reach it. The shopper's list then offers RETRY or REORDER.
 */
export function recoverUnchargedOrders(deps: JobDeps, now: Date, limit = 50): Promise<string[]> {
  const writtenBefore = new Date(now.getTime() - PAYMENT_START_RECOVERY_MS);
  const which = (query: Claimable) =>
    query.where(sql<boolean>`payment = '{}'::jsonb`).where('updated_at', '<=', writtenBefore);
  return drain(deps, limit, { which, by: 'updated_at' }, (tx, order) =>
    ordersRepository(tx).fail(order, now, 'payment_not_started'),
  );
}

/**
 * Runs the order jobs — payment never started, then payment due — every `intervalMs` until
 * stopped (the app stops it on close).
 */
export function startExpiryJob(deps: {
  db: Kysely<Database>;
  clock: () => Date;
  cancelPayment: (orderRef: string) => Promise<void>;
  intervalMs: number;
  log: FastifyBaseLogger;
}) {
  let running: Promise<unknown> = Promise.resolve();
  const tick = async () => {
    const failed = await recoverUnchargedOrders(deps, deps.clock());
    if (failed.length > 0) deps.log.warn({ refs: failed }, 'orders never charged failed');
    const expired = await expireDueOrders(deps, deps.clock());
    if (expired.length > 0) deps.log.info({ refs: expired }, 'unpaid orders expired');
  };
  const timer = setInterval(() => {
    running = tick().catch((error: unknown) =>
      deps.log.error({ err: error }, 'order expiry failed'),
    );
  }, deps.intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
