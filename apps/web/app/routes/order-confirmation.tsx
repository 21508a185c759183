import { data, redirect } from 'react-router';
import { RouteError } from '~/components/layout/route-error';
import { hasSessionCookie } from '~/features/auth/api/member.server';
import {
  fetchOrder,
  fetchPaymentMethodInfo,
  refreshPayment,
} from '~/features/checkout/api/orders.server';
import {
  CHECK_PAYMENT_INTENT,
  ConfirmationPage,
  type CheckPaymentAnswer,
} from '~/features/checkout/components/outcome/confirmation-page';
import { confirmationRedirect } from '~/features/checkout/lib/outcome-pages';
import { loginRedirectPath } from '~/lib/login-request';
import { routeContext } from '~/lib/route-context.server';
import { buildSeo, pageMeta } from '~/lib/seo';
import type { Route } from './+types/order-confirmation';
import { checkoutText } from '~/features/checkout/text';

/** The order id: `/order/confirmation/{id}`, or `/order/confirmation?id=` (000 §2). */
const orderIdOf = (params: { orderId?: string | undefined }, url: URL) =>
  params.orderId ?? url.searchParams.get('id');

/**
 * /order/confirmation/{orderId} (000 §2, §4): members only. An order still waiting for its
 * payment shows how to pay it; a paid one goes on to the success page, a failed one to the failed
 * page. Another member's order, or none, is the not-found page.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { api, locale, url } = routeContext(request, context);
  const loginPath = loginRedirectPath(url);
  if (!hasSessionCookie(request.headers.get('Cookie'))) throw redirect(loginPath);
  const read = await fetchOrder(api, orderIdOf(params, url));
  if (read.state === 'unauthorized') throw redirect(loginPath);
  if (read.state === 'not_found') throw data(null, { status: 404 });
  if (read.state === 'error') throw data(null, { status: 503 });
  const next = confirmationRedirect(read.order);
  if (next) throw redirect(next);
  const method = await fetchPaymentMethodInfo(api, read.order.payment_method);
  return {
    order: read.order,
    method,
    serverNow: Date.now(),
    seo: buildSeo(url, locale, {
      title: checkoutText('confirmationSeoTitle', locale),
      description: checkoutText('confirmationTitle', locale),
      noindex: true,
    }),
  };
}

/** "Check payment status": ask the gateway again, then move on if the order is paid. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { api, url } = routeContext(request, context);
  const form = await request.formData();
  if (form.get('intent') !== CHECK_PAYMENT_INTENT) throw data(null, { status: 400 });
  const id = orderIdOf(params, url);
  if (!id) throw data(null, { status: 404 });
  await refreshPayment(api, id);
  const read = await fetchOrder(api, id);
  if (read.state === 'unauthorized') throw redirect(loginRedirectPath(url));
  const next = read.state === 'found' ? confirmationRedirect(read.order) : null;
  if (next) throw redirect(next);
  return { intent: CHECK_PAYMENT_INTENT, waiting: true } satisfies CheckPaymentAnswer;
}

export const meta: Route.MetaFunction = pageMeta;

export const ErrorBoundary = RouteError;

export default function OrderConfirmation({ loaderData }: Route.ComponentProps) {
  return (
    <ConfirmationPage
      order={loaderData.order}
      method={loaderData.method}
      serverNow={loaderData.serverNow}
    />
  );
}
