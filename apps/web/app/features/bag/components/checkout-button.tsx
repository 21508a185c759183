import { useId } from 'react';
import { Link } from 'react-router';
import { formatRupiah } from '@kilau/domain/shared';
import { BUTTON_CLASS } from '~/components/ui/form-field';
import { ShieldIcon } from '~/components/ui/icons';
import type { Cart } from '~/lib/cart-api';
import { useStoreMode } from '~/lib/use-store-mode';
import { PAYMENT_STEP_PATH, SHIPPING_STEP_PATH } from '../bag-paths';
import { useBagText } from '~/features/bag/text/index';

/** Why checkout cannot start, or null: a line without enough stock blocks the bag. */
export function checkoutBlock(cart: Cart): 'orderCheckoutBlocked' | null {
  const stockProblem =
    cart.has_oos_product ||
    cart.products.some((line) => !line.is_available || line.quantity_error !== null);
  return stockProblem ? 'orderCheckoutBlocked' : null;
}

/**
 * The Checkout button to `/order/shipping` — straight to `/order/payment` for a store's bag in
 * self-checkout mode (collected in the store: no address, no shipping; issue 23) — or a disabled
 * one with the reason beside it.
 */
export function CheckoutButton({ cart, compact = false }: { cart: Cart; compact?: boolean }) {
  const text = useBagText();
  const storeMode = useStoreMode();
  const next = storeMode && cart.store_id != null ? PAYMENT_STEP_PATH : SHIPPING_STEP_PATH;
  const noteId = useId();
  const block = checkoutBlock(cart);
  const look = `${BUTTON_CLASS.primary} w-full tracking-wide ${compact ? '' : 'min-h-13 text-base'}`;
  return (
    <div>
      {block === null ? (
        <Link to={next} className={look}>
          {text('orderCheckout')}
        </Link>
      ) : (
        <button
          type="button"
          disabled
          aria-describedby={noteId}
          className={`${look} disabled:cursor-not-allowed`}
        >
          {text('orderCheckout')}
        </button>
      )}
      {block !== null ? (
        <p
          id={noteId}
          className={`mt-2 text-center text-xs font-medium text-berry-700 ${compact ? 'sr-only' : ''}`}
        >
          {text(block)}
        </p>
      ) : null}
      {compact ? null : (
        <p className="mt-3 flex items-center justify-center gap-1.5 text-xs text-plum-700">
          <ShieldIcon className="size-4 text-leaf-700" />
          {text('orderSecure')}
        </p>
      )}
    </div>
  );
}

/** The phone layout's bar at the bottom of the screen: the total and Checkout. */
export function MobileCheckoutBar({ cart }: { cart: Cart }) {
  const text = useBagText();
  const block = checkoutBlock(cart);
  return (
    <div className="fixed inset-x-0 bottom-0 z-30 border-t border-blush-200 bg-white/95 px-4 pb-[max(0.75rem,env(safe-area-inset-bottom))] pt-3 shadow-[0_-8px_24px_-12px_rgba(74,31,61,0.25)] backdrop-blur dt:hidden">
      {block ? (
        <p className="mb-2 text-center text-xs font-medium text-berry-700" aria-hidden="true">
          {text(block)}
        </p>
      ) : null}
      <div className="mx-auto flex max-w-xl items-center gap-4">
        <div className="min-w-0 flex-1">
          <p className="text-xs text-plum-700">{text('orderTotal')}</p>
          <p className="truncate text-lg font-bold tabular-nums text-plum-900">
            {formatRupiah(cart.totals.total_amount_after_extra)}
          </p>
          {cart.totals.discount > 0 ? (
            <p className="truncate text-[0.7rem] font-semibold text-leaf-700">
              {text('orderYouSave', { amount: formatRupiah(cart.totals.discount) })}
            </p>
          ) : null}
        </div>
        <div className="w-40 shrink-0">
          <CheckoutButton cart={cart} compact />
        </div>
      </div>
    </div>
  );
}
