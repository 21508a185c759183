import { redirect } from 'react-router';
import { RouteError } from '~/components/layout/route-error';
import { hasSessionCookie } from '~/features/auth/api/member.server';
import { fetchOrder } from '~/features/checkout/api/orders.server';
import { FailedPage } from '~/features/checkout/components/outcome/failed-page';
import { loginRedirectPath } from '~/lib/login-request';
import { routeContext } from '~/lib/route-context.server';
import { buildSeo, pageMeta } from '~/lib/seo';
import type { Route } from './+types/order-payment-failed';
import { checkoutText } from '~/features/checkout/text';

/**
 * /order/failed and /order/failed/{orderId}?phone_no&message (000 §2, §4: OVO 400/504 and GPN
 * 400 land here): members only. The order, when there is one of the member's, names itself;
 * the phone number and the reason come from the query.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { api, locale, url } = routeContext(request, context);
  const loginPath = loginRedirectPath(url);
  if (!hasSessionCookie(request.headers.get('Cookie'))) throw redirect(loginPath);
  const read = params.orderId ? await fetchOrder(api, params.orderId) : null;
  if (read?.state === 'unauthorized') throw redirect(loginPath);
  return {
    order: read?.state === 'found' ? read.order : null,
    phoneNo: url.searchParams.get('phone_no'),
    message: url.searchParams.get('message'),
    seo: buildSeo(url, locale, {
      title: checkoutText('failedSeoTitle', locale),
      description: checkoutText('failedTitle', locale),
      noindex: true,
    }),
  };
}

export const meta: Route.MetaFunction = pageMeta;

export const ErrorBoundary = RouteError;

export default function OrderPaymentFailed({ loaderData }: Route.ComponentProps) {
  return (
    <FailedPage
      kind="payment"
      order={loaderData.order}
      phoneNo={loaderData.phoneNo}
      message={loaderData.message}
    />
  );
}
