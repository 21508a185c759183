import { redirect } from 'react-router';
import { canEnterStep, ORDER_PATHS } from '@kilau/domain/checkout';
import { RouteError } from '~/components/layout/route-error';
import { listAddresses } from '~/features/addresses/api/addresses.server';
import { hasSessionCookie } from '~/features/auth/api/member.server';
import { fetchCart } from '~/features/bag/api/bag.server';
import { handleShippingAction } from '~/features/checkout/api/shipping-actions.server';
import { fetchShippingMethods } from '~/features/checkout/api/shipping.server';
import { ShippingStep } from '~/features/checkout/components/shipping-step';
import { chosenAddressId } from '~/features/checkout/lib/shipping-choice';
import type { ShippingStepData } from '~/features/checkout/types';
import { checkoutNotice } from '~/lib/checkout-notice';
import { loginRedirectPath } from '~/lib/login-request';
import { routeContext } from '~/lib/route-context.server';
import { buildSeo, pageMeta } from '~/lib/seo';
import type { Route } from './+types/order-shipping';
import { checkoutText } from '~/features/checkout/text';

/**
 * /order/shipping, the shipping step (000 §2, §4): members only (a guest goes home with the login
 * dialog); without an active checkout — no bag, an empty bag, or lines that cannot be bought —
 * back to /order. The bag, the member's addresses and the methods for the chosen address are
 * awaited: the step cannot be used without them.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, locale, url } = routeContext(request, context);
  const loginPath = loginRedirectPath(url);
  if (!hasSessionCookie(request.headers.get('Cookie'))) throw redirect(loginPath);

  const [cartRead, addresses] = await Promise.all([fetchCart(api), listAddresses(api)]);
  if ((!cartRead.ok && cartRead.status === 401) || addresses === null) throw redirect(loginPath);
  if (!cartRead.ok) throw redirect(ORDER_PATHS.bag);
  const bag = cartRead.cart;
  const entry = canEnterStep('shipping', {
    lineCount: bag.products.length,
    address: null,
    shippingSelected: false,
    paymentMethodCode: null,
  });
  const blocked = bag.has_oos_product || bag.products.some((line) => !line.is_available);
  if (!entry.ok || !bag._id || blocked) throw redirect(ORDER_PATHS.bag);

  const addressId = chosenAddressId(bag, addresses);
  const methods = addressId
    ? await fetchShippingMethods(api, addressId, locale)
    : ({ state: 'no_address' } as const);
  if (methods.state === 'unauthorized') throw redirect(loginPath);

  const page: ShippingStepData = {
    bag,
    addresses,
    addressId,
    methods,
    notice: checkoutNotice(url, locale),
  };
  const seo = buildSeo(url, locale, {
    title: checkoutText('shippingTitle', locale),
    description: checkoutText('shippingSeoDescription', locale),
    path: ORDER_PATHS.shipping,
    noindex: true,
  });
  return { page, seo };
}

/** One action for the step, by intent: choose the address, choose the shipping method. */
export async function action({ request, context }: Route.ActionArgs) {
  const { api, locale, url } = routeContext(request, context);
  const form = await request.formData();
  return handleShippingAction({ api, form, locale, loginPath: loginRedirectPath(url) });
}

export const meta: Route.MetaFunction = pageMeta;

export const ErrorBoundary = RouteError;

export default function OrderShipping({ loaderData }: Route.ComponentProps) {
  return <ShippingStep data={loaderData.page} />;
}
