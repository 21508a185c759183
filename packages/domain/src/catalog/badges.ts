import type { Message } from '../messages';
import { isPreorderCombination } from './availability';
import { BUNDLE_CLASSIFICATIONS } from './constants';
import { rangeBounds, type TileProduct } from './types';

const isBundle = (product: TileProduct): boolean =>
  (BUNDLE_CLASSIFICATIONS as readonly string[]).includes(product.classification ?? '');

/** Highest discount percent of a product: its discount range, else its discount_percentage. */
export function maxDiscountPercent(product: TileProduct): number {
  const fromRange = product.discount_range ? rangeBounds(product.discount_range).max : 0;
  return Math.max(fromRange, product.discount_percentage ?? 0, 0);
}

/** Flag badges in the tile's order (000 §9 labels). */
const FLAG_BADGES: ReadonlyArray<{ code: Message['code']; applies: (p: TileProduct) => boolean }> =
  [
    { code: 'badge_new', applies: (p) => p.is_new === true },
    { code: 'badge_pre_order', applies: (p) => isPreorderCombination(p.default_combination) },
    { code: 'badge_exclusive', applies: (p) => p.is_exclusive === true },
    { code: 'badge_limited', applies: (p) => p.is_limited === true },
    { code: 'badge_online_only', applies: (p) => p.is_online === true },
    { code: 'badge_buy_one_get_one', applies: (p) => p.is_buy_one_get_one_free === true },
    { code: 'badge_bundle', applies: isBundle },
  ];

/**
 * The tile's badges: the flag badges, then the discount percent, or SALE for a sale product with
 * no discount percent (000 §9 "SALE (also the fallback when no discount percent)").
 */
export function tileBadges(product: TileProduct): Message[] {
  const badges: Message[] = FLAG_BADGES.filter((badge) => badge.applies(product)).map((badge) => ({
    code: badge.code,
  }));
  const percent = Math.round(maxDiscountPercent(product));
  if (percent > 0) badges.push({ code: 'badge_discount_percent', params: { percent } });
  else if (product.is_sale) badges.push({ code: 'badge_sale' });
  return badges;
}

/**
 * Combinations that are real options (the `non_specify` attribute means no option): counted from
 * the combinations when the product carries them, else the tile's `option_count`.
 */
export function optionCount(product: Pick<TileProduct, 'combinations' | 'option_count'>): number {
  if (!product.combinations) return product.option_count ?? 0;
  return product.combinations.filter((combination) => {
    const keys = Object.keys(combination.attributes ?? {});
    return keys.length > 0 && !keys.every((key) => key === 'non_specify');
  }).length;
}

export const hasMoreOptions = (product: TileProduct): boolean => optionCount(product) > 1;

/** Discounts differ between variants: the tile says 'Disc. on selected variant'. */
export function hasDiscountOnSelectedVariant(product: TileProduct): boolean {
  if (!product.discount_range) return false;
  const { min, max } = rangeBounds(product.discount_range);
  return max > 0 && min !== max;
}

/** The tile's secondary labels (000 §9). */
export function tileLabels(
  product: TileProduct,
  options: { specialPriceList?: boolean } = {},
): Message[] {
  const labels: Message[] = [];
  if (hasMoreOptions(product)) labels.push({ code: 'label_more_options' });
  if (options.specialPriceList) labels.push({ code: 'label_get_only_for' });
  if (hasDiscountOnSelectedVariant(product)) labels.push({ code: 'label_disc_selected_variant' });
  return labels;
}
