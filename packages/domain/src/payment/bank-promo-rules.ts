import { ok, refuse, type Result } from '../shared/result';
import { bankPromoDiscount } from './bank-promo';

/**
 * A bank promotion as the shop defines it (000 §3 Bank promotion): a bank's discount on the
 * amount paid, for some payment methods (empty: any) and cards whose number starts with one of
 * the BIN prefixes (empty: any card, and no card needed), from a minimum order, in a window.
 */
export type BankPromotionRule = {
  id: number;
  bankName: string;
  discountType: 'percentage' | 'amount';
  /** Percent (1–100) or rupiah. */
  discountValue: number;
  /** A percentage's cap in rupiah; null for none. */
  maxDiscount: number | null;
  minOrder: number;
  cardBins: readonly string[];
  paymentMethods: readonly string[];
  startsAt: Date;
  endsAt: Date;
  isActive: boolean;
};

export type BankPromotionInput = {
  /** The chosen payment method code (null while none is chosen). */
  paymentMethod: string | null;
  /** The card's first 6 to 8 digits, for card promotions. */
  cardBin: string | null;
  /** What the order would cost before the promotion (goods after discounts, plus shipping). */
  totalAmount: number;
};

export type BankPromotionRefusalCode =
  | 'bank_promo_inactive'
  | 'bank_promo_not_started'
  | 'bank_promo_ended'
  | 'bank_promo_method'
  | 'bank_promo_card'
  | 'bank_promo_min_order';

export type BankPromotionDiscount = {
  discount: number;
  /** `total_paid_after_disc`. */
  totalPaidAfterDisc: number;
};

/** Whether a card BIN falls under one of the prefixes (a prefix longer than the BIN cannot). */
export const cardBinMatches = (prefixes: readonly string[], cardBin: string | null): boolean =>
  prefixes.length === 0 ||
  (cardBin !== null && prefixes.some((prefix) => cardBin.startsWith(prefix)));

/**
 * Judges a promotion for an order at `now`, in this order: switched off, not yet started, ended,
 * the payment method, the card, the minimum order (with `{ amount, gap }`: how much more to buy).
 * Eligible: the discount and the total after it.
 */
export function checkBankPromotion(
  rule: BankPromotionRule,
  input: BankPromotionInput,
  now: Date,
): Result<BankPromotionDiscount, BankPromotionRefusalCode> {
  if (!rule.isActive) return refuse('bank_promo_inactive');
  if (now.getTime() < rule.startsAt.getTime()) return refuse('bank_promo_not_started');
  if (now.getTime() >= rule.endsAt.getTime()) return refuse('bank_promo_ended');
  if (
    rule.paymentMethods.length > 0 &&
    (input.paymentMethod === null || !rule.paymentMethods.includes(input.paymentMethod))
  ) {
    return refuse('bank_promo_method', { bank: rule.bankName });
  }
  if (!cardBinMatches(rule.cardBins, input.cardBin)) {
    return refuse('bank_promo_card', { bank: rule.bankName });
  }
  if (input.totalAmount < rule.minOrder) {
    return refuse('bank_promo_min_order', {
      amount: rule.minOrder,
      gap: rule.minOrder - input.totalAmount,
    });
  }
  const discount = bankPromoDiscount(
    {
      id_bank_promotion: rule.id,
      discount_type: rule.discountType,
      discount_value: rule.discountValue,
      max_discount: rule.maxDiscount,
      is_eligible: true,
    },
    input.totalAmount,
  );
  return ok({ discount, totalPaidAfterDisc: input.totalAmount - discount });
}

/** `additional_total_order`: rupiah more to spend before the promotion applies (0 once it does). */
export const additionalTotalOrder = (rule: BankPromotionRule, totalAmount: number): number =>
  Math.max(0, rule.minOrder - totalAmount);
