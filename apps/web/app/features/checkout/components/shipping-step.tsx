import { useEffect, useId } from 'react';
import { track, trackAd } from '~/lib/analytics';
import { Link, useFetchers } from 'react-router';
import { ORDER_PATHS } from '@kilau/domain/checkout';
import { BUTTON_CLASS, FormMessage } from '~/components/ui/form-field';
import { checkoutTotal, selectedMethod } from '../lib/shipping-choice';
import type { ShippingStepData } from '../types';
import { AddressPanel } from './address-panel';
import { CheckoutBar, CheckoutFrame, SecureNote } from './checkout-frame';
import { CheckoutSummary } from './checkout-summary';
import { ShippingMethods } from './shipping-methods';
import { useCheckoutText } from '~/features/checkout/text';

/**
 * "Continue to payment", or a disabled button saying what is missing. While a choice is being
 * saved it waits (the payment step reads the saved choice, and would send the shopper back).
 */
function ContinueButton({
  ready,
  saving,
  compact = false,
}: {
  ready: boolean;
  saving: boolean;
  compact?: boolean;
}) {
  const text = useCheckoutText();
  const noteId = useId();
  const look = `${BUTTON_CLASS.primary} tracking-wide ${compact ? 'whitespace-nowrap px-5' : 'min-h-13 w-full text-base'}`;
  if (ready && saving) {
    return (
      <button type="button" disabled aria-busy="true" className={`${look} disabled:cursor-wait`}>
        {text('shippingContinue')}
      </button>
    );
  }
  if (ready) {
    return (
      <Link to={ORDER_PATHS.payment} className={look}>
        {text('shippingContinue')}
      </Link>
    );
  }
  return (
    <>
      <button
        type="button"
        disabled
        aria-describedby={noteId}
        className={`${look} disabled:cursor-not-allowed`}
      >
        {text('shippingContinue')}
      </button>
      <p id={noteId} className={compact ? 'sr-only' : 'mt-2 text-center text-xs text-plum-700'}>
        {text('shippingMethodsChoose')}
      </p>
    </>
  );
}

/**
 * The shipping step (/order/shipping, 000 §2, §4): the delivery address (chosen from the
 * member's addresses, or a new one added on `/order/shipping/add`), the shipping methods for it
 * with fee, discount and arrival estimate, and the order summary with the shipping fee in the
 * total. Payment comes next once a method is chosen.
 */
export function ShippingStep({ data }: { data: ShippingStepData }) {
  const text = useCheckoutText();
  // The bag's "checkout" leads here: the checkout begins (issue 24).
  useEffect(() => {
    track('begin_checkout');
    trackAd('InitiateCheckout');
  }, []);
  const fetchers = useFetchers();
  const busy = fetchers.some((fetcher) => fetcher.state !== 'idle');
  const methods = data.methods.state === 'ready' ? data.methods.methods : [];
  const chosen = selectedMethod(methods);
  const ready = chosen !== null && data.addressId !== null;
  const cartId = data.bag._id ?? '';

  return (
    <CheckoutFrame
      step="shipping"
      title="shippingTitle"
      notices={
        data.notice ? (
          <div className="mb-5">
            <FormMessage tone="error">{data.notice}</FormMessage>
          </div>
        ) : null
      }
      summary={
        <CheckoutSummary bag={data.bag} shipping={chosen} busy={busy}>
          <ContinueButton ready={ready} saving={busy} />
          <SecureNote />
        </CheckoutSummary>
      }
      bar={
        <CheckoutBar
          total={checkoutTotal(data.bag, chosen)}
          note={ready ? null : <span aria-hidden="true">{text('shippingMethodsChoose')}</span>}
        >
          <ContinueButton ready={ready} saving={busy} compact />
        </CheckoutBar>
      }
    >
      <AddressPanel addresses={data.addresses} chosenId={data.addressId} cartId={cartId} />
      <ShippingMethods read={data.methods} cartId={cartId} addressId={data.addressId} />
      <Link
        to={ORDER_PATHS.bag}
        className="inline-flex min-h-11 items-center text-sm font-semibold text-plum-800 underline-offset-4 hover:text-rose-700 hover:underline"
      >
        ← {text('shippingBack')}
      </Link>
    </CheckoutFrame>
  );
}
