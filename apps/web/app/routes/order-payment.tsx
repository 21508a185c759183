import { redirect, type ShouldRevalidateFunctionArgs } from 'react-router';
import { canEnterStep, ORDER_PATHS } from '@kilau/domain/checkout';
import { RouteError } from '~/components/layout/route-error';
import { listAddresses } from '~/features/addresses/api/addresses.server';
import { hasSessionCookie } from '~/features/auth/api/member.server';
import { useMember } from '~/features/auth/hooks/use-member';
import { fetchCart } from '~/features/bag/api/bag.server';
import { handlePaymentAction } from '~/features/checkout/api/payment-actions.server';
import {
  fetchBankPromotions,
  fetchPaymentChooser,
  fetchSavedCards,
} from '~/features/checkout/api/payment.server';
import { fetchShippingMethods } from '~/features/checkout/api/shipping.server';
import { PaymentStep } from '~/features/checkout/components/payment/payment-step';
import { PAYMENT_INTENTS } from '~/features/checkout/payment-intents';
import { METHOD_QUERY, offeredMethod } from '~/features/checkout/lib/payment-choice';
import { checkoutTotal, selectedMethod } from '~/features/checkout/lib/shipping-choice';
import type { PaymentStepData } from '~/features/checkout/types';
import { checkoutNotice } from '~/lib/checkout-notice';
import { loginRedirectPath } from '~/lib/login-request';
import { routeContext } from '~/lib/route-context.server';
import { buildSeo, pageMeta } from '~/lib/seo';
import type { Route } from './+types/order-payment';
import type { Locale } from '@kilau/domain';
import { findStore } from '~/features/stores/api/stores.server';
import type { ApiClient } from '~/lib/api-client.server';
import { storeModeFromCookieHeader } from '@kilau/domain/stores';
import { checkoutText } from '~/features/checkout/text';

/**
 * /order/payment, the payment step (000 §2, §4): members only. It needs an active checkout — a
 * bag that can be bought (else /order), an address with a district and a shipping method still
 * served for it (else /order/shipping). The chosen method is `?method=`; its bank promotions are
 * judged for the goods of this bag.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, locale, url } = routeContext(request, context);
  const loginPath = loginRedirectPath(url);
  if (!hasSessionCookie(request.headers.get('Cookie'))) throw redirect(loginPath);

  const [cartRead, addresses] = await Promise.all([fetchCart(api), listAddresses(api)]);
  if ((!cartRead.ok && cartRead.status === 401) || addresses === null) throw redirect(loginPath);
  if (!cartRead.ok) throw redirect(ORDER_PATHS.bag);
  const bag = cartRead.cart;
  const blocked = bag.has_oos_product || bag.products.some((line) => !line.is_available);
  if (!bag._id || blocked || bag.products.length === 0) throw redirect(ORDER_PATHS.bag);

  // Self-checkout (issue 23): a store's bag is collected there — no address, no shipping step.
  const store = bag.store_id ? await storeOfBag(api, request, bag.store_id) : null;
  if (store) {
    const [chooser, savedCards] = await Promise.all([
      fetchPaymentChooser(api, checkoutTotal(bag, null), 'store'),
      fetchSavedCards(api),
    ]);
    return paymentPage({ api, url, locale, bag, chooser, savedCards, pickupStore: store.name });
  }

  const address = addresses.find((candidate) => candidate._id === bag.address_id) ?? null;
  const methods = address ? await fetchShippingMethods(api, address._id, locale) : null;
  if (methods?.state === 'unauthorized') throw redirect(loginPath);
  const shipping = methods?.state === 'ready' ? selectedMethod(methods.methods) : null;
  const entry = canEnterStep('payment', {
    lineCount: bag.products.length,
    address,
    shippingSelected: shipping !== null,
    paymentMethodCode: null,
  });
  if (!entry.ok || !address || !shipping) {
    throw redirect(
      entry.ok || entry.code !== 'cart_empty' ? ORDER_PATHS.shipping : ORDER_PATHS.bag,
    );
  }

  const [chooser, savedCards] = await Promise.all([
    fetchPaymentChooser(api, checkoutTotal(bag, shipping)),
    fetchSavedCards(api),
  ]);
  return paymentPage({ api, url, locale, bag, chooser, savedCards, address, shipping });
}

/** The store of a self-checkout bag while the mode is on (its cookie names the same store). */
async function storeOfBag(api: ApiClient, request: Request, storeId: string | number) {
  const mode = storeModeFromCookieHeader(request.headers.get('Cookie'));
  if (!mode || String(mode.storeId) !== String(storeId)) return null;
  return findStore(api, String(storeId));
}

/** The step's data: the chosen method, its bank promotions, the notice and the page's SEO. */
async function paymentPage(input: {
  api: ApiClient;
  url: URL;
  locale: Locale;
  bag: PaymentStepData['bag'];
  chooser: PaymentStepData['chooser'];
  savedCards: PaymentStepData['savedCards'];
  address?: PaymentStepData['address'];
  shipping?: PaymentStepData['shipping'];
  pickupStore?: string;
}) {
  const { api, url, locale, bag, chooser, savedCards } = input;
  const method = offeredMethod(chooser, url.searchParams.get(METHOD_QUERY));
  const promotions = method
    ? await fetchBankPromotions(api, {
        totalAmount: bag.totals.total_amount_after_discount,
        paymentMethod: method.code,
      })
    : [];
  const page: PaymentStepData = {
    bag,
    address: input.address ?? null,
    shipping: input.shipping ?? null,
    pickupStore: input.pickupStore ?? null,
    chooser,
    methodCode: method?.code ?? null,
    promotions,
    savedCards,
    notice: checkoutNotice(url, locale),
  };
  const seo = buildSeo(url, locale, {
    title: checkoutText('paymentTitle', locale),
    description: checkoutText('paymentSeoDescription', locale),
    path: ORDER_PATHS.payment,
    noindex: true,
  });
  return { page, seo };
}

/** One action for the step, by intent: place the order, forget a saved card. */
export async function action({ request, context }: Route.ActionArgs) {
  const { api, locale, url } = routeContext(request, context);
  const form = await request.formData();
  return handlePaymentAction({ api, form, locale, loginPath: loginRedirectPath(url) });
}

/**
 * Placing the order empties the bag, so this page's loader would now send the shopper to /order:
 * after PLACE ORDER the step is not read again — its answer says where to go (a page, a provider,
 * or the card-authentication step on this page).
 */
export function shouldRevalidate({
  formData,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return formData?.get('intent') === PAYMENT_INTENTS.place ? false : defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = pageMeta;

export const ErrorBoundary = RouteError;

export default function OrderPayment({ loaderData }: Route.ComponentProps) {
  const member = useMember();
  return <PaymentStep data={loaderData.page} memberPhone={member?.phone_no ?? null} />;
}
