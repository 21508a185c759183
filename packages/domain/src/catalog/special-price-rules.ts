import {
  lineInScope,
  linesQuantity,
  linesValue,
  paidLines,
  type PromotionLine,
  type PromotionScope,
} from '../vouchers/scope';

/** A special price's rules (000 §3 `reason`: min_oder, min_qty, quota, scope). */
export type SpecialPriceTerms = {
  min_amount: number | null;
  min_qty: number | null;
  scope: PromotionScope['scope'];
  scope_ids: readonly number[];
  quota_per_user: number;
};

/**
 * What the verdict is judged against: the bag's lines (a member's bag), or only an order amount
 * (`final_amount`, when no bag is known: item counts then cannot be met); the member's units
 * bought or in the bag at this special price, and the units being added (1 by default).
 */
export type SpecialPriceFacts = {
  lines?: readonly PromotionLine[];
  finalAmount?: number;
  used?: number;
  adding?: number;
};

export type SpecialPriceVerdict = {
  applicable: boolean;
  /** The minimum purchase still unmet (the spec's spelling), else null. */
  min_oder: number | null;
  min_qty: number | null;
  quota_reached: boolean;
};

/**
 * Whether a special-price product can be added (000 §5): the bag's in-scope paid lines reach
 * the minimum amount and item count (special-price and free lines do not count), and the
 * member's units at this price stay within the per-user quota.
 */
export function evaluateSpecialPrice(
  terms: SpecialPriceTerms,
  facts: SpecialPriceFacts,
): SpecialPriceVerdict {
  const scope: PromotionScope = { scope: terms.scope, ids: terms.scope_ids };
  const inScope = facts.lines
    ? paidLines(facts.lines).filter((line) => lineInScope(scope, line))
    : null;
  const amount = inScope ? linesValue(inScope) : (facts.finalAmount ?? 0);
  const quantity = inScope ? linesQuantity(inScope) : 0;
  const amountMet = terms.min_amount === null || amount >= terms.min_amount;
  const qtyMet = terms.min_qty === null || quantity >= terms.min_qty;
  const quotaReached =
    facts.used !== undefined && facts.used + (facts.adding ?? 1) > terms.quota_per_user;
  return {
    applicable: amountMet && qtyMet && !quotaReached,
    min_oder: amountMet ? null : terms.min_amount,
    min_qty: qtyMet ? null : terms.min_qty,
    quota_reached: quotaReached,
  };
}
