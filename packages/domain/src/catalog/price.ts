import { formatRupiah } from '../shared/money';
import { rangeBounds, type TileProduct } from './types';

export type PriceDisplay = {
  /** Price before discount: one amount or `min - max`. */
  price: string;
  /** Price after discount, only when it is lower. */
  discounted: string | null;
  /** Discount percent as a range (`10% - 20%`) or single value, when any. */
  discount: string | null;
};

/** `Rp100.000` or `Rp100.000 - Rp150.000` when the bounds differ. */
export function formatRupiahRange(min: number, max: number = min): string {
  const low = Math.min(min, max);
  const high = Math.max(min, max);
  return low === high ? formatRupiah(low) : `${formatRupiah(low)} - ${formatRupiah(high)}`;
}

export function formatPercentRange(min: number, max: number = min): string {
  const low = Math.round(Math.min(min, max));
  const high = Math.round(Math.max(min, max));
  return low === high ? `${high}%` : `${low}% - ${high}%`;
}

/** Price, discounted price and discount ranges of a tile (000 §2 product tile). */
export function priceDisplay(
  // Any product, or only the price fields (e.g. one combination's prices).
  product: Partial<TileProduct> &
    Pick<
      TileProduct,
      | 'min_price'
      | 'max_price'
      | 'min_price_after_discount'
      | 'max_price_after_discount'
      | 'discount_range'
      | 'discount_percentage'
    >,
): PriceDisplay {
  const min = product.min_price ?? 0;
  const max = product.max_price ?? min;
  const minAfter = product.min_price_after_discount ?? min;
  const maxAfter = product.max_price_after_discount ?? max;
  const hasDiscount = minAfter < min || maxAfter < max;
  const range = product.discount_range ? rangeBounds(product.discount_range) : null;
  const discountMax = range?.max ?? product.discount_percentage ?? 0;
  const discountMin = range ? (range.min > 0 ? range.min : range.max) : discountMax;
  return {
    price: formatRupiahRange(min, max),
    discounted: hasDiscount ? formatRupiahRange(minAfter, maxAfter) : null,
    discount: discountMax > 0 ? formatPercentRange(discountMin, discountMax) : null,
  };
}
