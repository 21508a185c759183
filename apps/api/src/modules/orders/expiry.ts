import type { Database } from '@kilau/db';
import { PAYMENT_START_RECOVERY_MS } from '@kilau/domain/payment';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { remindDuePayments } from '../../lib/order-messages.repository';
import { failOrder, releaseOrder } from './order-release';
import { createOrderUnitOfWork, type OrderTransaction } from './order-transaction';
import { STATE, type ClaimedOrder, type OrdersRepository } from './orders.repository';

type JobDeps = { db: Kysely<Database>; cancelPayment: (orderRef: string) => Promise<void> };
type Queue = Parameters<OrdersRepository['claimUnpaid']>[0];

/**
 * The orders table is the queue: claims one unpaid, unreleased order of `queue`, oldest first,
 * with `for update skip locked` (parallel runners and restarts neither skip nor repeat one),
 * handles it in its own short transaction — one order's locks at a time, in the global order of
 * ADR 0014 — and cancels its payment at the gateway after commit. Up to `limit` orders; answers
 * their payment refs.
 */
async function drain(
  deps: JobDeps,
  limit: number,
  queue: Queue,
  handle: (t: OrderTransaction, order: ClaimedOrder) => Promise<unknown>,
): Promise<string[]> {
  const inTransaction = createOrderUnitOfWork(deps.db);
  const refs: string[] = [];
  while (refs.length < limit) {
    const ref = await inTransaction(async (t) => {
      const order = await t.orders.claimUnpaid(queue);
      if (!order) return null;
      await handle(t, order);
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
 * payment `expire`, and gives back stock, quotas, the voucher and the points exactly once. A
 * transfer the member confirmed with a receipt waits for the shop's check, not the clock. Then
 * failed payments whose pay-again window closed are released.
 */
export async function expireDueOrders(deps: JobDeps, now: Date, limit = 50): Promise<string[]> {
  const expired = await drain(deps, limit, { dueBy: now }, async (t, order) => {
    await t.orders.markExpired(order.id, now);
    await t.orders.moveTo(order.id, STATE.cancelled, now, 'payment_expired');
    await releaseOrder(t, order.id, now);
  });
  return [...expired, ...(await closePayAgainWindows(deps, now, limit))];
}

/**
 * A failed payment's pay-again window closed (ADR 0034) with no new attempt and the bag not
 * taken back: the order turns `Cancelled` (its history keeps the failure) and gives back stock,
 * quotas, the voucher and the points, exactly once.
 */
function closePayAgainWindows(deps: JobDeps, now: Date, limit: number): Promise<string[]> {
  return drain(deps, limit, { heldFailedBy: now }, async (t, order) => {
    await t.orders.changePayment(order.id, { cancelled_at: now }, now);
    await t.orders.moveTo(order.id, STATE.cancelled, now, 'pay_again_window_closed');
    await releaseOrder(t, order.id, now);
  });
}

/**
 * An attempt committed but never charged — the process died between the commit (placement, a
 * retry, a change of method) and keeping the gateway's answer, so the order still has no payment
 * (`payment = '{}'`) `PAYMENT_START_RECOVERY_MS` after it was written. It cannot be charged again
 * here (a card token or an OVO phone is not kept), so it fails as a refused charge does:
 * `Payment Failure`, everything given back once, the attempt cancelled at the gateway in case
 * the charge did reach it. The shopper's list then offers RETRY or REORDER.
 */
export function recoverUnchargedOrders(deps: JobDeps, now: Date, limit = 50): Promise<string[]> {
  const unchargedSince = new Date(now.getTime() - PAYMENT_START_RECOVERY_MS);
  return drain(deps, limit, { unchargedSince }, (t, order) =>
    failOrder(t, order, now, 'payment_not_started'),
  );
}

/**
 * Runs the order jobs — payment never started, then payment due, then payment reminders
 * (`reminderWindowMs` before a long deadline, issue 25) — every `intervalMs` until stopped (the
 * app stops it on close).
 */
export function startExpiryJob(deps: {
  db: Kysely<Database>;
  clock: () => Date;
  cancelPayment: (orderRef: string) => Promise<void>;
  intervalMs: number;
  reminderWindowMs: number;
  log: FastifyBaseLogger;
}) {
  let running: Promise<unknown> = Promise.resolve();
  const tick = async () => {
    const failed = await recoverUnchargedOrders(deps, deps.clock());
    if (failed.length > 0) deps.log.warn({ refs: failed }, 'orders never charged failed');
    const expired = await expireDueOrders(deps, deps.clock());
    if (expired.length > 0) deps.log.info({ refs: expired }, 'unpaid orders expired');
    const reminded = await remindDuePayments(deps.db, deps.clock(), deps.reminderWindowMs);
    if (reminded.length > 0) deps.log.info({ orders: reminded }, 'payment reminders written');
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
