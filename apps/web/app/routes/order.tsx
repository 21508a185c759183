import { redirect, type ShouldRevalidateFunctionArgs } from 'react-router';
import { RouteError } from '~/components/layout/route-error';
import { hasSessionCookie } from '~/features/auth/api/member.server';
import { useMember } from '~/features/auth/hooks/use-member';
import { handleBagAction } from '~/features/bag/api/bag-page-actions.server';
import {
  fetchCart,
  fetchPaperBagVoucher,
  fetchPoints,
  fetchPromoDetail,
  fetchSpecialPrices,
  fetchToggles,
} from '~/features/bag/api/bag.server';
import { BagPage } from '~/features/bag/components/bag-page';
import { PROMO_QUERY } from '~/features/bag/bag-paths';
import type { BagPageData, SpecialPriceTile } from '~/features/bag/types';
import { checkoutNotice } from '~/lib/checkout-notice';
import { loginRedirectPath } from '~/lib/login-request';
import { routeContext } from '~/lib/route-context.server';
import { buildSeo, pageMeta } from '~/lib/seo';
import type { Route } from './+types/order';
import { bagText } from '~/features/bag/text/index';

/**
 * /order, the bag (000 §2, §4): members only — a logged-out visitor is sent home (with the login
 * dialog, and back here afterwards). The cart, toggles, points and paper bag are awaited; the
 * special prices and a `?promo=<code>` detail stream in after. A cart that cannot be read flags
 * the page instead of failing it (000 §8).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, locale, url } = routeContext(request, context);
  const loginPath = loginRedirectPath(url);
  if (!hasSessionCookie(request.headers.get('Cookie'))) throw redirect(loginPath);

  const [cartRead, toggles, points, paperBag] = await Promise.all([
    fetchCart(api),
    fetchToggles(api),
    fetchPoints(api),
    fetchPaperBagVoucher(api),
  ]);
  if (!cartRead.ok && cartRead.status === 401) throw redirect(loginPath);

  const seo = buildSeo(url, locale, {
    title: bagText('orderTitle', locale),
    description: bagText('orderSeoDescription', locale),
    path: '/order',
    noindex: true,
  });
  const cart = cartRead.ok ? cartRead.cart : null;
  const page: BagPageData = cart
    ? { state: 'ready', cart, toggles, points, paperBag }
    : { state: 'error' };
  const specialPrices: Promise<SpecialPriceTile[]> =
    cart?._id && cart.products.length > 0 ? fetchSpecialPrices(api, cart._id) : Promise.resolve([]);
  const code = url.searchParams.get(PROMO_QUERY)?.trim();
  const promo = code
    ? { code, voucher: fetchPromoDetail(api, cart?._id ?? null, code, paperBag) }
    : null;
  // Sent back from the checkout with the error catalogue's message (price or stock changed).
  const notice = checkoutNotice(url, locale);
  return { page, specialPrices, promo, notice, seo };
}

/** One action for the bag, by intent: quantities, lines, voucher, paper bag, points, specials. */
export async function action({ request, context }: Route.ActionArgs) {
  const { api, locale, url } = routeContext(request, context);
  const form = await request.formData();
  return handleBagAction({ api, form, locale, loginPath: loginRedirectPath(url) });
}

/** Closing the promo detail only clears the query string: the bag itself has not changed. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const closingPromo =
    !formMethod &&
    currentUrl.pathname === nextUrl.pathname &&
    currentUrl.searchParams.has(PROMO_QUERY) &&
    !nextUrl.searchParams.has(PROMO_QUERY);
  return closingPromo ? false : defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = pageMeta;

export const ErrorBoundary = RouteError;

export default function Order({ loaderData }: Route.ComponentProps) {
  const member = useMember();
  return (
    <BagPage
      data={loaderData.page}
      specialPrices={loaderData.specialPrices}
      promo={loaderData.promo}
      notice={loaderData.notice}
      verifiedPhone={member?.is_verified_phone === true}
    />
  );
}
