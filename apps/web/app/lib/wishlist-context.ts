import { createContext, useContext } from 'react';

/**
 * The wishlist as every heart sees it (000 §4 Wishlist toggle). The wishlist feature provides it
 * from the page shell (the member's wishlisted combinations, loaded on the server so hearts
 * render filled); the catalogue's hearts read and toggle it through `useWishlist()`. Without a
 * provider the shopper is a guest: nothing is wishlisted and toggling asks them to log in.
 */
export type WishlistTarget = { productId: number | string; combinationId: number | string };

/**
 * What a toggle came to: `done` with the new state; `ignored` while the same combination is
 * already being toggled (the processing flag); `unauthorized` when the session is gone;
 * `failed` for anything else (the state is put back).
 */
export type WishlistToggleResult =
  | { status: 'done'; isWishlisted: boolean }
  | { status: 'ignored' | 'unauthorized' | 'failed' };

/** A toggle that went through, told to listeners (the wishlist page reloads its list). */
export type WishlistChange = WishlistTarget & { isWishlisted: boolean };

export type Wishlist = {
  /** Whether the shopper is a member whose wishlist is known. */
  signedIn: boolean;
  isWishlisted(combinationId: number | string): boolean;
  /** A toggle of this combination is in flight: further clicks are ignored. */
  isProcessing(combinationId: number | string): boolean;
  toggle(target: WishlistTarget): Promise<WishlistToggleResult>;
  /** Calls `listener` after each toggle the server confirmed; answers the unsubscribe. */
  onChange(listener: (change: WishlistChange) => void): () => void;
};

export const GUEST_WISHLIST: Wishlist = {
  signedIn: false,
  isWishlisted: () => false,
  isProcessing: () => false,
  toggle: async () => ({ status: 'unauthorized' }),
  onChange: () => () => undefined,
};

export const WishlistContext = createContext<Wishlist>(GUEST_WISHLIST);

export function useWishlist(): Wishlist {
  return useContext(WishlistContext);
}
