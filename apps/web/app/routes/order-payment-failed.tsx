import { data, redirect } from 'react-router';
import { nextScreenAfterPlacing, ORDER_PATHS } from '@kilau/domain/checkout';
import { translate } from '@kilau/domain/messages';
import { RouteError } from '~/components/layout/route-error';
import { hasSessionCookie } from '~/features/auth/api/member.server';
import {
  backToBag,
  fetchOrder,
  payAgain,
  refreshPayment,
} from '~/features/checkout/api/orders.server';
import { fetchPaymentChooser } from '~/features/checkout/api/payment.server';
import { FailedPage } from '~/features/checkout/components/outcome/failed-page';
import { outcomePaths, paymentStanding } from '~/features/checkout/lib/outcome-pages';
import {
  PAY_AGAIN_INTENTS,
  payAgainMethods,
  payAgainOpen,
  type PayAgainAnswer,
  type PayAgainChoice,
} from '~/features/checkout/lib/pay-again';
import type { PlacedOrder } from '~/features/checkout/types';
import type { ApiClient } from '~/lib/api-client.server';
import { loginRedirectPath } from '~/lib/login-request';
import { routeContext } from '~/lib/route-context.server';
import { buildSeo, pageMeta } from '~/lib/seo';
import type { Route } from './+types/order-payment-failed';
import { checkoutText } from '~/features/checkout/text';

/** The failed order's chance to pay again: the methods it can be paid with now, or null. */
async function payAgainChoice(api: ApiClient, order: PlacedOrder): Promise<PayAgainChoice | null> {
  if (!order.pay_again_until || !payAgainOpen(order, Date.now())) return null;
  const chooser = await fetchPaymentChooser(api, order.total_paid);
  return {
    until: order.pay_again_until,
    total: order.total_paid,
    methods: payAgainMethods(chooser),
  };
}

/**
 * /order/failed and /order/failed/{orderId}?phone_no&message (000 §2, §4: OVO 400/504, GPN 400
 * and a declined card land here): members only. The order, when there is one of the member's,
 * names itself; its payment is first read again from the gateway (a card's 3-D Secure answer
 * may arrive before the gateway's notification). A paid order goes on to the success page, one
 * still waiting to the confirmation page. While a failed order still holds its items (ADR
 * 0034), the page offers paying again with another method or the bag back.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { api, locale, url } = routeContext(request, context);
  const loginPath = loginRedirectPath(url);
  if (!hasSessionCookie(request.headers.get('Cookie'))) throw redirect(loginPath);
  let read = params.orderId ? await fetchOrder(api, params.orderId) : null;
  if (read?.state === 'found' && paymentStanding(read.order) === 'waiting') {
    await refreshPayment(api, read.order._id);
    read = await fetchOrder(api, read.order._id);
  }
  if (read?.state === 'unauthorized') throw redirect(loginPath);
  const order = read?.state === 'found' ? read.order : null;
  if (order && paymentStanding(order) === 'paid') throw redirect(outcomePaths(order._id).success);
  if (order && paymentStanding(order) === 'waiting') {
    throw redirect(outcomePaths(order._id).confirmation);
  }
  return {
    order,
    payAgain: order ? await payAgainChoice(api, order) : null,
    phoneNo: url.searchParams.get('phone_no'),
    message: url.searchParams.get('message'),
    seo: buildSeo(url, locale, {
      title: checkoutText('failedSeoTitle', locale),
      description: checkoutText('failedTitle', locale),
      noindex: true,
    }),
  };
}

/**
 * The page's two choices (ADR 0034): pay again with the chosen method — then on to where that
 * method is paid, as after placing —, or put the order back in the bag and go there. A refusal
 * comes back as the API's message.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { api, locale, url } = routeContext(request, context);
  const id = params.orderId;
  if (!id) throw data(null, { status: 404 });
  const form = await request.formData();
  const intent = form.get('intent');
  const refused = (
    answer: { ok: false; status: number; message?: string | undefined },
    which: PayAgainAnswer['intent'],
  ): PayAgainAnswer => {
    if (answer.status === 401) throw redirect(loginRedirectPath(url));
    return { intent: which, message: answer.message ?? translate('order_call_failed', locale) };
  };
  if (intent === PAY_AGAIN_INTENTS.payAgain) {
    const method = String(form.get('payment_method') ?? '');
    if (!method) {
      return {
        intent: PAY_AGAIN_INTENTS.payAgain,
        message: checkoutText('payAgainChooseFirst', locale),
      } satisfies PayAgainAnswer;
    }
    const result = await payAgain(api, id, method);
    if (!result.ok) return refused(result, PAY_AGAIN_INTENTS.payAgain);
    const order = result.data;
    const screen = nextScreenAfterPlacing({
      ok: true,
      method: order.payment_method,
      orderId: order._id,
      redirectUrl: order.redirect_url,
    });
    if (screen.kind === 'navigate') throw redirect(screen.path);
    throw redirect(screen.url ?? outcomePaths(order._id).confirmation);
  }
  if (intent === PAY_AGAIN_INTENTS.backToBag) {
    const result = await backToBag(api, id);
    if (!result.ok) return refused(result, PAY_AGAIN_INTENTS.backToBag);
    throw redirect(ORDER_PATHS.bag);
  }
  throw data(null, { status: 400 });
}

export const meta: Route.MetaFunction = pageMeta;

export const ErrorBoundary = RouteError;

export default function OrderPaymentFailed({ loaderData }: Route.ComponentProps) {
  return (
    <FailedPage
      kind="payment"
      order={loaderData.order}
      payAgain={loaderData.payAgain}
      phoneNo={loaderData.phoneNo}
      message={loaderData.message}
    />
  );
}
