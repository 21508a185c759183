import type { Message } from '../messages';
import { formatRupiah } from '../shared/money';
import type { SpecialPriceReason, TileProduct } from './types';

type Scope = 'brand' | 'category' | 'product' | 'any';

/** The narrowest scope named by the reason: brands, then categories, then products, else any. */
function reasonScope(reason: SpecialPriceReason): { scope: Scope; names: string } {
  const lists: Array<[Scope, { name: string }[] | undefined]> = [
    ['brand', reason.brands],
    ['category', reason.categories],
    ['product', reason.products],
  ];
  for (const [scope, list] of lists) {
    if (list && list.length > 0) return { scope, names: list.map((item) => item.name).join(', ') };
  }
  return { scope: 'any', names: '' };
}

/** A special-price product can be added only when the server says it applies (000 §5). */
export const canAddSpecialPrice = (
  product: Pick<TileProduct, 'is_special_price_applicable'>,
): boolean => product.is_special_price_applicable === true;

/**
 * Why a special-price product cannot be added yet (000 §5): the per-user quota, else a minimum
 * purchase by amount (`min_oder`, the spec's spelling) or by item count (`min_qty`) for a brand,
 * category, product or any products. Null when it can be added.
 */
export function specialPriceReason(
  product: Pick<TileProduct, 'is_special_price_applicable' | 'reason'>,
): Message | null {
  if (canAddSpecialPrice(product)) return null;
  const reason = product.reason ?? {};
  if (reason.quota_reached) return { code: 'special_price_quota_reached' };
  const { scope, names } = reasonScope(reason);
  if (reason.min_oder && reason.min_oder > 0) {
    return {
      code: `special_price_min_amount_${scope}`,
      params: { amount: formatRupiah(reason.min_oder), names },
    };
  }
  if (reason.min_qty && reason.min_qty > 0) {
    return { code: `special_price_min_qty_${scope}`, params: { count: reason.min_qty, names } };
  }
  return { code: 'special_price_not_applicable' };
}
