import { isHeldFailure, isRetryCandidate, retryAction } from '@kilau/domain/orders';
import { paymentDueAt, RETRY_WINDOW_MAX_MS } from '@kilau/domain/payment';
import type { MessageCode } from '@kilau/domain';
import { AppError } from '../../lib/app-error';
import { channelOf } from './order-channel';
import type { OrderServiceDeps } from './order-transaction';
import { STATE, type OrderRow } from './orders.repository';
import { chargeOrder } from './payment-start';
import { retakeOrder, type RetakeShort } from './retake';

export type Wallet = 'ovo' | 'gopay';

/**
 * A new attempt of a pending payment no sooner than this after the previous retry: an OVO push
 * waits this long on the phone, and a double click must not start two attempts.
 */
export const RETRY_COOLDOWN_MS = 30_000;

const SHORT_MESSAGES: Record<RetakeShort['kind'], MessageCode> = {
  stock: 'stock_changed',
  preorder: 'stock_changed',
  flash: 'stock_changed',
  voucher: 'retry_voucher_unavailable',
  points: 'retry_points_unavailable',
};

/**
 * RETRY of the order list (000 §4 "Retry rule", §7): one function for both e-wallets — OVO's new
 * push (`POST {payment}/payments`) and GoPay's `PUT {order}/order/{id}/retry`.
 *
 * The domain's `retryAction` decides with the server's clock: OVO while the order is at most 30
 * minutes old, GoPay from 5 up to 30 minutes (edges included). Under the order's row lock:
 * - an order still pending (nothing given back) gets the next payment attempt; the one in force
 *   is cancelled at the gateway after commit;
 * - an order whose payment ended unpaid (failure, expiry, cancellation) and was released takes
 *   again everything placement took — stock, pre-order and flash quotas, the voucher use, the
 *   points — or nothing at all (409 `out_of_stock`), and goes back to 'Order created'.
 * The charge starts after commit, as placement's does. Of parallel retries the first wins; the
 * others find a fresh attempt (409 `retry_too_soon`).
 */
export function createRetryPaymentService(deps: OrderServiceDeps) {
  const { ports, clock } = deps;
  async function retryPayment(
    userId: number,
    orderId: number,
    input: { wallet: Wallet; phoneNo?: string | undefined },
  ): Promise<OrderRow> {
    const now = clock();
    const { order, previousRef } = await deps.inTransaction(async (t) => {
      const { tx, orders } = t;
      const current = await orders.lockById(orderId);
      if (!current || current.user_id !== userId) {
        throw new AppError(404, 'order_not_found', 'order_not_found');
      }
      if (current.payment_method !== input.wallet) {
        throw new AppError(422, 'payment_method_unavailable', 'payment_method_unavailable');
      }
      if (current.paid_at !== null) {
        throw new AppError(409, 'order_not_awaiting_payment', 'order_not_awaiting_payment');
      }
      judgeWindow(current, await orders.stateName(current.state_id), now);
      if (
        !(await ports.method(
          tx,
          current.payment_method,
          current.total_paid,
          channelOf(current.store_id),
        ))
      ) {
        throw new AppError(422, 'payment_method_unavailable', 'payment_method_unavailable');
      }

      const released = current.released_at !== null;
      // A declined attempt whose order still holds what it took (ADR 0034): nothing to retake.
      const held = isHeldFailure({
        paidAt: current.paid_at,
        releasedAt: current.released_at,
        isPaymentFailed: current.is_payment_failed,
        paymentStatus: current.payment_status,
      });
      if (held) {
        await orders.moveTo(orderId, STATE.created, now, 'payment_retry');
      } else if (!released) {
        if (current.payment_status !== 'pending') {
          throw new AppError(409, 'order_not_awaiting_payment', 'order_not_awaiting_payment');
        }
        const since = current.payment_retried_at
          ? now.getTime() - new Date(current.payment_retried_at).getTime()
          : Infinity;
        if (since < RETRY_COOLDOWN_MS) {
          throw new AppError(409, 'retry_too_soon', 'retry_too_soon', {
            seconds: Math.ceil((RETRY_COOLDOWN_MS - since) / 1000),
          });
        }
      } else {
        const short = await retakeOrder(t, current, now);
        if (short) {
          throw new AppError(
            409,
            'out_of_stock',
            SHORT_MESSAGES[short.kind],
            {},
            {
              reason: short.kind,
              is_preorder: short.kind === 'preorder',
            },
          );
        }
        await orders.moveTo(orderId, STATE.created, now, 'payment_retry');
      }
      const reopened = released || held;
      const next = await orders.nextAttempt(
        current,
        now,
        reopened ? { paymentDueAt: paymentDueAt(current.created_at) as Date } : null,
      );
      return { order: next, previousRef: reopened ? null : current.payment_ref };
    });
    if (previousRef) await ports.cancelPayment(previousRef).catch(() => undefined);
    return chargeOrder(deps, order, { phoneNo: input.phoneNo });
  }

  return { retry: retryPayment };
}

export type RetryPaymentService = ReturnType<typeof createRetryPaymentService>;

/** The retry window of 000 §4, by the domain's rule, on the server's clock. */
function judgeWindow(order: OrderRow, statusName: string, now: Date) {
  const rule = {
    methodCode: order.payment_method,
    statusName,
    isPaymentFailed: order.is_payment_failed,
    createdAt: order.created_at,
  };
  const action = retryAction({ ...rule, now });
  if (action === 'RETRY') return;
  const until = { retry_until: retryUntil(order).toISOString() };
  if (action === 'REORDER') {
    throw new AppError(409, 'retry_window_closed', 'retry_window_closed', {}, until);
  }
  if (order.payment_method === 'gopay' && isRetryCandidate(rule)) {
    throw new AppError(409, 'retry_too_early', 'retry_too_early', {}, until);
  }
  throw new AppError(409, 'order_not_awaiting_payment', 'order_not_awaiting_payment');
}

/** The last moment a retry is allowed: 30 minutes after the order was placed. */
export const retryUntil = (order: Pick<OrderRow, 'created_at'>): Date =>
  new Date(new Date(order.created_at).getTime() + RETRY_WINDOW_MAX_MS);
