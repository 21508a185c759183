import type { FraudStatus, PaymentState, TransactionStatus } from '@kilau/domain/payment';

/**
 * The payment gateway port (design/checkout-and-payment.md): a Midtrans Core API-shaped charge,
 * status, cancel and refund. Two adapters speak it — `midtransGateway` over HTTP and
 * `sandboxGateway` in process — and both build the same Midtrans request and read the same
 * Midtrans answer, so the shop's code path is the same with and without keys.
 */
export interface ChargeRequest {
  /** The gateway's `order_id`: the order's reference, unique per live payment. */
  orderRef: string;
  /** Integer rupiah, what the shopper pays. */
  grossAmount: number;
  /** A method code paid through the gateway (`isGatewayMethod`). */
  method: string;
  customer?: { firstName: string; lastName?: string; email?: string; phone?: string };
  items?: ReadonlyArray<{ id: string; name: string; price: number; quantity: number }>;
  /** Cards: the token the gateway's script issued in the browser (never a card number). */
  card?: { tokenId: string; authentication?: boolean; saveCard?: boolean };
  /** OVO: the phone that receives the push (`08…` or `+62…`). */
  phone?: string;
  /** Kredivo: the term in months. */
  installmentTerm?: number;
  /** Where provider pages send the shopper back when done (the shop's own URL). */
  finishUrl?: string;
  /** How long the shopper has to pay; the method's default when absent. */
  expiryMinutes?: number;
}

/** Something the shopper's browser does next: open a URL, show a QR code, post a form. */
export interface GatewayAction {
  name: string;
  method: 'GET' | 'POST';
  url: string;
  /** A form post's fields (LinkAja). */
  fields?: Record<string, string>;
}

/**
 * A charge's answer and a status answer: the gateway's fields (snake_case, as Midtrans names
 * them) with `gross_amount` as integer rupiah, times as ISO strings, and `status` the domain's
 * payment state (a challenged capture is `challenge`).
 */
export interface Charge {
  transaction_id: string;
  order_id: string;
  status: PaymentState;
  transaction_status: TransactionStatus;
  fraud_status: FraudStatus | null;
  status_code: string;
  status_message: string;
  /** `gross_amount` exactly as the gateway wrote it (what signatures cover). */
  gross_amount_text: string;
  gross_amount: number;
  payment_type: string;
  transaction_time: string | null;
  expiry_time?: string;
  settlement_time?: string;
  va_numbers?: Array<{ bank: string; va_number: string }>;
  bill_key?: string;
  biller_code?: string;
  payment_code?: string;
  store?: string;
  qr_string?: string;
  actions?: GatewayAction[];
  redirect_url?: string;
  masked_card?: string;
  card_type?: string;
  saved_token_id?: string;
  saved_token_id_expired_at?: string;
  installment_term?: number;
}

export type GatewayStatus = Charge;

/**
 * A refund of a paid transaction (`POST /v2/{order_id}/refund`). The same `refundKey` again is the
 * same refund: the gateway answers the first one and moves no money (a caller retries with it).
 */
export interface RefundRequest {
  /** The merchant's refund id: 1–100 letters, digits, `-` or `_`, unique per refund. */
  refundKey: string;
  /** Integer rupiah, at most what is left of the transaction. */
  amount: number;
  /** Why (≤ 255 characters); some acquiring banks require one. */
  reason: string;
}

/**
 * A refund's answer as the gateway gives it (snake_case, as Midtrans names it), with
 * `refund_amount` as integer rupiah: this refund's amount. `transaction_status` is what the
 * refund left the transaction at: `partial_refund`, or `refund` once all of it is back.
 */
export interface GatewayRefund {
  order_id: string;
  transaction_id: string;
  refund_key: string;
  refund_amount: number;
  transaction_status: 'refund' | 'partial_refund';
  status_code: string;
  status_message: string;
  /** The gateway's id of the refund. */
  refund_chargeback_id?: string | number;
}

export type GatewayErrorKind =
  /** The request was refused as malformed (400). */
  | 'invalid'
  /** The keys were refused (401/403): a configuration problem. */
  | 'unauthorized'
  /** No such transaction (404). */
  | 'not_found'
  /** A live transaction already has this order id (406). */
  | 'duplicate'
  /** The transaction's state does not allow it (412). */
  | 'conflict'
  /** The method is not one this gateway carries. */
  | 'unsupported'
  /** The gateway did not answer, or answered 5xx. */
  | 'unavailable';

/** A gateway refusal or failure: what the shop does with it depends on `kind`. */
export class GatewayError extends Error {
  constructor(
    readonly kind: GatewayErrorKind,
    message: string,
    readonly statusCode: string | null = null,
    readonly validationMessages: string[] = [],
  ) {
    super(message);
    this.name = 'GatewayError';
  }
}

export interface PaymentGateway {
  readonly kind: 'midtrans' | 'sandbox';
  /** The method codes this gateway carries. */
  readonly methods: readonly string[];
  charge(request: ChargeRequest): Promise<Charge>;
  /**
   * The transaction's status as the gateway knows it: `ref` is an order id (its latest
   * transaction) or a transaction id (that transaction), as Midtrans' `/v2/{ref}/status` takes.
   */
  status(ref: string): Promise<GatewayStatus>;
  cancel(ref: string): Promise<GatewayStatus>;
  /**
   * Gives back `request.amount` of a paid transaction (`ref` as for `status`). Refused as
   * `conflict` (412) when the transaction is not paid, its method carries no refunds, or the
   * amount is more than is left; `not_found` for an unknown `ref`; `unavailable` when the gateway
   * did not answer — then ask again with the same `refundKey`.
   */
  refund(ref: string, request: RefundRequest): Promise<GatewayRefund>;
}

/** What the storefront needs to tokenise cards: the gateway's script and public client key. */
export interface GatewayBrowserConfig {
  environment: 'sandbox' | 'production';
  clientKey: string;
  /** `midtrans-new-3ds.min.js`: load with `id="midtrans-script"` and `data-client-key`. */
  scriptUrl: string;
  /** Origins the page policy must allow for the script, its token call and the 3-D Secure frame. */
  origins: string[];
}
