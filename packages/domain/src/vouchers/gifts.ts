import {
  lineInScope,
  linesValue,
  paidLines,
  type PromotionLine,
  type PromotionScope,
} from './scope';

/** A gift with purchase: a non-sellable product given for enough in-scope spend. */
export type GiftRule = {
  id: number;
  scope: PromotionScope;
  /** Rupiah the in-scope paid lines must reach (0: any in-scope line). */
  min_amount: number;
  quantity: number;
  /** The gift combination's stock now. */
  stock: number;
};

/**
 * The gifts a bag earns: a rule is met when some paid line is in its scope and the in-scope
 * lines reach its minimum. A met rule whose gift has run out is answered apart (the bag shows
 * `gwp_error_message`); stock is taken when the order is placed.
 */
export function giftsEarned<R extends GiftRule>(
  rules: readonly R[],
  lines: readonly PromotionLine[],
): { given: R[]; outOfStock: R[] } {
  const paid = paidLines(lines);
  const given: R[] = [];
  const outOfStock: R[] = [];
  for (const rule of rules) {
    const inScope = paid.filter((line) => lineInScope(rule.scope, line));
    if (inScope.length === 0 || linesValue(inScope) < rule.min_amount) continue;
    (rule.stock >= rule.quantity ? given : outOfStock).push(rule);
  }
  return { given, outOfStock };
}
