import type { VariantAttributes } from '@kilau/domain/catalog';

/** What the wishlist needs of a product; the page passes the catalogue's full tile through. */
export type WishlistProduct = {
  id: number;
  name: string;
  default_combination: { id: number; attributes?: VariantAttributes } | null;
};

/** One entry of `GET /api/catalog/users/me/wishlists` (000 §3 Wishlist entry; ADR 0011). */
export type WishlistEntry<P extends WishlistProduct = WishlistProduct> = {
  id: number;
  wishlist_id: string;
  product_id: number;
  product_combination_id: number;
  is_wishlisted: true;
  created_at: string;
  /** The product's tile, led by the wishlisted combination. */
  product: P;
};

/** Entries from the start of the list and how many there are in all. */
export type WishlistPage<P extends WishlistProduct = WishlistProduct> = {
  entries: WishlistEntry<P>[];
  total: number;
};

/** `POST /api/catalog/wishlist`'s answer: the combination's new state. */
export type WishlistToggleAnswer = {
  id: number;
  product_id: number;
  product_combination_id: number;
  is_wishlisted: boolean;
};
