import type { Database } from '@kilau/db';
import { ID_PATTERN } from '@kilau/domain';
import { MAX_PAYMENT_ATTEMPTS, payAgainUntil } from '@kilau/domain/orders';
import {
  isFinalState,
  isPaidState,
  transitionPayment,
  type PaymentState,
  type PaymentTransition,
} from '@kilau/domain/payment';
import type { Kysely } from 'kysely';
import { releaseOrder } from './order-release';
import { createOrderRepositories, type OrderRepositories } from './order-transaction';
import { createOrdersRepository, STATE, type OrderRow } from './orders.repository';

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

/**
 * The reason a refund report is acknowledged and left alone: money given back at the gateway (a
 * return's refund, docs/design/returns.md, or one made on the gateway's dashboard) is recorded by
 * whoever gave it back; the order's state and payment stay as they are.
 */
export const REFUND_ACKNOWLEDGED = 'refund_acknowledged';

const UNPAID_ENDINGS: Partial<Record<PaymentState, number>> = {
  deny: STATE.paymentFailure,
  failure: STATE.paymentFailure,
  cancel: STATE.cancelled,
  expire: STATE.cancelled,
};

/** Moves a locked order along a payment transition: state, history and, when it ends unpaid, release. */
export async function applyTransition(
  repositories: OrderRepositories,
  order: OrderRow,
  moved: PaymentTransition,
  transactionId: string | null,
  now: Date,
) {
  const { orders } = repositories;
  const ending = UNPAID_ENDINGS[moved.to];
  // A declined or failed attempt keeps the order and what it took for a new attempt while its
  // window is open (ADR 0034); the last allowed attempt gives everything back at once.
  const holds =
    (moved.to === 'deny' || moved.to === 'failure') &&
    !moved.paid &&
    !order.paid_at &&
    order.payment_attempt < MAX_PAYMENT_ATTEMPTS;
  await orders.changePayment(
    order.id,
    {
      payment_status: moved.to,
      ...(transactionId ? { gateway_transaction_id: transactionId } : {}),
      ...(moved.becamePaid ? { paid_at: now } : {}),
      ...(ending !== undefined && !moved.paid
        ? {
            is_payment_failed: moved.to === 'deny' || moved.to === 'failure',
            cancelled_at: moved.to === 'deny' || moved.to === 'failure' ? null : now,
          }
        : {}),
      ...(holds ? { payment_due_at: payAgainUntil(now) } : {}),
    },
    now,
  );
  if (moved.becamePaid) {
    await orders.moveTo(order.id, STATE.paymentAccepted, now, `payment_${moved.to}`);
  } else if (ending !== undefined && moved.from !== null && !moved.paid) {
    await orders.moveTo(order.id, ending, now, `payment_${moved.to}`, { held: holds });
    // Before settlement only: a cancel of a paid order is a void handled as a refund by people.
    if (!order.paid_at && !holds) await releaseOrder(repositories, order.id, now);
  }
}

/** Cancelled by the shopper, expired or failed before any money came: what it took went back. */
const endedUnpaid = (order: OrderRow) =>
  order.paid_at === null && isFinalState(order.payment_status as PaymentState);

/**
 * Applies a verified payment report to its order (docs/design/checkout-and-payment.md): the order row locked, the amount
 * checked against what the order asks and the transaction against the order's attempt, the
 * payment state moved only forward by the domain's `transitionPayment` (a repeat or a
 * regression is ignored), and an unpaid ending releasing what the order took — once. Money for
 * an order that had already ended unpaid is owed back (`PAID_AFTER_CANCELLATION`). A refund or
 * partial refund changes nothing (`REFUND_ACKNOWLEDGED`): the gateway's refund call is made by
 * whoever records it.
 */
export async function applyPaymentReport(
  tx: Kysely<Database>,
  report: PaymentReport,
  now: Date,
): Promise<ReportOutcome> {
  const repositories = createOrderRepositories(tx);
  const order = await repositories.orders.lockByPaymentRef(report.orderRef);
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
  if (report.state === 'refund' || report.state === 'partial_refund') {
    return { outcome: 'ignored', reason: REFUND_ACKNOWLEDGED };
  }
  const moved = transitionPayment(order.payment_status, report.state);
  if (!moved.ok) {
    if (endedUnpaid(order) && isPaidState(report.state)) {
      // Money for an order that had already ended unpaid: the order stays as it is (its goods
      // went back) and the money is owed back, one refund row per order, for the operator.
      await repositories.orders.oweRefundOnce(
        order.id,
        report.grossAmount,
        PAID_AFTER_CANCELLATION,
        now,
      );
      return {
        outcome: 'applied',
        userId: order.user_id,
        orderId: order.id,
        note: PAID_AFTER_CANCELLATION,
      };
    }
    return { outcome: 'ignored', reason: moved.code };
  }
  await applyTransition(repositories, order, moved.value, report.transactionId, now);
  return { outcome: 'applied', userId: order.user_id, orderId: order.id };
}

/**
 * The orders module's answers to the payment module about a member's orders: the gateway order id
 * of their order `idOrder` (the payment callback; null when it is not theirs), and the method of
 * their last order (the chooser's recommendation; free orders aside).
 */
export function paymentLookups(db: Kysely<Database>) {
  const orders = createOrdersRepository(db);
  return {
    async paymentRefFor(input: { userId: number; idOrder: string }): Promise<string | null> {
      if (!ID_PATTERN.test(input.idOrder)) return null;
      return orders.paymentRefOf(input.userId, Number(input.idOrder));
    },
    lastUsedMethod: (userId: number): Promise<string | null> => orders.lastMethodOf(userId),
  };
}
