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

/**
 * Returns and refunds (docs/design/returns.md, issue 25): a return as the back office reads it
 * (with its customer and order), and a row of the queue.
 */
export type {
  AdminReturnRow,
  AdminReturnView as AdminReturn,
  ReturnStatus as AdminReturnStatus,
} from '@kilau/domain/orders';
