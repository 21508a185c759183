import type { Database } from '@kilau/db';
import type { FraudStatus, PaymentState, TransactionStatus } from '@kilau/domain/payment';
import type { Kysely } from 'kysely';

/** A saved card the gateway reported with a capture (`save_token_id` was asked for). */
export interface SavedCardFacts {
  savedTokenId: string;
  /** `481111-XXXX-1114`. */
  maskedCard: string;
  cardBrand: string;
  tokenExpiresAt: Date | null;
}

/**
 * A gateway report about one order's payment (design/checkout-and-payment.md): always the gateway's
 * own status answer (`source` says what made the shop ask: a signed notification or the shopper's
 * callback), what `PaymentOutcomes.apply` receives inside the transaction that recorded it.
 */
export interface PaymentNotification {
  /** The gateway's `order_id`. */
  orderRef: string;
  transactionId: string;
  transactionStatus: TransactionStatus;
  fraudStatus: FraudStatus | null;
  statusCode: string;
  /** Integer rupiah, as the gateway reports it: the order module checks it against the order. */
  grossAmount: number;
  paymentType: string;
  /** The domain's payment state for it (a challenged capture is `challenge`, not paid). */
  state: PaymentState;
  source: 'notification' | 'status';
  savedCard: SavedCardFacts | null;
}

export type PaymentOutcome =
  /**
   * The order moved, or the money was put on record for the operator (`note`, e.g.
   * `paid_after_cancellation`: a refund is owed); `afterCommit` (e-mails, points, stock) runs
   * once the transaction commits.
   */
  | { outcome: 'applied'; note?: string; afterCommit?: () => void | Promise<void> }
  /** Nothing to do: a repeated state, or a regression (logged). */
  | { outcome: 'ignored'; reason: string }
  /** Refused: an amount that is not the order's, an unknown order, another transaction. */
  | { outcome: 'rejected'; reason: string };

/**
 * What the orders module gives the payment module (design/checkout-and-payment.md, "Seams"):
 * applying a verified report to the order (checking the amount, moving the payment state
 * monotonically with the domain's `transitionPayment`) in the caller's transaction, and finding a
 * member's order for the payment callback.
 */
export interface PaymentOutcomes {
  apply(tx: Kysely<Database>, notification: PaymentNotification): Promise<PaymentOutcome>;
  /** The gateway order id of the member's order `idOrder`; null when it is not theirs. */
  orderRefFor(input: { userId: number; idOrder: string }): Promise<string | null>;
}

/**
 * The outcomes while no orders module is wired: every report is about an order the shop does not
 * have (recorded as rejected `order_not_found`), and no member has orders to call back about.
 */
export const ordersNotConnected: PaymentOutcomes = {
  apply: async () => ({ outcome: 'rejected', reason: 'order_not_found' }),
  orderRefFor: async () => null,
};

/** The member's last used payment method code (the orders module knows it); null for none. */
export type LastUsedMethod = (userId: number) => Promise<string | null>;

export const noLastUsedMethod: LastUsedMethod = async () => null;
