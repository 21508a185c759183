import { data, redirect } from 'react-router';
import { RouteError } from '~/components/layout/route-error';
import { hasSessionCookie } from '~/features/auth/api/member.server';
import {
  fetchOrder,
  fetchPaymentMethodInfo,
  refreshPayment,
  resendOvoPush,
} from '~/features/checkout/api/orders.server';
import { OVO_RESEND_INTENT, type OvoResendAnswer } from '~/features/checkout/lib/ovo-resend';
import { SuccessPage } from '~/features/checkout/components/outcome/success-page';
import { outcomePaths, paymentStanding } from '~/features/checkout/lib/outcome-pages';
import { paymentInstructions } from '~/features/checkout/lib/payment-instructions';
import { fetchOrderCollection } from '~/features/orders/api/order-collection.server';
import { CollectionQr } from '~/features/orders/components/collection-qr';
import { loginRedirectPath } from '~/lib/login-request';
import { routeContext } from '~/lib/route-context.server';
import { buildSeo, pageMeta } from '~/lib/seo';
import type { Route } from './+types/order-success';
import { checkoutText } from '~/features/checkout/text';
import { checkOvoPhone } from '@kilau/domain/payment';

/**
 * /order/success/{orderId} and /order/success?id (000 §2, §4): members only. Back from a payment
 * page the order's payment is first read again from the gateway, so the page tells the current
 * state; a payment that failed there goes to the failed page, and one still to be paid with a
 * number, a code or a page of its own goes to the confirmation page, which says how.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { api, locale, url } = routeContext(request, context);
  const loginPath = loginRedirectPath(url);
  if (!hasSessionCookie(request.headers.get('Cookie'))) throw redirect(loginPath);
  const seo = buildSeo(url, locale, {
    title: checkoutText('successSeoTitle', locale),
    description: checkoutText('successTitle', locale),
    noindex: true,
  });
  const id = params.orderId ?? url.searchParams.get('id');
  if (!id) return { order: null, method: null, collection: null, seo };

  let read = await fetchOrder(api, id);
  if (read.state === 'found' && paymentStanding(read.order) === 'waiting') {
    await refreshPayment(api, read.order._id);
    read = await fetchOrder(api, id);
  }
  if (read.state === 'unauthorized') throw redirect(loginPath);
  if (read.state === 'not_found') throw data(null, { status: 404 });
  if (read.state === 'error') throw data(null, { status: 503 });
  const standing = paymentStanding(read.order);
  if (standing === 'failed') throw redirect(outcomePaths(read.order._id).failed);
  // Still to be paid with a number, a code or a page of its own: the confirmation page says how.
  if (standing === 'waiting' && paymentInstructions(read.order).kind !== 'none') {
    throw redirect(outcomePaths(read.order._id).confirmation);
  }
  const [method, collection] = await Promise.all([
    fetchPaymentMethodInfo(api, read.order.payment_method),
    // A store order's collection QR (docs/design/store-collection.md); null for any other.
    fetchOrderCollection(api, read.order._id),
  ]);
  return { order: read.order, method, collection, seo };
}

/** A new OVO push to another (or the same) number, while the payment is still open. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { api, url, locale } = routeContext(request, context);
  const form = await request.formData();
  if (form.get('intent') !== OVO_RESEND_INTENT) throw data(null, { status: 400 });
  const id = params.orderId ?? url.searchParams.get('id');
  if (!id) throw data(null, { status: 404 });
  const phone = checkOvoPhone(String(form.get('phone') ?? ''));
  if (!phone.ok) {
    return {
      intent: OVO_RESEND_INTENT,
      ok: false,
      field: phone.code,
      message: null,
    } satisfies OvoResendAnswer;
  }
  const sent = await resendOvoPush(api, id, phone.value);
  if (!sent.ok) {
    return {
      intent: OVO_RESEND_INTENT,
      ok: false,
      field: null,
      message: sent.message ?? checkoutText('ovoResendFailed', locale),
    } satisfies OvoResendAnswer;
  }
  return {
    intent: OVO_RESEND_INTENT,
    ok: true,
    field: null,
    message: null,
  } satisfies OvoResendAnswer;
}

export const meta: Route.MetaFunction = pageMeta;

export const ErrorBoundary = RouteError;

export default function OrderSuccess({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <SuccessPage order={loaderData.order} method={loaderData.method} />
      {loaderData.collection ? (
        <section className="mx-auto mb-10 flex max-w-md flex-col items-center gap-2 px-4">
          <CollectionQr initial={loaderData.collection} />
        </section>
      ) : null}
    </>
  );
}
