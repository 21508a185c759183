import { WISHLIST_PAGE_MAX, type WishlistToggleInput } from '@kilau/domain/catalog';
import type { ApiClient } from '~/lib/api-envelope';
import type { WishlistPage, WishlistProduct, WishlistToggleAnswer } from '../types';

/** The wishlist's calls (catalogue back end; design/the-bag.md), for the server and the browser alike. */
export const WISHLIST_PATHS = {
  list: '/api/catalog/users/me/wishlists',
  combinations: '/api/catalog/users/me/wishlists/combinations',
  toggle: '/api/catalog/wishlist',
} as const;

/**
 * Every combination the member wishlisted, or null when the shopper turns out to be a guest
 * (401) or the list cannot be read: the hearts then show nothing they cannot keep.
 */
export async function fetchWishlistedCombinations(api: ApiClient): Promise<string[] | null> {
  const result = await api.get<unknown>(WISHLIST_PATHS.combinations, { expectUnauthorized: true });
  if (!result.ok || !Array.isArray(result.data)) return null;
  return result.data.map(String);
}

export type WishlistFetch<P extends WishlistProduct> =
  | { ok: true; page: WishlistPage<P> }
  | { ok: false; status: number };

/**
 * `limit` entries from `skip` on, newest first, in calls of at most 50 (the API's largest page).
 * The API's tiles are passed through as the caller's product type.
 */
export async function fetchWishlistEntries<P extends WishlistProduct>(
  api: ApiClient,
  { skip, limit }: { skip: number; limit: number },
): Promise<WishlistFetch<P>> {
  const page: WishlistPage<P> = { entries: [], total: 0 };
  for (let from = skip; from < skip + limit; from += WISHLIST_PAGE_MAX) {
    const size = Math.min(WISHLIST_PAGE_MAX, skip + limit - from);
    const result = await api.get<WishlistPage<P>['entries']>(
      `${WISHLIST_PATHS.list}?skip=${from}&limit=${size}`,
    );
    if (!result.ok) return { ok: false, status: result.status };
    page.entries.push(...result.data);
    page.total = result.meta.total ?? page.entries.length;
    if (result.data.length < size) break;
  }
  return { ok: true, page };
}

export const toggleWishlist = (api: ApiClient, input: WishlistToggleInput) =>
  api.post<WishlistToggleAnswer>(WISHLIST_PATHS.toggle, input);
