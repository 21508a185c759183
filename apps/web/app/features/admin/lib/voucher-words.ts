import type { AdminVoucherDiscountType, VoucherStatus } from '../types';
import type { AdminTextKey } from '../text';

/** A discount type in words. */
export const DISCOUNT_LABEL: Record<AdminVoucherDiscountType, AdminTextKey> = {
  amount: 'discountAmount',
  percentage: 'discountPercentage',
  free_shipping: 'discountFreeShipping',
  free_product: 'discountFreeProduct',
};

/** A voucher's status in words. */
export const STATUS_LABEL: Record<VoucherStatus, AdminTextKey> = {
  active: 'statusActive',
  scheduled: 'statusScheduled',
  expired: 'statusExpired',
  inactive: 'statusInactive',
};
