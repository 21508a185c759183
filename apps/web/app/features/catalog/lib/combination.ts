import { normaliseBarcode, PRODUCT_IMAGE_KINDS } from '@kilau/domain/catalog';
import type { ProductCombination, ProductDetail, ProductImage } from '../types';

/** The product page's query parameter naming the chosen combination (`?variant=`). */
export const VARIANT_PARAM = 'variant';

/**
 * The product page's query parameter naming a scanned barcode (`?barcode=`, self-checkout; the
 * API's barcode lookup links here, docs/design/self-checkout.md).
 */
export const BARCODE_PARAM = 'barcode';

/**
 * The combination a barcode names, compared as digits (spaces and hyphens removed); undefined
 * when none of the product's combinations carries it.
 */
export function combinationIdForBarcode(
  product: Pick<ProductDetail, 'combinations'>,
  barcode: string | null | undefined,
): number | undefined {
  const code = barcode ? normaliseBarcode(barcode) : '';
  if (!code) return undefined;
  return product.combinations.find(
    (combination) => combination.barcode !== null && normaliseBarcode(combination.barcode) === code,
  )?.id;
}

/** A combination's prices in the shape the domain's `priceDisplay` reads. */
export const combinationPrices = (combination: ProductCombination) => ({
  min_price: combination.price,
  max_price: combination.price,
  min_price_after_discount: combination.price_after_discount,
  max_price_after_discount: combination.price_after_discount,
  discount_percentage: combination.discount_percentage,
  discount_range: null,
});

/** The combination a shopper looks at first: the chosen one, else the default, else the first. */
export function selectedCombination(
  product: Pick<ProductDetail, 'combinations' | 'default_combination'>,
  id?: number | string | null,
): ProductCombination | null {
  const chosen =
    id !== undefined && id !== null
      ? product.combinations.find((combination) => String(combination.id) === String(id))
      : undefined;
  return chosen ?? product.default_combination ?? product.combinations[0] ?? null;
}

/**
 * The pictures to show for a combination, in gallery order (packshot, texture, in use,
 * ingredients): the product's own and the combination's — a shade's swatch — with the
 * combination's first within a kind. Other shades' pictures are left out.
 */
export function imagesFor(
  product: Pick<ProductDetail, 'images'>,
  combination: ProductCombination | null,
) {
  const own = combination?.images ?? [];
  const seen = new Set(own.map((image) => image.url));
  const all = [...own, ...product.images.filter((image) => !seen.has(image.url))];
  const rank = (image: ProductImage) => PRODUCT_IMAGE_KINDS.indexOf(image.kind);
  return all
    .map((image, order) => ({ image, order }))
    .sort((a, b) => rank(a.image) - rank(b.image) || a.order - b.order)
    .map(({ image }) => image);
}
