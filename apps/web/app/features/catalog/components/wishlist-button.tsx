import { resolveWishlistClick } from '@kilau/domain/catalog';
import { useToast } from '~/components/ui/toast';
import { track } from '~/lib/analytics';
import { useMessage } from '~/lib/i18n';
import { requestLogin } from '~/lib/login-request';
import { useWishlist } from '~/lib/wishlist-context';
import { useCatalogText } from '~/features/catalog/text';

/**
 * The heart (000 §4 Wishlist toggle, §8). A guest's click opens the login dialog. A member's
 * toggles the combination: the heart fills (or empties) at once, further clicks wait for the
 * server (the processing flag), and a failure puts it back with 'Silakan coba lagi dalam
 * beberapa saat.'. Its state is the member's wishlist from the page shell, so it renders right
 * on the server.
 */
export function WishlistButton({
  productId,
  combinationId,
  productName,
  className = '',
}: {
  productId: number | string;
  /** The combination the heart stands for: the tile's default, the product page's choice. */
  combinationId: number | string | null | undefined;
  productName: string;
  className?: string;
}) {
  const text = useCatalogText();
  const message = useMessage();
  const toast = useToast();
  const wishlist = useWishlist();
  if (combinationId == null) return null;

  const pressed = wishlist.isWishlisted(combinationId);
  const processing = wishlist.isProcessing(combinationId);

  const onClick = async () => {
    const click = resolveWishlistClick({ loggedIn: wishlist.signedIn, processing });
    if (click === 'login') {
      requestLogin();
      return;
    }
    if (click === 'ignore') return;
    const result = await wishlist.toggle({ productId, combinationId });
    if (result.status === 'done') {
      track(
        result.isWishlisted ? 'wishlist_add' : 'wishlist_remove',
        { type: 'product', id: productId },
        { combination_id: combinationId, name: productName },
      );
    } else if (result.status === 'unauthorized') {
      requestLogin();
    } else if (result.status === 'failed') {
      toast.show(message('generic_retry'));
    }
  };

  return (
    <button
      type="button"
      onClick={onClick}
      // A member's heart is a toggle; a guest's only opens the login dialog.
      aria-pressed={wishlist.signedIn ? pressed : undefined}
      aria-busy={processing || undefined}
      data-wishlisted={pressed || undefined}
      // The looks and the heart (outline, filled when wishlisted) are app.css classes: one per
      // tile instead of a long utility list and an inline SVG.
      className={`heart-button${pressed ? ' text-rose-600' : ''}${className ? ` ${className}` : ''}`}
    >
      <span aria-hidden="true" className="heart-icon" />
      <span className="sr-only">{text('wishlistAdd', { name: productName })}</span>
    </button>
  );
}
