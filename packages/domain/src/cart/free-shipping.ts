import { FREE_SHIPPING_LIMIT } from '../shared/constants';
import type { CartLine } from './types';

type IdRef = { id?: string | number } | string | number;

export type FreeShippingVoucherRules = {
  order?: { min_amount?: number | null } | null;
  products?: IdRef[] | null;
  brands?: IdRef[] | null;
  categories?: IdRef[] | null;
};

const ids = (refs: IdRef[] | null | undefined): Set<string> =>
  new Set((refs ?? []).map((ref) => String(typeof ref === 'object' ? ref.id : ref)));

/** Whether some line's product, brand or category is named by the voucher's rules. */
export function matchesProductRule(
  rules: FreeShippingVoucherRules,
  lines: readonly CartLine[],
): boolean {
  const products = ids(rules.products);
  const brands = ids(rules.brands);
  const categories = ids(rules.categories);
  return lines.some(
    (line) =>
      products.has(String(line.id)) ||
      (line.brand?.id != null && brands.has(String(line.brand.id))) ||
      (line.categories ?? []).some((category) => categories.has(String(category.id))),
  );
}

const hasProductRules = (rules: FreeShippingVoucherRules): boolean =>
  [rules.products, rules.brands, rules.categories].some((list) => (list?.length ?? 0) > 0);

/**
 * A free-shipping voucher applies when the bag's subtotal meets order.min_amount or a product,
 * brand or category rule matches a line (000 §4). A voucher with neither kind of rule applies to
 * any bag.
 */
export function isFreeShippingVoucherApplicable(
  rules: FreeShippingVoucherRules | null | undefined,
  cart: { subtotal: number; lines: readonly CartLine[] },
): boolean {
  const minAmount = rules?.order?.min_amount ?? null;
  if (!rules || (minAmount == null && !hasProductRules(rules))) return true;
  if (minAmount != null && cart.subtotal >= minAmount) return true;
  return hasProductRules(rules) && matchesProductRule(rules, cart.lines);
}

/** Rupiah still missing for free shipping (freeShippingLimit 200000), never negative. */
export const freeShippingGap = (subtotal: number): number =>
  Math.max(0, FREE_SHIPPING_LIMIT - subtotal);

export const qualifiesForFreeShipping = (subtotal: number): boolean =>
  subtotal >= FREE_SHIPPING_LIMIT;
