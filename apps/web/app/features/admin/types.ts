/** The back office's answers as the web reads them (types only, from the domain). */
export type {
  AuditEntry,
  Permission,
  Staff,
  StaffLoginAnswer,
  StaffMe,
  StaffRole,
} from '@kilau/domain/admin';
export type { Brand, Category, StockMovement, StockReason, StockRow } from '@kilau/domain/admin';
export type {
  AdminVoucher,
  PromotionTargetOptions,
  VoucherStatus,
  AdminVoucherDiscountType,
} from '@kilau/domain/admin';
export type {
  AdminBankPromotion,
  AdminFlashSale,
  AdminFlashSaleItem,
  AdminFlashSaleSummary,
  AdminSpecialPrice,
  BankPromotionMethod,
  PromotionCombination,
  SpecialPriceScope,
} from '@kilau/domain/admin';
export type {
  AdminReview,
  AdminReviewRow,
  AdminFeatureToggle,
  AdminReviewStatus,
  ReviewReportReasonCode,
} from '@kilau/domain/admin';
export type { Store, StoreCollectionOrder } from '@kilau/domain/stores';

/*
 * Returns and refunds (docs/design/returns.md, issue 25). Until the domain's answers land with
 * the API's returns module, these follow its schemas (`orders/return-schemas.ts`) field by field.
 */
export type AdminReturnStatus =
  | 'requested'
  | 'approved'
  | 'rejected'
  | 'cancelled'
  | 'received'
  | 'refunding'
  | 'refunded';

/** A return as the back office reads it: the member's copy, its customer and order. */
export type AdminReturn = {
  reference: string;
  order_reference: string;
  status: AdminReturnStatus;
  status_label: string;
  reason: string;
  reason_label: string;
  note: string;
  lines: Array<{
    order_line_id: string;
    product_id: string;
    name: string;
    brand: string;
    variant: string | null;
    image: string | null;
    quantity: number;
    refund_amount: number;
    sellable: boolean | null;
  }>;
  refund_amount: number;
  goods_refund: number;
  shipping_refund: number;
  refund_method: 'original' | 'bank_transfer' | 'store_credit';
  refund_method_label: string;
  bank: {
    bank_code: string;
    bank_name: string;
    account_number: string;
    account_name: string;
  } | null;
  store_credit_code: string | null;
  transfer_reference: string | null;
  instructions: string | null;
  rejection_reason: string | null;
  photos: Array<{ id: string; url: string }>;
  points_taken_back: number;
  steps: Array<{
    status: AdminReturnStatus;
    status_label: string;
    at: string;
    note: string | null;
    staff_name?: string | null | undefined;
  }>;
  created_at: string;
  updated_at: string;
  customer: { id: string; name: string; email: string; phone_no: string | null } | null;
  order: {
    reference: string;
    payment_method: string;
    payment_method_name: string;
    total_paid: number;
    delivered_at: string | null;
  } | null;
};

/** A row of the queue (`GET /api/admin/returns`). */
export type AdminReturnRow = Pick<
  AdminReturn,
  | 'reference'
  | 'order_reference'
  | 'status'
  | 'status_label'
  | 'reason'
  | 'reason_label'
  | 'refund_amount'
  | 'refund_method'
  | 'refund_method_label'
  | 'created_at'
  | 'updated_at'
> & { customer: { id: string; name: string; email: string } };

/** `GET /api/admin/orders/:reference`'s `returns`. */
export type AdminOrderReturn = Pick<AdminReturn, 'reference' | 'status' | 'refund_amount'>;
