import type { Database } from '@kilau/db';
import {
  detectCardBrand,
  isFraudStatus,
  isTransactionStatus,
  parseGrossAmount,
  paymentStateOf,
  statusCodeMatches,
} from '@kilau/domain/payment';
import type { FastifyBaseLogger } from 'fastify';
import type { Transaction } from 'kysely';
import { AppError } from '../../lib/app-error';
import { fromMidtransTime } from './gateway/midtrans-protocol';
import { GatewayError, type GatewayStatus, type PaymentGateway } from './gateway/gateway-port';
import { verifyMidtransSignature } from './gateway/signature';
import type { NotificationBody } from './payment.schemas';
import type {
  PaymentNotification,
  PaymentOutcome,
  PaymentOutcomes,
  SavedCardFacts,
} from './outcomes';
import { createPaymentRepository, type PaymentRepository } from './payment.repository';
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

/** What the gateway's status answer says, as the report the orders module applies. */
function reportOf(
  status: GatewayStatus,
  source: PaymentNotification['source'],
): PaymentNotification {
  return {
    orderRef: status.order_id,
    transactionId: status.transaction_id,
    transactionStatus: status.transaction_status,
    fraudStatus: status.fraud_status,
    statusCode: status.status_code,
    grossAmount: status.gross_amount,
    paymentType: status.payment_type,
    state: status.status,
    source,
    savedCard: savedCardOf({ ...status }),
  };
}

type Refusal = { outcome: 'rejected'; reason: string };

/**
 * Signed gateway notifications (design/checkout-and-payment.md), taken as Midtrans advises: as a
 * trigger, never as the truth. The signature covers only order id, status code and amount, so a
 * notification is verified in constant time, its status bound to its signed status code, and then
 * the gateway is asked for that transaction's status: only its answer is applied, and only when it
 * is about the notification's order. The callback takes the same path. A report is recorded with
 * its outcome; the partial unique key on (order, transaction, status, status code, fraud status)
 * over rows being applied or applied makes a replay — even fifty at once — a no-op, while a refused
 * or ignored report never blocks a later genuine one. The answer goes back as soon as the
 * transaction commits; the outcome's heavy work runs after.
 */
export function createNotificationService(deps: {
  payments: PaymentRepository;
  /** Runs `work` in one transaction, retried on a conflict (`inTransaction`). */
  transaction: <T>(work: (tx: Transaction<Database>) => Promise<T>) => Promise<T>;
  clock: () => Date;
  serverKey: string;
  /**
   * The orders module's side (design/checkout-and-payment.md, "Seams"): applying a report in the
   * transaction.
   */
  applyReport: PaymentOutcomes['apply'];
  /** The gateway order id of the member's order `idOrder`; null when it is not theirs. */
  orderRefFor: (input: { userId: number; idOrder: string }) => Promise<string | null>;
  gateway: PaymentGateway;
  log: FastifyBaseLogger;
}) {
  const { payments, clock, log } = deps;

  const answerOf = (
    report: Pick<PaymentNotification, 'orderRef' | 'transactionStatus'>,
    outcome: ReceiveResult['outcome'],
    reason: string | null,
    replayed: boolean,
  ): ReceiveResult => ({
    order_id: report.orderRef,
    transaction_status: report.transactionStatus,
    outcome,
    reason,
    replayed,
  });

  const rowOf = (report: PaymentNotification, body: Record<string, unknown>) => ({
    order_ref: report.orderRef,
    transaction_id: report.transactionId,
    transaction_status: report.transactionStatus,
    status_code: report.statusCode,
    fraud_status: report.fraudStatus ?? '',
    payment_type: report.paymentType,
    gross_amount: report.grossAmount,
    body: JSON.stringify(body),
    received_at: clock(),
  });

  /** A report that exactly this was already applied (a replay needs no gateway call). */
  function wasApplied(report: PaymentNotification) {
    return payments.wasApplied({
      order_ref: report.orderRef,
      transaction_id: report.transactionId,
      transaction_status: report.transactionStatus,
      status_code: report.statusCode,
      fraud_status: report.fraudStatus ?? '',
    });
  }

  function logRefusal(report: PaymentNotification, outcome: string, reason: string) {
    log.warn(
      {
        orderRef: report.orderRef,
        transactionId: report.transactionId,
        state: report.state,
        outcome,
        reason,
      },
      `payment: report ${outcome}`,
    );
  }

  /** A notification refused before anything was applied: on record, outside the dedupe key. */
  async function recordRefusal(
    claimed: PaymentNotification,
    body: Record<string, unknown>,
    refusal: Refusal,
  ): Promise<ReceiveResult> {
    await payments.recordReport(rowOf(claimed, body), refusal.outcome, refusal.reason);
    logRefusal(claimed, refusal.outcome, refusal.reason);
    return answerOf(claimed, refusal.outcome, refusal.reason, false);
  }

  async function recordAndApply(
    report: PaymentNotification,
    body: Record<string, unknown>,
  ): Promise<ReceiveResult> {
    const settled = await deps.transaction(async (tx) => {
      const reports = createPaymentRepository(tx);
      // The row takes the key while this transaction applies it: a parallel replay waits here,
      // then finds it applied (a replay) or released (its turn).
      const recorded = await reports.claimReport(rowOf(report, body));
      if (!recorded) return null;
      const outcome = await deps.applyReport(tx, report);
      await reports.settleReport(
        recorded.id,
        outcome.outcome,
        outcome.outcome === 'applied' ? (outcome.note ?? null) : outcome.reason,
      );
      return outcome;
    });

    if (!settled) return answerOf(report, null, null, true);
    if (settled.outcome === 'applied') {
      const after = settled.afterCommit;
      if (after) {
        setImmediate(() => {
          Promise.resolve()
            .then(after)
            .catch((error: unknown) =>
              log.error(
                { err: error, orderRef: report.orderRef },
                'payment: after-commit work failed',
              ),
            );
        });
      }
      if (settled.note) logRefusal(report, 'applied', settled.note);
      return answerOf(report, 'applied', settled.note ?? null, false);
    }
    logRefusal(report, settled.outcome, settled.reason);
    return answerOf(report, settled.outcome, settled.reason, false);
  }

  /** The gateway's answer for `ref`; a gateway that does not answer is 503 (asked again later). */
  async function askGateway(ref: string): Promise<GatewayStatus | null> {
    try {
      return await deps.gateway.status(ref);
    } catch (error) {
      if (error instanceof GatewayError && error.kind === 'not_found') return null;
      log.error({ err: error, ref }, 'payment: status query failed');
      throw new AppError(503, 'payment_gateway_unavailable', 'payment_gateway_unavailable');
    }
  }

  /**
   * `POST /notifications`: a notification as the gateway posted it. Refusals of its shape are
   * 4xx; a gateway that cannot be asked is 503, so the gateway sends it again; everything else is
   * 200 with the outcome, so it stops.
   */
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
    // The signature covers the status code, not the status: they must go together.
    if (!statusCodeMatches(body.transaction_status, fraud, body.status_code)) {
      log.warn(
        { orderRef: body.order_id, status: body.transaction_status, code: body.status_code },
        'payment: notification whose status does not match its signed status code refused',
      );
      throw new AppError(
        422,
        'payment_notification_status_mismatch',
        'payment_notification_invalid',
      );
    }
    const claimed: PaymentNotification = {
      orderRef: body.order_id,
      transactionId: body.transaction_id,
      transactionStatus: body.transaction_status,
      fraudStatus: fraud,
      statusCode: body.status_code,
      grossAmount: amount.value,
      paymentType: body.payment_type,
      state: paymentStateOf(body.transaction_status, fraud),
      source: 'notification',
      savedCard: null,
    };
    if (await wasApplied(claimed)) return answerOf(claimed, null, null, true);

    // A trigger: what happened is the gateway's answer about this very transaction.
    const status = await askGateway(body.transaction_id);
    if (!status) {
      return recordRefusal(claimed, body, { outcome: 'rejected', reason: 'transaction_not_found' });
    }
    if (status.order_id !== body.order_id || status.transaction_id !== body.transaction_id) {
      return recordRefusal(claimed, body, { outcome: 'rejected', reason: 'transaction_mismatch' });
    }
    return recordAndApply(reportOf(status, 'notification'), body);
  }

  /**
   * `POST /callback {id_order}`: the shopper is back from a payment page; ask the gateway (the
   * source of truth) and apply what it says through the same path as a notification.
   */
  async function callback(
    userId: number,
    idOrder: string,
  ): Promise<ReceiveResult & { state: string }> {
    const orderRef = await deps.orderRefFor({ userId, idOrder });
    if (!orderRef) throw new AppError(404, 'payment_not_found', 'payment_not_found');
    const status = await askGateway(orderRef);
    if (!status) throw new AppError(404, 'payment_not_found', 'payment_not_found');
    const result = await recordAndApply(reportOf(status, 'status'), {
      ...status,
      source: 'status',
    });
    return { ...result, state: status.status };
  }

  return { receive, callback };
}

export type NotificationService = ReturnType<typeof createNotificationService>;
