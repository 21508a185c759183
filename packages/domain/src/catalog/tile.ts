import { isProductAvailable, type AvailabilityContext } from './availability';
import { hasMoreOptions } from './badges';
import { isPackProduct, type TileProduct } from './types';

export type TileContext = AvailabilityContext;

/**
 * Which buttons a tile shows (000 §5): wishlist is hidden for pack products, self-checkout tiles
 * and search-bar tiles; add to bag is hidden for pack products and search-bar tiles.
 */
export function tileActions(product: TileProduct, context: TileContext = {}) {
  const pack = isPackProduct(product);
  const searchBar = context.list === 'search_bar';
  return {
    showWishlist: !pack && !searchBar && !context.selfCheckout,
    showAddToBag: !pack && !searchBar,
    available: isProductAvailable(product, context),
  };
}

export type TileAddAction = 'reject' | 'open_pack_detail' | 'open_options' | 'add_default';

/**
 * What ADD TO BAG does on a tile (000 §4): nothing for an unavailable product; a pack opens the
 * pack-detail modal; several options open the option modal, unless the tile shows a selected
 * variant or a sale product, which adds the default combination directly.
 */
export function tileAddAction(product: TileProduct, context: TileContext = {}): TileAddAction {
  if (!isProductAvailable(product, context)) return 'reject';
  if (isPackProduct(product)) return 'open_pack_detail';
  const direct = product.selected_variant != null || product.is_sale === true;
  if (hasMoreOptions(product) && !direct) return 'open_options';
  return 'add_default';
}

export type WishlistClick = 'login' | 'ignore' | 'toggle';

/** A guest's heart opens the login form; a click while a toggle is in flight is ignored (000 §4). */
export function resolveWishlistClick(input: {
  loggedIn: boolean;
  processing: boolean;
}): WishlistClick {
  if (!input.loggedIn) return 'login';
  return input.processing ? 'ignore' : 'toggle';
}

/** The wishlist list after a toggle answer: add or remove the product by id. */
export function applyWishlistToggle<T extends { id: string | number }>(
  list: readonly T[],
  product: T,
  isWishlisted: boolean,
): T[] {
  const without = list.filter((item) => item.id !== product.id);
  return isWishlisted ? [...without, product] : without;
}
