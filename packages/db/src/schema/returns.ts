import type { Generated } from 'kysely';
import type { Timestamp } from './foundation';

export type ReturnStatusColumn =
  | 'requested'
  | 'approved'
  | 'rejected'
  | 'cancelled'
  | 'received'
  | 'refunding'
  | 'refunded';

/** A member's return of goods from a delivered order (migration 0062, docs/design/returns.md). */
export interface ReturnRequestsTable {
  id: Generated<number>;
  reference: string;
  order_id: number;
  user_id: number;
  status: Generated<ReturnStatusColumn>;
  reason: 'damaged' | 'wrong_item' | 'defective' | 'allergy' | 'other';
  note: Generated<string>;
  refund_method: 'original' | 'bank_transfer' | 'store_credit';
  bank_code: string | null;
  account_number: string | null;
  account_name: string | null;
  goods_refund: number;
  shipping_refund: Generated<number>;
  refund_amount: number;
  instructions: string | null;
  rejection_reason: string | null;
  refund_key: string | null;
  gateway_refund_id: string | null;
  transfer_reference: string | null;
  store_credit_voucher_id: number | null;
  points_taken_back: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
  approved_at: Timestamp | null;
  rejected_at: Timestamp | null;
  cancelled_at: Timestamp | null;
  received_at: Timestamp | null;
  refunded_at: Timestamp | null;
}

export interface ReturnRequestLinesTable {
  return_id: number;
  order_line_id: number;
  combination_id: number;
  quantity: number;
  refund: number;
  sellable: boolean | null;
  position: number;
}

export interface ReturnRequestPhotosTable {
  id: Generated<number>;
  return_id: number;
  storage_key: string;
  content_type: string;
  created_at: Timestamp;
}

export interface ReturnRequestEventsTable {
  id: Generated<number>;
  return_id: number;
  status: ReturnStatusColumn;
  note: string | null;
  staff_id: number | null;
  at: Timestamp;
}
