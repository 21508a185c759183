import { resolveWishlistClick } from '@kilau/domain/catalog';
import { HeartIcon } from '~/components/ui/icons';
import { useToast } from '~/components/ui/toast';
import { useText } from '~/lib/i18n';

/**
 * The heart (000 §4 wishlist toggle). Accounts do not exist yet, so every shopper is a guest,
 * and a guest's heart asks them to log in: it shows no wishlisted state it cannot keep.
 */
export function WishlistButton({
  productName,
  className = '',
}: {
  productName: string;
  className?: string;
}) {
  const text = useText();
  const toast = useToast();
  const onClick = () => {
    if (resolveWishlistClick({ loggedIn: false, processing: false }) === 'login') {
      toast.show(text('wishlistLogin'));
    }
  };
  return (
    <button
      type="button"
      onClick={onClick}
      className={`inline-flex size-10 items-center justify-center rounded-full bg-white/90 text-plum-800 shadow-sm ring-1 ring-blush-200 hover:text-rose-600 ${className}`}
    >
      <HeartIcon className="size-5" />
      <span className="sr-only">{text('wishlistAdd', { name: productName })}</span>
    </button>
  );
}
