import type { Locale } from '@kilau/domain';
import {
  WISHLIST_MAX_ENTRIES,
  type WishlistSort,
  type WishlistToggle,
} from '@kilau/domain/catalog';
import { AppError, fieldsRefused } from '../../lib/app-error';
import type { CombinationView, ProductTileView } from './product-shape';
import type { TileCache } from './tile-cache';
import type { WishlistRepository, WishlistRow } from './wishlist.repository';

type WishlistedCombination = CombinationView & { is_wishlist: true };

/** A wishlisted product as the list shows it: its tile, led by the wishlisted combination. */
export type WishlistTile = Omit<ProductTileView, 'default_combination'> & {
  is_wishlist: true;
  default_combination: WishlistedCombination;
};

/** One entry of `GET users/me/wishlists` (000 §3 Wishlist entry; design/the-bag.md). */
export interface WishlistEntry {
  id: number;
  wishlist_id: string;
  product_id: number;
  product_combination_id: number;
  is_wishlisted: true;
  created_at: string;
  default_combination: WishlistedCombination;
  product: WishlistTile;
}

/** The answer of a toggle: the new state of the combination (000 §4). */
export interface WishlistToggleAnswer {
  id: number;
  wishlist_id: string;
  product_id: number;
  product_combination_id: number;
  default_combination: (CombinationView & { is_wishlist: boolean }) | null;
  is_wishlisted: boolean;
}

const notFound = () => new AppError(404, 'wishlist_not_found', 'wishlist_not_found');

/** Ids are positive integers; anything else cannot be one of the member's entries. */
function entryId(raw: string): number {
  if (!/^[1-9][0-9]{0,15}$/.test(raw)) throw notFound();
  const id = Number(raw);
  if (!Number.isSafeInteger(id)) throw notFound();
  return id;
}

/** The tile with the wishlisted combination as its default; null when it is not on the tile. */
function wishlistTile(tile: ProductTileView, combinationId: number): WishlistTile | null {
  const combination = tile.combinations.find((each) => each.id === combinationId);
  if (!combination) return null;
  const wishlisted = { ...combination, is_wishlist: true as const };
  return {
    ...tile,
    is_wishlist: true,
    combinations: tile.combinations.map((each) => (each.id === combinationId ? wishlisted : each)),
    default_combination: wishlisted,
  };
}

export function createWishlistService(deps: {
  wishlists: WishlistRepository;
  tiles: TileCache;
  clock: () => Date;
  /** How many combinations a member may keep. */
  max?: number;
}) {
  const { wishlists, tiles, clock, max = WISHLIST_MAX_ENTRIES } = deps;

  /**
   * Tiles for the rows' products. The hot cache may be a few seconds behind a combination that
   * has just been switched on; those products are read again rather than shown without it.
   */
  async function tilesFor(rows: WishlistRow[]): Promise<Map<number, ProductTileView>> {
    const ids = [...new Set(rows.map((row) => row.product_id))];
    const byId = new Map((await tiles.get(ids)).map((tile) => [tile.id, tile]));
    const stale = ids.filter((id) => {
      const tile = byId.get(id);
      return rows.some(
        (row) =>
          row.product_id === id &&
          !tile?.combinations.some((each) => each.id === row.combination_id),
      );
    });
    if (stale.length > 0) {
      tiles.invalidate(stale);
      for (const tile of await tiles.get(stale)) byId.set(tile.id, tile);
    }
    return byId;
  }

  return {
    /** One page of the member's wishlist with its product tiles, and how many there are. */
    async list(
      userId: number,
      query: { productId?: number; sort: WishlistSort; skip: number; limit: number },
    ): Promise<{ entries: WishlistEntry[]; total: number }> {
      const [rows, total] = await Promise.all([
        wishlists.page(userId, query),
        wishlists.count(userId, query.productId),
      ]);
      const byId = await tilesFor(rows);
      const entries = rows.flatMap((row): WishlistEntry[] => {
        const tile = byId.get(row.product_id);
        const product = tile ? wishlistTile(tile, row.combination_id) : null;
        if (!product) return [];
        return [
          {
            id: row.id,
            wishlist_id: String(row.id),
            product_id: row.product_id,
            product_combination_id: row.combination_id,
            is_wishlisted: true,
            created_at: new Date(row.created_at).toISOString(),
            default_combination: product.default_combination,
            product,
          },
        ];
      });
      return { entries, total };
    },

    /** Every combination the member wishlisted (`_id` strings), for the storefront's hearts. */
    async combinationIds(userId: number): Promise<string[]> {
      return (await wishlists.combinationIds(userId, max)).map(String);
    },

    /** Wishlists the combination, or takes it off the wishlist when it was there (000 §4). */
    async toggle(
      userId: number,
      body: WishlistToggle,
      locale: Locale,
    ): Promise<WishlistToggleAnswer> {
      const outcome = await wishlists.toggle({
        userId,
        productId: body.product_id,
        combinationId: body.product_combination_id,
        max,
        now: clock(),
      });
      switch (outcome.state) {
        case 'unknown_product':
          throw new AppError(404, 'product_not_found', 'product_not_found');
        case 'unavailable_combination':
          throw fieldsRefused(
            { product_combination_id: 'wishlist_combination_unavailable' },
            locale,
          );
        case 'full':
          throw new AppError(422, 'wishlist_full', 'wishlist_full', { max });
      }
      const { row } = outcome;
      const isWishlisted = outcome.state === 'added';
      const [tile] = await tiles.get([row.product_id]);
      const combination = tile?.combinations.find((each) => each.id === row.combination_id);
      return {
        id: row.id,
        wishlist_id: String(row.id),
        product_id: row.product_id,
        product_combination_id: row.combination_id,
        default_combination: combination ? { ...combination, is_wishlist: isWishlisted } : null,
        is_wishlisted: isWishlisted,
      };
    },

    /** Deletes one of the member's entries; another member's (or an unknown) id is 404. */
    async remove(userId: number, rawId: string) {
      const row = await wishlists.remove(userId, entryId(rawId));
      if (!row) throw notFound();
      return {
        id: row.id,
        wishlist_id: String(row.id),
        product_id: row.product_id,
        product_combination_id: row.combination_id,
        is_wishlisted: false as const,
      };
    },
  };
}

export type WishlistService = ReturnType<typeof createWishlistService>;
