import { hasPreorderQuota, isPreorderCombination } from './availability';
import type { Combination, PreorderRule } from './types';

const hasQuotaLeft = (rule: PreorderRule): boolean =>
  rule.total_quota >= 1 && rule.total_quota > rule.sold_quota;

/** The pre-order rule that sells now: the first one with quota left (000 §4), else null. */
export function activePreorderRule(
  combination: Combination | null | undefined,
): PreorderRule | null {
  if (!isPreorderCombination(combination)) return null;
  return (combination?.preorder ?? []).find(hasQuotaLeft) ?? null;
}

export type PreorderState = {
  /** Whether the pre-order still sells (some rule has quota left). */
  open: boolean;
  /** Units left in the selling rule (0 once every rule is sold out). */
  remaining: number;
  /** When the selling rule ships, or null when the server gave no date or nothing sells. */
  deliveryDate: string | null;
};

/**
 * What the product page says about a pre-order combination: open or sold out, the quota left in
 * the rule that sells and its delivery date. Null for a combination that is not a pre-order.
 */
export function preorderState(combination: Combination | null | undefined): PreorderState | null {
  if (!isPreorderCombination(combination)) return null;
  const rule = activePreorderRule(combination);
  return {
    open: hasPreorderQuota(combination?.preorder),
    remaining: rule ? rule.total_quota - rule.sold_quota : 0,
    deliveryDate: rule?.delivery_date ?? null,
  };
}

/**
 * Whether one combination can be chosen to buy: a pre-order while a rule has quota left,
 * otherwise while it has stock. Sold-out combinations offer notify-me instead.
 */
export function isCombinationAvailable(combination: Combination | null | undefined): boolean {
  if (!combination) return false;
  if (isPreorderCombination(combination)) return hasPreorderQuota(combination.preorder);
  return (combination.stock ?? 0) > 0;
}
