import type { Database } from '@kilau/db';
import type { Kysely } from 'kysely';
import type { Locale } from '@kilau/domain';
import type { CheckoutBag } from '@kilau/domain/cart';

/** The cart's chosen shipping service re-priced now (the shipping module's `selectedShipping`). */
export type OrderShipping = {
  carrier_code: string;
  carrier_name: string;
  service_code: string;
  service_name: string;
  fee: number;
  discount: number;
  eta_min_days: number;
  eta_max_days: number;
  /** The fee moved since the shopper chose the service: placement answers `price_mismatch`. */
  price_changed: boolean;
};

/** Where an order is paid: the website, or a store (an order with a store id). */
export type OrderChannel = 'website' | 'store';

/** A payment method as placement needs it (the payment module's catalogue). */
export type OrderPaymentMethod = {
  code: string;
  name: string;
  category: string;
  /** Kredivo's terms in months (empty: the method takes none). */
  installmentTerms: number[];
};

/** What the gateway needs to start a payment (docs/design/checkout-and-payment.md `charge`). */
export type PaymentStart = {
  /** The shop's order id (the finish page the provider sends the shopper back to). */
  orderId: number;
  orderRef: string;
  grossAmount: number;
  method: string;
  customer: { userId: number; email: string | null; name: string; phone: string | null };
  items: Array<{ id: string; name: string; price: number; quantity: number }>;
  /** A card token from the gateway's browser script (never a card number). */
  tokenId?: string | undefined;
  saveCard?: boolean | undefined;
  /** OVO's phone number. */
  phoneNo?: string | undefined;
  installmentTerm?: number | undefined;
  /** The sandbox/Midtrans bank for a bank transfer VA. */
  expiresAt: Date;
};

/** The gateway's answer to a charge (the design's `Charge`), kept on the order as `payment`. */
export type PaymentStarted = {
  transaction_id: string;
  status: string;
  status_code?: string | undefined;
  status_message?: string | undefined;
  payment_type?: string | undefined;
  va_numbers?: Array<{ bank: string; va_number: string }> | undefined;
  payment_code?: string | undefined;
  actions?: Array<{ name: string; method: string; url: string }> | undefined;
  redirect_url?: string | undefined;
  expiry_time?: string | undefined;
  [field: string]: unknown;
};

/** The bag after an order's lines were copied back into it (the cart module's reorder answer). */
export type RestoredBag = {
  /** Lines in the bag now. */
  count: number;
  added: Array<{ id: string; combination_id: string; quantity: number }>;
  skipped: Array<{ id: string; combination_id: string; code: string; message: string }>;
};

/** The bank promotion the shopper applied, judged for this order. */
export type OrderBankPromotion = { id: number; discount: number };

/**
 * What placement needs from the other modules (docs/design/checkout-and-payment.md "Seams"),
 * filled in `checkout-wiring.ts`. Every call but `startPayment`, `cancelPayment` and
 * `restoreBag` runs inside the caller's transaction.
 */
export interface CheckoutPorts {
  bag(tx: Kysely<Database>, userId: number, now: Date): Promise<CheckoutBag | null>;
  shipping(
    tx: Kysely<Database>,
    input: {
      cartId: number;
      addressId: number;
      weightGrams: number;
      amountAfterDiscount: number;
      shippingDiscountCap: number | null;
    },
    now: Date,
  ): Promise<OrderShipping | null>;
  /**
   * The method when `channel` offers it (a store order: the store's methods only; else the
   * website's), active and within its limits for `amount`; null otherwise.
   */
  method(
    tx: Kysely<Database>,
    code: string,
    amount: number,
    channel?: OrderChannel,
  ): Promise<OrderPaymentMethod | null>;
  bankPromotion(
    tx: Kysely<Database>,
    input: { id: number; paymentMethod: string; cardBin: string | null; totalAmount: number },
    now: Date,
  ): Promise<OrderBankPromotion | null>;
  /** Starts the payment at the gateway, after the order committed. Throws when it refuses. */
  startPayment(start: PaymentStart): Promise<PaymentStarted>;
  /** Cancels a payment at the gateway (a changed method, an expired order); best effort. */
  cancelPayment(orderRef: string): Promise<void>;
  /**
   * Copies the lines of the member's placed cart `cartId` back into their bag (an order put back
   * in the bag, ADR 0034), in the cart module's own transaction, after the order's committed.
   */
  restoreBag(userId: number, cartId: number, locale: Locale): Promise<RestoredBag>;
  /**
   * An order was paid at placement (a free order, total 0), in the placement's transaction: the
   * rewards' first-order badge (docs/design/rewards.md) and the order's numbered invoice
   * (docs/design/invoices.md). Optional: nothing when not given.
   */
  orderPaid?(tx: Kysely<Database>, userId: number, orderId: number): Promise<unknown>;
}
