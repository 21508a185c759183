import type { Generated } from 'kysely';
import type { Timestamp } from './foundation';

/**
 * A voucher applied to a cart holding one use of its quota (migration 0015): live while
 * `expires_at` is ahead, a use once `used_at` is set (the order placing it, issue 7).
 */
export interface VoucherHoldsTable {
  id: Generated<number>;
  voucher_id: number;
  user_id: number;
  cart_id: number;
  member_voucher_id: number | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  /** The order that used the voucher (set with `used_at`). */
  order_ref: string | null;
}

/** A member's beauty points; always the sum of the member's ledger, never below zero. */
export interface PointBalancesTable {
  user_id: number;
  balance: Generated<number>;
  updated_at: Timestamp;
}

export type PointLedgerReason =
  | 'cart_hold'
  | 'cart_release'
  | 'order_earned'
  | 'order_refund'
  | 'order_returned'
  | 'welcome_bonus'
  | 'adjustment'
  /** Beauty points spent on a partner prize (migration 0048). */
  | 'reward_redemption'
  /** A cancelled redemption's points given back (migration 0050). */
  | 'reward_redemption_refund';

/** One change of a member's points (nonzero), written with the balance's change. */
export interface PointLedgerTable {
  id: Generated<number>;
  user_id: number;
  delta: number;
  reason: PointLedgerReason;
  cart_id: number | null;
  order_ref: string | null;
  created_at: Timestamp;
}

export type GiftScope = 'any' | 'brand' | 'category' | 'product';

/** A gift with purchase: `combination_id` (a gwp_non_sellable product) for in-scope spend. */
export interface GiftsWithPurchaseTable {
  id: Generated<number>;
  name: string;
  combination_id: number;
  quantity: Generated<number>;
  /** Rupiah the bag's in-scope lines must reach. */
  min_amount: Generated<number>;
  scope: Generated<GiftScope>;
  scope_ids: Generated<number[]>;
  starts_at: Timestamp;
  ends_at: Timestamp;
  is_active: Generated<boolean>;
  position: Generated<number>;
}

/** The promotion columns migration 0015 adds to `carts` (joined to `CartsTable` in the schema). */
export interface CartPromotionColumns {
  /** The applied voucher; the voucher, points and a free-product voucher exclude each other. */
  voucher_id: Generated<number | null>;
  /** Beauty points moved from the balance into this cart. */
  points_applied: Generated<number>;
  free_product_voucher_id: Generated<number | null>;
  /** The paper-bag voucher: an add-on that survives the other options. */
  paper_bag_voucher_id: Generated<number | null>;
}
