import type { Combination, PreorderRule, TileList, TileProduct } from './types';

export type AvailabilityContext = { list?: TileList; selfCheckout?: boolean };

/** A pre-order rule still sells while its quota is at least 1 and above what was sold. */
export const hasPreorderQuota = (rules: readonly PreorderRule[] | undefined): boolean =>
  (rules ?? []).some((rule) => rule.total_quota >= 1 && rule.total_quota > rule.sold_quota);

export const isPreorderCombination = (combination: Combination | null | undefined): boolean =>
  combination?.is_pre_order === true;

/**
 * Which line of the availability rule (000 §4 "Availability of a product") decides, in its order:
 * a pre-order by its quota; a flash sale or special price by is_in_stock or is_in_stock_original;
 * self-checkout by is_in_stock alone; otherwise in stock and not out of stock in the academy
 * shop. The tile (`isProductAvailable`) and the bag (`checkSellable`) both ask it.
 */
export type AvailabilityRule =
  | 'preorder_quota'
  | 'in_stock_or_original'
  | 'in_stock'
  | 'in_stock_not_academy';

export type AvailabilitySituation = {
  preorder: boolean;
  flashSaleOrSpecialPrice: boolean;
  selfCheckout: boolean;
};

export function availabilityRule(situation: AvailabilitySituation): AvailabilityRule {
  if (situation.preorder) return 'preorder_quota';
  if (situation.flashSaleOrSpecialPrice) return 'in_stock_or_original';
  if (situation.selfCheckout) return 'in_stock';
  return 'in_stock_not_academy';
}

/** Whether a product can be bought (000 §4 "Availability of a product"; `availabilityRule`). */
export function isProductAvailable(
  product: TileProduct,
  context: AvailabilityContext = {},
  combination: Combination | null | undefined = product.default_combination,
): boolean {
  const rule = availabilityRule({
    preorder: isPreorderCombination(combination),
    flashSaleOrSpecialPrice:
      context.list === 'flash_sale' ||
      context.list === 'special_price' ||
      product.is_flashsale === true ||
      combination?.is_flashsale === true,
    selfCheckout: context.selfCheckout === true,
  });
  switch (rule) {
    case 'preorder_quota':
      return hasPreorderQuota(combination?.preorder);
    case 'in_stock_or_original':
      return product.is_in_stock === true || product.is_in_stock_original === true;
    case 'in_stock':
      return product.is_in_stock === true;
    case 'in_stock_not_academy':
      return product.is_in_stock === true && product.is_out_of_stock_academy !== true;
  }
}

/** An unavailable product shows SOLD OUT and rejects actions. */
export const soldOutLabel = (
  product: TileProduct,
  context: AvailabilityContext = {},
): 'label_sold_out' | null => (isProductAvailable(product, context) ? null : 'label_sold_out');
