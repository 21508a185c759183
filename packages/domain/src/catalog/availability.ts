import type { Combination, PreorderRule, TileList, TileProduct } from './types';

export type AvailabilityContext = { list?: TileList; selfCheckout?: boolean };

/** A pre-order rule still sells while its quota is at least 1 and above what was sold. */
export const hasPreorderQuota = (rules: readonly PreorderRule[] | undefined): boolean =>
  (rules ?? []).some((rule) => rule.total_quota >= 1 && rule.total_quota > rule.sold_quota);

export const isPreorderCombination = (combination: Combination | null | undefined): boolean =>
  combination?.is_pre_order === true;

/**
 * Whether a product can be bought (000 §4 "Availability of a product"), in this order:
 * pre-order by quota; flash sale or special price by is_in_stock or is_in_stock_original;
 * self-checkout by is_in_stock alone; otherwise in stock and not out of stock in the academy shop.
 */
export function isProductAvailable(
  product: TileProduct,
  context: AvailabilityContext = {},
  combination: Combination | null | undefined = product.default_combination,
): boolean {
  if (isPreorderCombination(combination)) return hasPreorderQuota(combination?.preorder);
  const flashOrSpecial =
    context.list === 'flash_sale' ||
    context.list === 'special_price' ||
    product.is_flashsale === true ||
    combination?.is_flashsale === true;
  if (flashOrSpecial) return product.is_in_stock === true || product.is_in_stock_original === true;
  if (context.selfCheckout) return product.is_in_stock === true;
  return product.is_in_stock === true && product.is_out_of_stock_academy !== true;
}

/** An unavailable product shows SOLD OUT and rejects actions. */
export const soldOutLabel = (
  product: TileProduct,
  context: AvailabilityContext = {},
): 'label_sold_out' | null => (isProductAvailable(product, context) ? null : 'label_sold_out');
