import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from './foundation';

/** A jsonb column: read as the value, written as its JSON text. */
type Json<T> = ColumnType<T, string, string>;
type NullableJson<T> = ColumnType<T | null, string | null, string | null>;

/** An order state (migration 0018), named as the storefront groups it (000 §4). */
export interface OrderStatesTable {
  id: number;
  name: string;
  color: string;
}

/** The gateway's view of an order's payment, as the shop keeps it. */
export type OrderPaymentStatus =
  | 'pending'
  | 'authorize'
  | 'capture'
  | 'settlement'
  | 'challenge'
  | 'deny'
  | 'cancel'
  | 'expire'
  | 'failure'
  | 'refund'
  | 'partial_refund'
  | 'chargeback'
  | 'partial_chargeback';

/** One placed cart (migration 0018): money, address and shipping as agreed at placement. */
export interface OrdersTable {
  id: Generated<number>;
  reference_code: string;
  user_id: number;
  cart_id: number;
  state_id: number;
  order_source: Generated<string>;
  store_id: number | null;
  subtotal: number;
  voucher_id: number | null;
  voucher_code: string | null;
  voucher_discount: Generated<number>;
  points_used: Generated<number>;
  points_discount: Generated<number>;
  bank_promotion_id: number | null;
  bank_promotion_discount: Generated<number>;
  shipping_fee: Generated<number>;
  shipping_discount: Generated<number>;
  total_paid: number;
  weight_grams: Generated<number>;
  address_id: number | null;
  delivery_address: Json<Record<string, unknown>>;
  shipping: Json<Record<string, unknown>>;
  payment_method: string;
  payment_type: string | null;
  /** The gateway's order id for the payment in force (the reference, then `-2`, `-3`… per new attempt). */
  payment_ref: string;
  /** 1 for the first payment; each change of method or new OVO push takes the next. */
  payment_attempt: Generated<number>;
  payment: ColumnType<Record<string, unknown>, string | undefined, string>;
  payment_status: ColumnType<
    OrderPaymentStatus,
    OrderPaymentStatus | undefined,
    OrderPaymentStatus
  >;
  gateway_transaction_id: string | null;
  is_payment_method_change: Generated<boolean>;
  is_payment_failed: Generated<boolean>;
  payment_due_at: Timestamp;
  paid_at: Timestamp | null;
  cancelled_at: Timestamp | null;
  cancellation_reason: string | null;
  released_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** When the member last asked for a new e-wallet payment attempt (migration 0019). */
  payment_retried_at: Timestamp | null;
  /** The collection token's nonce (migration 0055): a new one revokes every earlier token. */
  collection_nonce: string | null;
  /** When staff handed a store order over at the exit, and who (migration 0055). */
  collected_at: Timestamp | null;
  collected_by: number | null;
  /** Who took a pay-at-the-cashier order's money (migration 0055). */
  cashier_paid_by: number | null;
  /** The payment attempt the payment reminder was written for (migration 0059). */
  payment_reminder_attempt: number | null;
}

/** What was bought, priced and described as at placement. */
export interface OrderLinesTable {
  id: Generated<number>;
  order_id: number;
  product_id: number;
  combination_id: number;
  quantity: number;
  unit_price: number;
  list_price: number;
  total_price: number;
  is_pre_order: boolean;
  preorder_rule_id: number | null;
  delivery_date: ColumnType<string | null, string | null, string | null>;
  pack: NullableJson<{ product_id: number; combination_id: number; quantity: number }[]>;
  egift_info: NullableJson<Record<string, unknown>>;
  is_special_price: boolean;
  special_price_id: number | null;
  is_applied_free_product: boolean;
  free_product_voucher_id: number | null;
  flash_sale_id: number | null;
  detail: Json<Record<string, unknown>>;
}

export interface OrderFreeProductsTable {
  order_id: number;
  product_id: number;
  combination_id: number;
  quantity: number;
  source: string;
  voucher_id: number | null;
  detail: Json<Record<string, unknown>>;
}

export interface OrderStateHistoriesTable {
  id: Generated<number>;
  order_id: number;
  state_id: number;
  note: string | null;
  created_at: Timestamp;
}

/** The money owed back for a paid order cancelled before it was packed. */
export interface OrderRefundsTable {
  id: Generated<number>;
  order_id: number;
  amount: number;
  status: ColumnType<
    'pending' | 'refunded',
    'pending' | 'refunded' | undefined,
    'pending' | 'refunded'
  >;
  reason: string;
  created_at: Timestamp;
  refunded_at: Timestamp | null;
}

/** A member's confirmation of a bank transfer, with its receipt in the upload store (migration 0019). */
export interface OrderPaymentConfirmationsTable {
  id: Generated<number>;
  order_id: number;
  bank_name: string;
  account_name: string;
  /** The receipt's key in the upload store (a re-encoded JPEG). */
  receipt_key: string;
  receipt_content_type: string;
  created_at: Timestamp;
}
