import type { Database } from '@kilau/db';
import {
  isFinalState,
  isPaidState,
  transitionPayment,
  type PaymentState,
  type PaymentTransition,
} from '@kilau/domain/payment';
import type { Kysely } from 'kysely';
import { ordersRepository, releaseOrder, STATE, type OrderRow } from './orders.repository';

/** A verified report about an order's payment (a signed notification, a status query, a charge). */
export type PaymentReport = {
  /** The gateway's order id: the order's `payment_ref`. */
  orderRef: string;
  transactionId: string;
  state: PaymentState;
  /** Integer rupiah as the gateway reports it. */
  grossAmount: number;
  paymentType: string;
};

export type ReportOutcome =
  | { outcome: 'applied'; userId: number; orderId: number; note?: typeof PAID_AFTER_CANCELLATION }
  | { outcome: 'ignored' | 'rejected'; reason: string };

/** The refund reason (and the report's note) for money that reached an order that had ended unpaid. */
export const PAID_AFTER_CANCELLATION = 'paid_after_cancellation';

const UNPAID_ENDINGS: Partial<Record<PaymentState, number>> = {
  deny: STATE.paymentFailure,
  failure: STATE.paymentFailure,
  cancel: STATE.cancelled,
  expire: STATE.cancelled,
};

/** Moves a locked order along a payment transition: state, history and, when it ends unpaid, release. */
export async function applyTransition(
  tx: Kysely<Database>,
  order: OrderRow,
  moved: PaymentTransition,
  transactionId: string | null,
  now: Date,
) {
  const orders = ordersRepository(tx);
  const ending = UNPAID_ENDINGS[moved.to];
  await tx
    .updateTable('orders')
    .set({
      payment_status: moved.to,
      ...(transactionId ? { gateway_transaction_id: transactionId } : {}),
      ...(moved.becamePaid ? { paid_at: now } : {}),
      ...(ending !== undefined && !moved.paid
        ? {
            is_payment_failed: moved.to === 'deny' || moved.to === 'failure',
            cancelled_at: moved.to === 'deny' || moved.to === 'failure' ? null : now,
          }
        : {}),
      updated_at: now,
    })
    .where('id', '=', order.id)
    .execute();
  if (moved.becamePaid) {
    await orders.moveTo(order.id, STATE.paymentAccepted, now, `payment_${moved.to}`);
  } else if (moved.to === 'refund') {
    await orders.moveTo(order.id, 13, now, 'payment_refund');
  } else if (ending !== undefined && moved.from !== null && !moved.paid) {
    await orders.moveTo(order.id, ending, now, `payment_${moved.to}`);
    // Before settlement only: a cancel of a paid order is a void handled as a refund by people.
    if (!order.paid_at) await releaseOrder(tx, order.id, now);
  }
}

/** Cancelled by the shopper, expired or failed before any money came: what it took went back. */
const endedUnpaid = (order: OrderRow) =>
  order.paid_at === null && isFinalState(order.payment_status as PaymentState);

/**
 * Money the gateway took for an order that had already ended unpaid (cancelled by the shopper,
 * expired, failed): the order stays as it is (its goods went back) and the money is owed back —
 * one `order_refunds` row per order (the unique key; replays and parallel reports find it), for
 * the operator's refund list.
 */
async function oweRefundForLateMoney(
  tx: Kysely<Database>,
  order: OrderRow,
  amount: number,
  now: Date,
) {
  await tx
    .insertInto('order_refunds')
    .values({
      order_id: order.id,
      amount,
      reason: PAID_AFTER_CANCELLATION,
      created_at: now,
      refunded_at: null,
    })
    .onConflict((oc) => oc.column('order_id').doNothing())
    .execute();
}

/**
 * Applies a verified payment report to its order (ADR 0012): the order row locked, the amount
 * checked against what the order asks and the transaction against the order's attempt, the
 * payment state moved only forward by the domain's `transitionPayment` (a repeat or a
 * regression is ignored), and an unpaid ending releasing what the order took — once. Money for
 * an order that had already ended unpaid is owed back (`PAID_AFTER_CANCELLATION`).
 */
export async function applyPaymentReport(
  tx: Kysely<Database>,
  report: PaymentReport,
  now: Date,
): Promise<ReportOutcome> {
  const order = await tx
    .selectFrom('orders')
    .selectAll()
    .where('payment_ref', '=', report.orderRef)
    .forUpdate()
    .executeTakeFirst();
  if (!order) return { outcome: 'rejected', reason: 'order_not_found' };
  if (report.grossAmount !== order.total_paid) {
    return { outcome: 'rejected', reason: 'amount_mismatch' };
  }
  // The attempt in force: once its charge is known, a report of another transaction is not it.
  if (
    order.gateway_transaction_id !== null &&
    order.gateway_transaction_id !== report.transactionId
  ) {
    return { outcome: 'rejected', reason: 'transaction_mismatch' };
  }
  const moved = transitionPayment(order.payment_status, report.state);
  if (!moved.ok) {
    if (endedUnpaid(order) && isPaidState(report.state)) {
      await oweRefundForLateMoney(tx, order, report.grossAmount, now);
      return {
        outcome: 'applied',
        userId: order.user_id,
        orderId: order.id,
        note: PAID_AFTER_CANCELLATION,
      };
    }
    return { outcome: 'ignored', reason: moved.code };
  }
  await applyTransition(tx, order, moved.value, report.transactionId, now);
  return { outcome: 'applied', userId: order.user_id, orderId: order.id };
}

/** The gateway order id of the member's order `idOrder` (the payment callback); null otherwise. */
export async function paymentRefFor(
  db: Kysely<Database>,
  input: { userId: number; idOrder: string },
): Promise<string | null> {
  if (!/^[1-9][0-9]{0,15}$/.test(input.idOrder)) return null;
  const row = await db
    .selectFrom('orders')
    .select('payment_ref')
    .where('id', '=', Number(input.idOrder))
    .where('user_id', '=', input.userId)
    .executeTakeFirst();
  return row?.payment_ref ?? null;
}

/** The method of the member's last order (the chooser's recommendation); free orders aside. */
export async function lastUsedMethod(db: Kysely<Database>, userId: number) {
  const row = await db
    .selectFrom('orders')
    .select('payment_method')
    .where('user_id', '=', userId)
    .where('payment_method', '!=', 'free_order')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.payment_method ?? null;
}
