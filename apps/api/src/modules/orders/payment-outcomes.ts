import type { Database } from '@kilau/db';
import {
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
  | { outcome: 'applied'; userId: number; orderId: number }
  | { outcome: 'ignored' | 'rejected'; reason: string };

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

/**
 * Applies a verified payment report to its order (ADR 0012): the order row locked, the amount
 * checked against what the order asks, the payment state moved only forward by the domain's
 * `transitionPayment` (a repeat or a regression is ignored), and an unpaid ending releasing
 * what the order took — once.
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
  const moved = transitionPayment(order.payment_status, report.state);
  if (!moved.ok) return { outcome: 'ignored', reason: moved.code };
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
