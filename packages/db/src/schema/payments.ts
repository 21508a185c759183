import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from './foundation';

/** Postgres arrays: read as arrays, written as arrays (or left to their default). */
type TextArray = ColumnType<string[], string[] | undefined, string[]>;
type IntArray = ColumnType<number[], number[] | undefined, number[]>;

export type PaymentMethodCategory = 'credit_card' | 'bank_transfer' | 'other';
export type PaymentChannelName = 'website' | 'store';

/** A method of the payment chooser (migration 0017). */
export interface PaymentMethodsTable {
  id: Generated<number>;
  code: string;
  name: string;
  category: PaymentMethodCategory;
  /** `/media/payments/<code>.svg`. */
  logo: string;
  position: number;
  available_for: ColumnType<PaymentChannelName[], PaymentChannelName[] | undefined>;
  is_active: Generated<boolean>;
  /** False keeps it out of the chooser (free_order). */
  is_listed: Generated<boolean>;
  min_amount: Generated<number>;
  max_amount: number | null;
  /** Kredivo's terms in months. */
  installment_terms: IntArray;
  description: Generated<string>;
  updated_at: Generated<Date>;
}

/** An account a manual bank transfer goes to (000 §9: one BCA, two Mandiri). */
export interface CompanyBankAccountsTable {
  id: Generated<number>;
  bank_code: string;
  bank_name: string;
  account_number: string;
  account_name: string;
  branch: Generated<string>;
  logo: string;
  position: number;
  is_active: Generated<boolean>;
}

/** A bank's discount at payment (000 §3 Bank promotion). */
export interface BankPromotionsTable {
  id: Generated<number>;
  bank_name: string;
  title: string;
  description: Generated<string>;
  discount_type: 'percentage' | 'amount';
  discount_value: number;
  max_discount: number | null;
  min_order: Generated<number>;
  /** Card number prefixes (4–8 digits); empty: any card, or none needed. */
  card_bins: TextArray;
  /** Payment method codes; empty: any method. */
  payment_methods: TextArray;
  starts_at: Timestamp;
  ends_at: Timestamp;
  is_active: Generated<boolean>;
  position: Generated<number>;
  /** Optimistic concurrency for the back office's edits (migration 0036). */
  version: Generated<number>;
}

/** A member's saved card: the gateway's token and the masked number, never the number. */
export interface MidtransTokensTable {
  id: Generated<number>;
  user_id: number;
  saved_token_id: string;
  /** `481111-XXXX-1114`. */
  masked_card: string;
  card_brand: string;
  expiry_month: number | null;
  expiry_year: number | null;
  token_expires_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type PaymentNotificationOutcome = 'applied' | 'ignored' | 'rejected';

/** A signed gateway notification, recorded once (unique on its identifying fields). */
export interface PaymentNotificationsTable {
  id: Generated<number>;
  order_ref: string;
  transaction_id: string;
  transaction_status: string;
  status_code: string;
  /** '' when the notification has none. */
  fraud_status: Generated<string>;
  payment_type: string;
  gross_amount: number;
  body: ColumnType<Record<string, unknown>, string, string>;
  received_at: Timestamp;
  outcome: PaymentNotificationOutcome | null;
  outcome_reason: string | null;
}

/** A token issued by the sandbox gateway's tokeniser: masked number and brand only. */
export interface GatewayCardTokensTable {
  id: Generated<number>;
  token_id: string;
  kind: 'single_use' | 'saved';
  /** Midtrans' form, `481111-1114`. */
  masked_card: string;
  card_brand: string;
  expiry_month: number;
  expiry_year: number;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export type GatewayThreeDs = 'none' | 'required' | 'passed' | 'failed';

/** The sandbox gateway's ledger: one row per charge. */
export interface GatewayTransactionsTable {
  id: Generated<number>;
  transaction_id: string;
  order_ref: string;
  /** Midtrans' payment_type (`bank_transfer`, `cstore`, `gopay`, `credit_card`, …). */
  payment_type: string;
  /** The channel inside it (`bca`, `permata`, `indomaret`, `ovo`, `kredivo`, …). */
  channel: string;
  gross_amount: number;
  /** A payment state (a transaction status, or `challenge`). */
  status: string;
  fraud_status: Generated<string>;
  status_code: string;
  va_number: string | null;
  payment_code: string | null;
  qr_string: string | null;
  card_token_id: string | null;
  masked_card: string | null;
  card_brand: string | null;
  three_ds: Generated<GatewayThreeDs>;
  save_card: Generated<boolean>;
  saved_token_id: string | null;
  installment_term: number | null;
  customer_phone: string | null;
  callback_url: string | null;
  request: ColumnType<Record<string, unknown>, string, string>;
  transaction_time: Timestamp;
  expiry_time: Timestamp;
  settlement_time: Timestamp | null;
  updated_at: Timestamp;
}

/**
 * A refund at the sandbox gateway (migration 0063): its `refund_key` is unique, so the same key
 * again answers this refund; `id` is Midtrans' `refund_chargeback_id`.
 */
export interface GatewayRefundsTable {
  id: Generated<number>;
  transaction_id: string;
  refund_key: string;
  /** Integer rupiah. */
  amount: number;
  reason: Generated<string>;
  /** What the refund left the transaction at. */
  transaction_status: 'partial_refund' | 'refund';
  created_at: Timestamp;
}
