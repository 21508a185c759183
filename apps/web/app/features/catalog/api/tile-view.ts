import type { ProductCombination, ProductTile } from '../types';

/**
 * Keeps what the storefront shows of a tile, so pages carry less data to the browser: each
 * combination loses its SKU, barcode and deduction details, the tile keeps its cover picture,
 * and `default_combination` points at its entry in `combinations` (serialised once).
 */
function toCombinationView(combination: ProductCombination): ProductCombination {
  return {
    id: combination.id,
    attributes: combination.attributes,
    stock: combination.stock,
    price: combination.price,
    price_after_discount: combination.price_after_discount,
    discount_percentage: combination.discount_percentage,
    is_pre_order: combination.is_pre_order,
    preorder: (combination.preorder ?? []).map((rule) => ({
      total_quota: rule.total_quota,
      sold_quota: rule.sold_quota,
      delivery_date: rule.delivery_date ?? null,
    })),
    is_flashsale: combination.is_flashsale,
    ...(combination.flashsale ? { flashsale: combination.flashsale } : {}),
    images: combination.images ?? [],
  };
}

export function toTileView<T extends ProductTile>(product: T): T {
  // Field-selected answers (`fields=url`) have nothing more to trim.
  if (!Array.isArray(product.combinations)) return product;
  const combinations = product.combinations.map(toCombinationView);
  const defaultId = product.default_combination?.id;
  const images = product.images ?? [];
  const cover = images.find((image) => image.is_cover) ?? images[0];
  return {
    ...product,
    images: cover ? [cover] : [],
    combinations,
    default_combination:
      combinations.find((combination) => combination.id === defaultId) ??
      (product.default_combination ? toCombinationView(product.default_combination) : null),
    price_range: undefined,
    price_after_discount_range: undefined,
  };
}
