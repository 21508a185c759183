import type {
  VariantAttributes,
  WishlistEntry as ApiWishlistEntry,
  WishlistToggleAnswer as ApiWishlistToggleAnswer,
} from '@kilau/domain/catalog';

/** What the wishlist needs of a product; the page passes the catalogue's full tile through. */
export type WishlistProduct = {
  id: number;
  name: string;
  default_combination: { id: number; attributes?: VariantAttributes } | null;
};

/** One entry of `GET /api/catalog/users/me/wishlists` (the domain's `WishlistEntry`, ADR 0020). */
export type WishlistEntry<P extends WishlistProduct = WishlistProduct> = Omit<
  ApiWishlistEntry,
  'product' | 'default_combination'
> & {
  /** The product's tile, led by the wishlisted combination. */
  product: P;
};

/** Entries from the start of the list and how many there are in all. */
export type WishlistPage<P extends WishlistProduct = WishlistProduct> = {
  entries: WishlistEntry<P>[];
  total: number;
};

/** `POST /api/catalog/wishlist`'s answer: the combination's new state. */
export type WishlistToggleAnswer = Pick<
  ApiWishlistToggleAnswer,
  'id' | 'product_id' | 'product_combination_id' | 'is_wishlisted'
>;
