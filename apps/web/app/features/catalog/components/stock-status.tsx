import {
  isCombinationAvailable,
  isProductAvailable,
  preorderState,
  type TileList,
} from '@kilau/domain/catalog';
import { formatDate } from '@kilau/domain/shared';
import { useLocale, useMessage } from '~/lib/i18n';
import type { ProductCombination, ProductDetail, ProductTile } from '../types';
import { useCatalogText } from '~/features/catalog/text';

/** Few enough units to say how many are left. */
const LOW_STOCK = 5;

/** Whether the shopper can buy this product in this combination (000 §4 availability). */
export function canBuy(
  product: ProductTile | ProductDetail,
  combination: ProductCombination | null,
  list: TileList = 'listing',
): boolean {
  return (
    combination !== null &&
    isProductAvailable(product, { list }, combination) &&
    isCombinationAvailable(combination)
  );
}

/**
 * Stock of the chosen combination: a pre-order's delivery date and quota left, a low-stock
 * count, in stock, or SOLD OUT.
 */
export function StockStatus({
  product,
  combination,
  list = 'listing',
}: {
  product: ProductTile | ProductDetail;
  combination: ProductCombination | null;
  list?: TileList;
}) {
  const text = useCatalogText();
  const message = useMessage();
  const locale = useLocale();
  if (!combination) return null;
  const preorder = preorderState(combination);
  const available = canBuy(product, combination, list);
  const dot = (tone: string) => (
    <span aria-hidden="true" className={`inline-block size-2 shrink-0 rounded-full ${tone}`} />
  );

  if (preorder) {
    return (
      <div className="rounded-2xl bg-amber-50 p-3 text-sm text-plum-900 ring-1 ring-amber-200">
        <p className="flex items-center gap-2 font-bold">
          {dot(preorder.open ? 'bg-amber-500' : 'bg-berry-700')}
          {message('badge_pre_order')}
        </p>
        {preorder.open ? (
          <ul className="mt-1 space-y-0.5 text-plum-800">
            {preorder.deliveryDate ? (
              <li>{text('preorderShips', { date: formatDate(preorder.deliveryDate, locale) })}</li>
            ) : null}
            <li>{text('preorderQuota', { count: preorder.remaining })}</li>
          </ul>
        ) : (
          <p className="mt-1 text-plum-800">{text('preorderClosed')}</p>
        )}
      </div>
    );
  }
  if (!available) {
    return (
      <p className="flex items-center gap-2 text-sm font-bold text-berry-700">
        {dot('bg-berry-700')}
        {message('label_sold_out')}
      </p>
    );
  }
  return (
    <p className="flex items-center gap-2 text-sm font-medium text-leaf-700">
      {dot('bg-leaf-700')}
      {combination.stock <= LOW_STOCK
        ? text('stockLow', { count: combination.stock })
        : text('stockIn')}
    </p>
  );
}
