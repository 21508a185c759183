import { ok, refuse, type Result } from '../shared/result';

export type BankPromotion = {
  id_bank_promotion: string | number;
  bank_name?: string;
  bank?: { name?: string };
  discount_type: 'percentage' | 'amount';
  discount_value: number;
  /** A percentage promo's cap in rupiah (none when null or absent). */
  max_discount?: number | null;
  is_eligible: boolean;
  is_apply?: boolean;
};

export const bankPromoName = (promo: BankPromotion): string =>
  promo.bank_name ?? promo.bank?.name ?? '';

/** The button reads Applied when selected, Apply otherwise (000 §4). */
export const bankPromoButtonLabel = (promo: BankPromotion): 'label_applied' | 'label_apply' =>
  promo.is_apply ? 'label_applied' : 'label_apply';

/**
 * Apply toggles a promo's selection; only an eligible promo can be applied, and selecting one
 * unselects the others (one bank promo per order).
 */
export function toggleBankPromo(
  promos: readonly BankPromotion[],
  id: BankPromotion['id_bank_promotion'],
): Result<BankPromotion[], 'bank_promo_not_eligible'> {
  const target = promos.find((promo) => promo.id_bank_promotion === id);
  if (!target) return refuse('bank_promo_not_eligible');
  if (target.is_apply) return ok(promos.map((promo) => ({ ...promo, is_apply: false })));
  if (!target.is_eligible) return refuse('bank_promo_not_eligible');
  return ok(promos.map((promo) => ({ ...promo, is_apply: promo.id_bank_promotion === id })));
}

/**
 * Rupiah taken off `total` by a promo: a percentage rounded down and held to its cap, or a fixed
 * amount; never more than the total.
 */
export function bankPromoDiscount(promo: BankPromotion, total: number): number {
  const raw =
    promo.discount_type === 'percentage'
      ? Math.floor((total * promo.discount_value) / 100)
      : Math.round(promo.discount_value);
  const cap = promo.discount_type === 'percentage' ? promo.max_discount : null;
  const capped = cap !== null && cap !== undefined ? Math.min(raw, cap) : raw;
  return Math.min(Math.max(0, capped), Math.max(0, total));
}

/** `total_paid_after_disc` of a promo. */
export const totalPaidAfterBankPromo = (promo: BankPromotion, total: number): number =>
  Math.max(0, total - bankPromoDiscount(promo, total));
