import {
  PAGE_SIZES,
  SHORT_LIST_SKIP_STOP,
  WISHLIST_INFINITE_SKIP_LIMIT,
} from '../shared/constants';

/**
 * The wishlist (000 §3 Wishlist entry, §4 Wishlist toggle, §9 page sizes; design/the-bag.md). A member
 * wishlists combinations: each is wishlisted or not, and the heart toggles it.
 */

/** How many combinations a member may keep; the storefront reads them all to fill the hearts. */
export const WISHLIST_MAX_ENTRIES = 1_000;
/** The largest page `GET users/me/wishlists` answers (the default is the spec's 5). */
export const WISHLIST_PAGE_MAX = 50;
/** Newest first (the default) or oldest first. */
export const WISHLIST_SORTS = ['-created_at', 'created_at'] as const;
export type WishlistSort = (typeof WISHLIST_SORTS)[number];

/** What the storefront sends (ids may be the tiles' `_id` strings). */
export type WishlistToggleInput = {
  product_id: number | string;
  product_combination_id: number | string;
};

/**
 * Whether the wishlist page fetches the page at `skip` (§9): on its own (scrolling) only below
 * skip 10, further only when the shopper asks to load more, and never from skip 100 on.
 */
export function canFetchWishlistAt(skip: number, loadingMore: boolean): boolean {
  if (skip >= WISHLIST_INFINITE_SKIP_LIMIT) return false;
  return loadingMore || skip < SHORT_LIST_SKIP_STOP;
}

/**
 * What the wishlist page offers after `shown` entries of `total`: nothing more, the next page
 * fetched as the end comes into view, or a "load more" button (§9 wishlist pages of 5).
 */
export function wishlistPaging(
  shown: number,
  total: number,
  pageSize: number = PAGE_SIZES.wishlist,
): { next: 'none' | 'auto' | 'button'; skip: number; limit: number } {
  const skip = shown;
  if (skip >= total || !canFetchWishlistAt(skip, true)) return { next: 'none', skip, limit: 0 };
  const limit = Math.min(pageSize, WISHLIST_INFINITE_SKIP_LIMIT - skip);
  return { next: canFetchWishlistAt(skip, false) ? 'auto' : 'button', skip, limit };
}
