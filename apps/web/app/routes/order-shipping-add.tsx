import { useCallback, useState } from 'react';
import { data, redirect, useNavigate } from 'react-router';
import { MAX_ADDRESSES } from '@kilau/domain/accounts';
import { canEnterStep, ORDER_PATHS } from '@kilau/domain/checkout';
import { CheckoutSteps } from '~/components/layout/checkout-steps';
import { RouteError } from '~/components/layout/route-error';
import { saveAddress } from '~/features/addresses/api/address-actions.server';
import { listAddresses } from '~/features/addresses/api/addresses.server';
import { MaxAddressAlert } from '~/features/addresses/components/address-alerts';
import { AddressForm } from '~/features/addresses/components/address-form';
import { ADDRESS_INTENTS, isAddressAnswer } from '~/features/addresses/address-forms';
import { hasSessionCookie } from '~/features/auth/api/member.server';
import { fetchCart } from '~/features/bag/api/bag.server';
import { chooseBagAddress } from '~/features/checkout/api/shipping.server';
import { loginRedirectPath } from '~/lib/login-request';
import { routeContext } from '~/lib/route-context.server';
import { buildSeo, pageMeta } from '~/lib/seo';
import type { Route } from './+types/order-shipping-add';
import { useCheckoutText, checkoutText } from '~/features/checkout/text';

/**
 * /order/shipping/add (000 §2): a new delivery address during checkout, with the address book's
 * own form. Saved, it becomes the bag's address and the shopper is back on the shipping step.
 * Members only, and only with an active checkout (else back to /order).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, locale, url } = routeContext(request, context);
  const loginPath = loginRedirectPath(url);
  if (!hasSessionCookie(request.headers.get('Cookie'))) throw redirect(loginPath);
  const [cartRead, addresses] = await Promise.all([fetchCart(api), listAddresses(api)]);
  if ((!cartRead.ok && cartRead.status === 401) || addresses === null) throw redirect(loginPath);
  const lineCount = cartRead.ok ? cartRead.cart.products.length : 0;
  const entry = canEnterStep('shipping', {
    lineCount,
    address: null,
    shippingSelected: false,
    paymentMethodCode: null,
  });
  if (!entry.ok) throw redirect(ORDER_PATHS.bag);
  return {
    addressCount: addresses.length,
    seo: buildSeo(url, locale, {
      title: checkoutText('shippingAddTitle', locale),
      description: checkoutText('shippingSeoDescription', locale),
      path: ORDER_PATHS.shippingAdd,
      noindex: true,
    }),
  };
}

/** Saves the new address (the address book's checks and answers), then makes it the bag's. */
export async function action({ request, context }: Route.ActionArgs) {
  const { api, locale, url } = routeContext(request, context);
  const form = await request.formData();
  if (form.get('intent') !== ADDRESS_INTENTS.create) throw data(null, { status: 400 });
  const input = { api, form, locale, loginPath: loginRedirectPath(url) };
  const answer = await saveAddress(input, ADDRESS_INTENTS.create);
  if (isAddressAnswer(answer) && answer.ok && answer.id) {
    const cartRead = await fetchCart(api);
    if (cartRead.ok && cartRead.cart._id) {
      await chooseBagAddress(api, { cartId: cartRead.cart._id, addressId: answer.id });
    }
  }
  return answer;
}

export const meta: Route.MetaFunction = pageMeta;

export const ErrorBoundary = RouteError;

export default function OrderShippingAdd({ loaderData }: Route.ComponentProps) {
  const text = useCheckoutText();
  const navigate = useNavigate();
  // A member who already keeps the most addresses allowed gets the max-address alert at once.
  const [limit, setLimit] = useState(loaderData.addressCount >= MAX_ADDRESSES);
  const back = useCallback(() => navigate(ORDER_PATHS.shipping), [navigate]);
  const showLimit = useCallback(() => setLimit(true), []);
  return (
    <div className="mx-auto max-w-3xl px-4 pb-16 pt-6 sm:pt-8">
      <header className="mb-5 flex flex-wrap items-end justify-between gap-x-6 gap-y-3">
        <h1 className="font-display text-3xl font-semibold text-plum-900 sm:text-4xl">
          {text('shippingAddTitle')}
        </h1>
        <CheckoutSteps current="shipping" linkDone />
      </header>
      <section
        aria-label={text('shippingAddTitle')}
        className="overflow-hidden rounded-3xl bg-white p-6 ring-1 ring-blush-200/70 [&_.sticky]:bg-white"
      >
        <p className="mb-6 rounded-2xl bg-blush-50 px-4 py-3 text-sm text-plum-800">
          {text('shippingAddIntro')}
        </p>
        <AddressForm onSaved={back} onCancel={back} onLimitReached={showLimit} />
      </section>
      <MaxAddressAlert
        open={limit}
        onClose={() => {
          setLimit(false);
          back();
        }}
      />
    </div>
  );
}
