import type { Generated } from 'kysely';
import type { Timestamp } from './foundation';

export type VoucherKind = 'manual' | 'welcome' | 'lucky_draw' | 'store_credit';
export type VoucherDiscountType = 'amount' | 'percentage' | 'free_shipping' | 'free_product';

/** A voucher definition; rupiah as integers (see migration 0011). */
export interface VouchersTable {
  id: Generated<number>;
  /** Upper-case letters, digits, `_` and `-`, unique. */
  code: string;
  name: string;
  description: Generated<string>;
  terms: Generated<string>;
  kind: Generated<VoucherKind>;
  discount_type: VoucherDiscountType;
  /** Rupiah off (discount_type 'amount'). */
  amount: number | null;
  /** Percent off, 1–100 (discount_type 'percentage'). */
  percentage: number | null;
  /** Cap in rupiah for a percentage or the shipping fee. */
  max_discount: number | null;
  /** Minimum order in rupiah (`rules.order.min_amount`). */
  min_amount: Generated<number>;
  starts_at: Timestamp | null;
  ends_at: Timestamp | null;
  /** An issued member voucher expires this many days after it is issued. */
  valid_days: number | null;
  quota_total: number | null;
  quota_per_user: Generated<number>;
  /** Only members holding it (member_vouchers) may use it: the spec's `rules.users`. */
  is_assigned_only: Generated<boolean>;
  is_special_paper_bag: Generated<boolean>;
  image: string | null;
  is_active: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** The combination a free-product voucher gives (migration 0015). */
  free_combination_id: Generated<number | null>;
  free_quantity: Generated<number>;
  /** Optimistic concurrency for the back office's edits (migration 0032). */
  version: Generated<number>;
}

export interface VoucherRulesTable {
  voucher_id: number;
  target_type: 'product' | 'brand' | 'category';
  target_id: number;
}

/** A voucher assigned to a member. */
export interface MemberVouchersTable {
  id: Generated<number>;
  voucher_id: number;
  user_id: number;
  issued_at: Timestamp;
  expires_at: Timestamp | null;
  used_at: Timestamp | null;
}
