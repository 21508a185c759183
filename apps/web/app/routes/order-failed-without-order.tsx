import { redirect } from 'react-router';
import { ORDER_PATHS } from '@kilau/domain/checkout';
import { RouteError } from '~/components/layout/route-error';
import { hasSessionCookie } from '~/features/auth/api/member.server';
import { FailedPage, type FailureKind } from '~/features/checkout/components/outcome/failed-page';
import { loginRedirectPath } from '~/lib/login-request';
import { routeContext } from '~/lib/route-context.server';
import { buildSeo, pageMeta } from '~/lib/seo';
import type { Route } from './+types/order-failed-without-order';
import { checkoutText } from '~/features/checkout/text';

const KIND_BY_PATH: Record<string, Exclude<FailureKind, 'payment'>> = {
  [ORDER_PATHS.sorry]: 'sorry',
  [ORDER_PATHS.preorderFailed]: 'preorder',
  [ORDER_PATHS.midtransFailed]: 'card',
};

const TITLES = {
  sorry: 'sorryTitle',
  preorder: 'preorderFailedTitle',
  card: 'midtransFailedTitle',
} as const;

/**
 * The failure pages without an order of their own (000 §2, §4, §8): /order/failed/sorry (an
 * unknown order error), /order/preorder/failed (the pre-order ran out) and /midtrans-failed (a
 * card payment failed at the gateway). Members only, like every order page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale, url } = routeContext(request, context);
  if (!hasSessionCookie(request.headers.get('Cookie'))) throw redirect(loginRedirectPath(url));
  const path = url.pathname.replace(/\/+$/, '');
  const kind = KIND_BY_PATH[path] ?? 'sorry';
  return {
    kind,
    seo: buildSeo(url, locale, {
      title: checkoutText(TITLES[kind], locale),
      description: checkoutText(TITLES[kind], locale),
      noindex: true,
    }),
  };
}

export const meta: Route.MetaFunction = pageMeta;

export const ErrorBoundary = RouteError;

export default function OrderFailedWithoutOrder({ loaderData }: Route.ComponentProps) {
  return <FailedPage kind={loaderData.kind} />;
}
