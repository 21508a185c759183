/**
 * A bag line as promotions read it: what it is (product, brand, categories) and what it costs.
 * The server's priced lines (`PricedLine`) fit this shape.
 */
export type PromotionLine = {
  productId: number;
  brandId: number;
  categoryIds: readonly number[];
  quantity: number;
  /** Unit price before promotions, integer rupiah. */
  unitPrice: number;
  isSpecialPrice?: boolean;
  isAppliedFreeProduct?: boolean;
};

/** Product, brand and category targets of a promotion; all empty means the whole bag. */
export type PromotionTargets = {
  products: readonly number[];
  brands: readonly number[];
  categories: readonly number[];
};

/** A single-kind scope (special prices, gifts): `any`, or one kind of target with its ids. */
export type PromotionScope = {
  scope: 'any' | 'brand' | 'category' | 'product';
  ids: readonly number[];
};

export const NO_TARGETS: PromotionTargets = { products: [], brands: [], categories: [] };

export const hasTargets = (targets: PromotionTargets): boolean =>
  targets.products.length + targets.brands.length + targets.categories.length > 0;

/** Whether the line's product, brand or one of its categories is a target. */
export function lineMatchesTargets(targets: PromotionTargets, line: PromotionLine): boolean {
  return (
    targets.products.includes(line.productId) ||
    targets.brands.includes(line.brandId) ||
    line.categoryIds.some((id) => targets.categories.includes(id))
  );
}

export const targetsOfScope = ({ scope, ids }: PromotionScope): PromotionTargets => ({
  products: scope === 'product' ? ids : [],
  brands: scope === 'brand' ? ids : [],
  categories: scope === 'category' ? ids : [],
});

export const lineInScope = (scope: PromotionScope, line: PromotionLine): boolean =>
  scope.scope === 'any' || lineMatchesTargets(targetsOfScope(scope), line);

/**
 * Lines that count towards promotions: special-price lines are a promotion already and
 * free-product lines are free, so neither counts.
 */
export const paidLines = (lines: readonly PromotionLine[]): PromotionLine[] =>
  lines.filter((line) => !line.isSpecialPrice && !line.isAppliedFreeProduct);

export const linesValue = (lines: readonly PromotionLine[]): number =>
  lines.reduce(
    (sum, line) =>
      sum + Math.max(0, Math.round(line.unitPrice)) * Math.max(0, Math.floor(line.quantity)),
    0,
  );

export const linesQuantity = (lines: readonly PromotionLine[]): number =>
  lines.reduce((sum, line) => sum + Math.max(0, Math.floor(line.quantity)), 0);
