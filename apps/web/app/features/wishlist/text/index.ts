import { featureTextHook } from '~/lib/i18n';
import { featureText } from '~/lib/ui-text';
import { WISHLIST_TEXT } from './wishlist';

/** The wishlist's copy, with the shell's. */
export const wishlistText = featureText(WISHLIST_TEXT);
export type WishlistTextKey = Parameters<typeof wishlistText>[0];
export const useWishlistText = featureTextHook(wishlistText);
