import { buildTileAddToCartPayload } from '@kilau/domain/cart';
import type { TileList } from '@kilau/domain/catalog';
import type { BagAddRequest, BagEgiftInfo } from '~/lib/bag-actions';
import type {
  PackItem,
  ProductCombination,
  ProductDetail,
  ProductTile,
  TileCombination,
} from '../types';

/** The pack's parts as the cart takes them (000 §3 cart payload `pack`). */
export const packOf = (product: {
  pack_detail?: ReadonlyArray<Pick<PackItem, 'product_id' | 'combination_id'>>;
}) =>
  (product.pack_detail ?? []).map((part) => ({
    product_id: String(part.product_id),
    combination_id: String(part.combination_id),
  }));

/**
 * A tile's add (000 §3 "Tile add-to-cart payload", built by the domain): one unit of the chosen
 * combination, referenced by the route and the list it sits in, with the special price or the
 * free-product voucher when the tile carries one. A pack sends its parts.
 */
export function tileBagRequest(
  product: ProductTile & { pack_detail?: PackItem[] },
  combination: ProductCombination | TileCombination,
  reference: { route: string; list: TileList },
): BagAddRequest {
  const payload = buildTileAddToCartPayload(
    { ...product, default_combination: combination },
    String(combination.id),
    { route: reference.route, location_type: reference.list },
  );
  const pack = packOf(product);
  return {
    product: {
      id: String(payload.id),
      combination_id: payload.combination_id,
      quantity: payload.quantity,
      ...(pack.length > 0 ? { is_pack: true, pack } : {}),
      ...(payload.special_price
        ? {
            is_special_price: true,
            special_price_voucher_id: payload.special_price.special_price_voucher_id,
          }
        : {}),
      ...(payload.free_product
        ? {
            is_applied_free_product: true,
            applied_free_products_voucher_id: payload.free_product.applied_free_products_voucher_id,
          }
        : {}),
    },
    action: 'add',
    reference: payload.reference,
    is_pre_order: payload.is_pre_order,
  };
}

/** The product page's add: the chosen quantity, the pack's parts and the e-gift's recipient. */
export function productBagRequest(
  product: ProductDetail,
  combination: ProductCombination,
  input: { quantity: number; egift?: BagEgiftInfo | undefined },
): BagAddRequest {
  const pack = packOf(product);
  return {
    product: {
      id: String(product.id),
      combination_id: String(combination.id),
      quantity: input.quantity,
      ...(pack.length > 0 ? { is_pack: true, pack } : {}),
    },
    action: 'add',
    reference: { route: 'SingleProduct', location_type: 'product_detail', slug: product.slug },
    is_pre_order: combination.is_pre_order,
    from_product_detail: true,
    ...(input.egift ? { egift_info: input.egift } : {}),
  };
}
