import type { ConflictCheck } from '../components/promotion-conflict';
import type { AdminBankPromotion, AdminFlashSale, AdminSpecialPrice } from '../types';

/** The special price's form, field by field, for "what changed" after a 409. */
export const SPECIAL_PRICE_CHECKS: ReadonlyArray<ConflictCheck<AdminSpecialPrice>> = [
  ['pickerCombination', (p) => p.combination_id],
  ['specialPricePrice', (p) => p.price],
  ['promotionStartsAt', (p) => p.starts_at],
  ['promotionEndsAt', (p) => p.ends_at],
  ['specialPriceQuotaPerUser', (p) => p.quota_per_user],
  ['promotionPosition', (p) => p.position],
  ['specialPriceActive', (p) => p.is_active],
  ['specialPriceMinAmount', (p) => p.min_amount],
  ['specialPriceMinQty', (p) => p.min_qty],
  ['specialPriceScope', (p) => [p.scope, p.scope_ids]],
];

/** The flash sale's form, field by field (the items as one). */
export const FLASH_SALE_CHECKS: ReadonlyArray<ConflictCheck<AdminFlashSale>> = [
  ['flashSaleName', (s) => s.name],
  ['flashSaleStartsAt', (s) => s.starts_at],
  ['flashSaleEndsAt', (s) => s.ends_at],
  ['flashSaleActive', (s) => s.is_active],
  [
    'flashSaleItemsTitle',
    (s) => s.items.map(({ combination_id, price, quota }) => [combination_id, price, quota]),
  ],
];

/** The bank promotion's form, field by field. */
export const BANK_PROMOTION_CHECKS: ReadonlyArray<ConflictCheck<AdminBankPromotion>> = [
  ['bankPromotionBank', (p) => p.bank_name],
  ['bankPromotionTitle', (p) => p.title],
  ['bankPromotionDescription', (p) => p.description],
  ['bankPromotionType', (p) => p.discount_type],
  ['bankPromotionValue', (p) => p.discount_value],
  ['bankPromotionMaxDiscount', (p) => p.max_discount],
  ['bankPromotionMinOrder', (p) => p.min_order],
  ['bankPromotionBins', (p) => p.card_bins],
  ['bankPromotionMethods', (p) => p.payment_methods],
  ['promotionStartsAt', (p) => p.starts_at],
  ['promotionEndsAt', (p) => p.ends_at],
  ['promotionPosition', (p) => p.position],
  ['bankPromotionActive', (p) => p.is_active],
];
