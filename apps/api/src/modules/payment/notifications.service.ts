import type { Database } from '@kilau/db';
import {
  detectCardBrand,
  isFraudStatus,
  isTransactionStatus,
  parseGrossAmount,
  paymentStateOf,
} from '@kilau/domain/payment';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { AppError } from '../../lib/app-error';
import { fromMidtransTime } from './gateway/midtrans-protocol';
import { GatewayError, type GatewayStatus, type PaymentGateway } from './gateway/port';
import { verifyMidtransSignature } from './gateway/signature';
import type { NotificationBody } from './payment.schemas';
import type {
  PaymentNotification,
  PaymentOutcome,
  PaymentOutcomes,
  SavedCardFacts,
} from './outcomes';
import { normaliseMaskedCard } from './saved-cards';

export type ReceiveResult = {
  order_id: string;
  transaction_status: string;
  outcome: PaymentOutcome['outcome'] | null;
  reason: string | null;
  replayed: boolean;
};

const invalid = () =>
  new AppError(422, 'payment_notification_invalid', 'payment_notification_invalid');

function savedCardOf(fields: Record<string, unknown>): SavedCardFacts | null {
  const token = fields.saved_token_id;
  const masked =
    typeof fields.masked_card === 'string' ? normaliseMaskedCard(fields.masked_card) : null;
  if (typeof token !== 'string' || token === '' || !masked) return null;
  const until =
    typeof fields.saved_token_id_expired_at === 'string'
      ? (fromMidtransTime(fields.saved_token_id_expired_at) ??
        (Number.isNaN(Date.parse(fields.saved_token_id_expired_at))
          ? null
          : new Date(fields.saved_token_id_expired_at).toISOString()))
      : null;
  return {
    savedTokenId: token,
    maskedCard: masked,
    cardBrand: detectCardBrand(masked.slice(0, 6)),
    tokenExpiresAt: until ? new Date(until) : null,
  };
}

/**
 * Signed gateway notifications (ADR 0012): verified in constant time, recorded once — the unique
 * key on (order, transaction, status, status code, fraud status) turns a replay, even fifty at
 * once, into a no-op — and handed to the orders module's `PaymentOutcomes.apply` in the same
 * transaction. The answer goes back as soon as that commits; the outcome's heavy work runs after.
 */
export function createNotificationService(deps: {
  db: Kysely<Database>;
  clock: () => Date;
  serverKey: string;
  outcomes: PaymentOutcomes;
  gateway: PaymentGateway;
  log: FastifyBaseLogger;
}) {
  const { db, clock, outcomes, log } = deps;

  async function recordAndApply(
    notification: PaymentNotification,
    body: Record<string, unknown>,
  ): Promise<ReceiveResult> {
    const base = {
      order_id: notification.orderRef,
      transaction_status: notification.transactionStatus,
    };
    const settled = await db.transaction().execute(async (tx) => {
      const recorded = await tx
        .insertInto('payment_notifications')
        .values({
          order_ref: notification.orderRef,
          transaction_id: notification.transactionId,
          transaction_status: notification.transactionStatus,
          status_code: notification.statusCode,
          fraud_status: notification.fraudStatus ?? '',
          payment_type: notification.paymentType,
          gross_amount: notification.grossAmount,
          body: JSON.stringify(body),
          received_at: clock(),
        })
        .onConflict((conflict) => conflict.constraint('payment_notifications_once').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!recorded) return null;
      const outcome = await outcomes.apply(tx, notification);
      await tx
        .updateTable('payment_notifications')
        .set({
          outcome: outcome.outcome,
          outcome_reason: outcome.outcome === 'applied' ? null : outcome.reason,
        })
        .where('id', '=', recorded.id)
        .execute();
      return outcome;
    });

    if (!settled) return { ...base, outcome: null, reason: null, replayed: true };
    if (settled.outcome === 'applied') {
      const after = settled.afterCommit;
      if (after) {
        setImmediate(() => {
          Promise.resolve()
            .then(after)
            .catch((error: unknown) =>
              log.error(
                { err: error, orderRef: notification.orderRef },
                'payment: after-commit work failed',
              ),
            );
        });
      }
      return { ...base, outcome: 'applied', reason: null, replayed: false };
    }
    log.warn(
      {
        orderRef: notification.orderRef,
        transactionId: notification.transactionId,
        state: notification.state,
        outcome: settled.outcome,
        reason: settled.reason,
      },
      `payment: report ${settled.outcome}`,
    );
    return { ...base, outcome: settled.outcome, reason: settled.reason, replayed: false };
  }

  /** `POST /notifications`: a notification as the gateway posted it. */
  async function receive(body: NotificationBody): Promise<ReceiveResult> {
    if (!verifyMidtransSignature(body, deps.serverKey)) {
      log.warn(
        { orderRef: body.order_id, transactionId: body.transaction_id },
        'payment: notification with a bad signature refused',
      );
      throw new AppError(
        401,
        'payment_notification_signature_invalid',
        'payment_notification_signature_invalid',
      );
    }
    const amount = parseGrossAmount(body.gross_amount);
    if (!amount.ok) throw new AppError(422, 'gross_amount_invalid', 'gross_amount_invalid');
    if (!isTransactionStatus(body.transaction_status)) throw invalid();
    const fraud = body.fraud_status && isFraudStatus(body.fraud_status) ? body.fraud_status : null;
    if (body.fraud_status && !fraud) throw invalid();
    return recordAndApply(
      {
        orderRef: body.order_id,
        transactionId: body.transaction_id,
        transactionStatus: body.transaction_status,
        fraudStatus: fraud,
        statusCode: body.status_code,
        grossAmount: amount.value,
        paymentType: body.payment_type,
        state: paymentStateOf(body.transaction_status, fraud),
        source: 'notification',
        savedCard: savedCardOf(body),
      },
      body,
    );
  }

  /**
   * `POST /callback {id_order}`: the shopper is back from a payment page; ask the gateway (the
   * source of truth) and apply what it says through the same path as a notification.
   */
  async function callback(
    userId: number,
    idOrder: string,
  ): Promise<ReceiveResult & { state: string }> {
    const orderRef = await outcomes.orderRefFor(db, { userId, idOrder });
    if (!orderRef) throw new AppError(404, 'payment_not_found', 'payment_not_found');
    let status: GatewayStatus;
    try {
      status = await deps.gateway.status(orderRef);
    } catch (error) {
      if (error instanceof GatewayError && error.kind === 'not_found') {
        throw new AppError(404, 'payment_not_found', 'payment_not_found');
      }
      log.error({ err: error, orderRef }, 'payment: status query failed');
      throw new AppError(503, 'payment_gateway_unavailable', 'payment_gateway_unavailable');
    }
    const result = await recordAndApply(
      {
        orderRef: status.order_id,
        transactionId: status.transaction_id,
        transactionStatus: status.transaction_status,
        fraudStatus: status.fraud_status,
        statusCode: status.status_code,
        grossAmount: status.gross_amount,
        paymentType: status.payment_type,
        state: status.status,
        source: 'status',
        savedCard: savedCardOf({ ...status }),
      },
      { ...status, source: 'status' },
    );
    return { ...result, state: status.status };
  }

  return { receive, callback };
}

export type NotificationService = ReturnType<typeof createNotificationService>;
