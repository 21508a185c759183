import { NavLink } from 'react-router';
import { HeartIcon } from '~/components/ui/icons';
import { useWishlistText } from '~/features/wishlist/text';

/**
 * The header's heart: a link to the wishlist tab of the account (a guest is asked to log in
 * there and comes back). The quick tour points at it (`data-tour`).
 */
export function WishlistLink() {
  const text = useWishlistText();
  return (
    <NavLink
      to="/wishlist"
      data-tour="wishlist"
      className="relative inline-flex size-12 items-center justify-center rounded-full text-plum-900 hover:bg-blush-100 aria-[current=page]:text-rose-700"
    >
      <HeartIcon className="size-6" />
      <span className="sr-only">{text('wishlistHeaderLink')}</span>
    </NavLink>
  );
}
