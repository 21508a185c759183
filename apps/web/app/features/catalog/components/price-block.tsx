import { priceDisplay } from '@kilau/domain/catalog';
import type { ProductTile } from '../types';
import { useCatalogText } from '~/features/catalog/text';

/**
 * The tile's prices (000 §2): the discounted range in rose when there is a discount, with the
 * price before discount struck through and the discount percent; otherwise the price range.
 */
export function PriceBlock({
  product,
  size = 'tile',
}: {
  product: Pick<
    ProductTile,
    | 'min_price'
    | 'max_price'
    | 'min_price_after_discount'
    | 'max_price_after_discount'
    | 'discount_percentage'
  > & { discount_range: ProductTile['discount_range'] | null };
  size?: 'tile' | 'page';
}) {
  const text = useCatalogText();
  const { price, discounted, discount } = priceDisplay(product);
  const main = size === 'page' ? 'text-2xl md:text-3xl' : 'text-[0.95rem]';
  const small = size === 'page' ? 'text-sm' : 'text-xs';
  return (
    <div className="leading-tight">
      {discounted ? (
        <>
          <p className={`${main} font-bold text-rose-700`}>
            <span className="sr-only">{text('priceNow')}: </span>
            {discounted}
          </p>
          <p className={`mt-0.5 flex flex-wrap items-center gap-x-1.5 ${small} text-plum-700`}>
            <span className="sr-only">{text('priceBefore')}: </span>
            <s>{price}</s>
            {discount ? (
              <span className="font-semibold text-rose-700">
                <span aria-hidden="true">-{discount}</span>
                <span className="sr-only">{text('discountOff', { percent: discount })}</span>
              </span>
            ) : null}
          </p>
        </>
      ) : (
        <p className={`${main} font-bold text-plum-900`}>
          <span className="sr-only">{text('priceNow')}: </span>
          {price}
        </p>
      )}
    </div>
  );
}
