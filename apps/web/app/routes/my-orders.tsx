import { redirect, useRevalidator, type ShouldRevalidateFunctionArgs } from 'react-router';
import { useRealtimeEvent } from '~/lib/realtime';
import { RouteError } from '~/components/layout/route-error';
import { HowToPayGuideView } from '~/features/checkout/components/how-to-pay-guide';
import { howToPayGuide } from '~/features/checkout/lib/how-to-pay-guides';
import { paymentInstructions } from '~/features/checkout/lib/payment-instructions';
import { checkoutText } from '~/features/checkout/text';
import { handleOrderAction } from '~/features/orders/api/order-intents.server';
import { createOrdersApi } from '~/features/orders/api/order-calls';
import { OrderHistory } from '~/features/orders/components/order-history';
import { useReviewLineAction } from '~/features/reviews/components/write-review-link';
import { OrdersProvider, type PaymentPieces } from '~/features/orders/components/orders-context';
import {
  FILTER_PARAMS,
  filterFromUrl,
  listRequest,
  statusBuckets,
} from '~/features/orders/lib/filter';
import { failureOf } from '~/features/orders/lib/list-state';
import { isOrderAnswer } from '~/features/orders/lib/order-intents';
import { loginRedirectPath } from '~/lib/login-request';
import { routeContext } from '~/lib/route-context.server';
import { buildSeo, pageMeta } from '~/lib/seo';
import type { Route } from './+types/my-orders';
import { ordersText } from '~/features/orders/text';

/** The checkout's payment instructions and how-to-pay guides, lent to the order modals. */
const PAYMENT_PIECES: PaymentPieces = {
  // The order detail is a placed order: the fields the checkout reads (payment_method, payment…).
  instructions: paymentInstructions,
  renderGuide(method, values) {
    const guide = howToPayGuide(method);
    return guide ? <HowToPayGuideView guide={guide} values={values} /> : null;
  },
  placeholders: (locale) => ({
    va: checkoutText('howToPayVaPlaceholder', locale),
    code: checkoutText('howToPayCodePlaceholder', locale),
  }),
};

/**
 * /my-orders (000 §2, §4; 001 §2): the member's order history in the account screen, its first
 * page of ten rendered on the server with the filter of the URL (`?status=`, `?from=`, `?to=`).
 * A guest's 401 goes to the login and back here; another failure renders the list's error
 * state, which offers a retry.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, locale, url } = routeContext(request, context);
  const orders = createOrdersApi(api, locale);
  const statesCall = orders
    .states()
    .then((read) => (read.ok && Array.isArray(read.data) ? read.data : []));
  // The states are needed first only when a status filter turns into state ids.
  const buckets = url.searchParams.has(FILTER_PARAMS.status) ? statusBuckets(await statesCall) : [];
  const filter = filterFromUrl(url, buckets);
  const [page, states] = await Promise.all([
    orders.list(listRequest(0, filter, buckets)),
    statesCall,
  ]);
  if (!page.ok && page.status === 401) throw redirect(loginRedirectPath(url));
  const entries = page.ok && Array.isArray(page.data) ? page.data : [];
  // An order e-mail links `/my-orders?order=<reference>`: that order's detail opens.
  const asked = url.searchParams.get('order');
  const opened = asked ? entries.find((entry) => entry.reference_code === asked) : undefined;
  return {
    initial: {
      filter,
      states,
      first: page.ok ? { entries, total: page.meta.total ?? entries.length } : null,
      failure: page.ok ? null : failureOf(page.status),
      serverNow: Date.now(),
      openOrderId: opened?._id ?? null,
    },
    seo: buildSeo(url, locale, {
      title: ordersText('ordersTitle', locale),
      description: ordersText('ordersSeoDescription', locale),
      noindex: true,
    }),
  };
}

/**
 * The page's mutations (cancel, a new GoPay charge, a new OVO push, reorder), one action by
 * `intent`, posted with a fetcher: each form re-parsed with its domain schema, then the API
 * call with the member's session. The answer is the API's result as a value.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { api, locale } = routeContext(request, context);
  const orders = createOrdersApi(api, locale);
  return handleOrderAction({ orders, locale, form: await request.formData() });
}

/**
 * A filter change on this page is read by the page itself (it resets its list), not reloaded;
 * after one of its own intents the card updates in place from the answer, so the list (and the
 * pages already scrolled in) stays — the other routes' loaders (the bag count) revalidate.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  actionResult,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const filterOnly =
    !formMethod && currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search;
  const ownIntent = Boolean(formMethod) && isOrderAnswer(actionResult);
  return filterOnly || ownIntent ? false : defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = pageMeta;

export const ErrorBoundary = RouteError;

export default function MyOrders({ loaderData }: Route.ComponentProps) {
  // An order paid, shipped or delivered while the list is open: its card follows at once.
  const revalidator = useRevalidator();
  useRealtimeEvent('order', () => {
    if (revalidator.state === 'idle') void revalidator.revalidate();
  });
  return (
    <OrdersProvider payment={PAYMENT_PIECES}>
      <OrderHistory initial={loaderData.initial} useLineAction={useReviewLineAction} />
    </OrdersProvider>
  );
}
