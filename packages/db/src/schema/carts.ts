import type { ColumnType, Generated } from 'kysely';
import type { DateColumn } from './catalogue';
import type { Timestamp } from './foundation';

export type CartStatus = 'active' | 'ordered' | 'abandoned';

/** A member's bag (migration 0014); one `active` per member. */
export interface CartsTable {
  id: Generated<number>;
  user_id: number;
  status: Generated<CartStatus>;
  address_id: number | null;
  /** Self-checkout store and source (000 §1). */
  store_id: number | null;
  source: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A pack line's chosen components, with how many of each one pack holds. */
export type CartLinePack = { product_id: number; combination_id: number; quantity: number }[];
/** A jsonb column: read as the value, written as its JSON text. */
type Json<T> = ColumnType<T, string | null | undefined, string | null>;
export type CartLineEgiftInfo = {
  recipient_email: string;
  recipient_name?: string;
  sender_name?: string;
  message?: string;
  delivery_date: string;
};

/** One entry of a bag: a combination (with its pack choice or e-gift recipient) and a quantity. */
export interface CartLinesTable {
  id: Generated<number>;
  cart_id: number;
  product_id: number;
  combination_id: number;
  /** Folds the pack choice or the e-gift recipient into the line's identity ('' otherwise). */
  line_key: Generated<string>;
  quantity: number;
  is_pre_order: Generated<boolean>;
  preorder_rule_id: number | null;
  /** Pre-order delivery day (ISO date). */
  delivery_date: DateColumn | null;
  pack: Json<CartLinePack | null>;
  egift_info: Json<CartLineEgiftInfo | null>;
  is_special_price: Generated<boolean>;
  special_price_id: number | null;
  is_applied_free_product: Generated<boolean>;
  free_product_voucher_id: number | null;
  /** The unit price a promotion fixed for a special-price or free-product line (null: catalogue). */
  promo_unit_price: number | null;
  reference: Json<Record<string, unknown> | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A guest-bag merge already done, with its answer (replayed for the same key). */
export interface CartMergesTable {
  user_id: number;
  merge_key: string;
  cart_id: number;
  result: ColumnType<unknown, string, string>;
  created_at: Timestamp;
}
