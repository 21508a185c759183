import { data } from 'react-router';
import { hasSessionCookie } from '~/features/auth/api/member.server';
import { fetchCart } from '~/features/bag/api/bag.server';
import { fetchBankPromotions } from '~/features/checkout/api/payment.server';
import { METHOD_QUERY } from '~/features/checkout/lib/payment-choice';
import { routeContext } from '~/lib/route-context.server';
import type { Route } from './+types/order-payment-promotions';

const METHOD = /^[a-z][a-z0-9_]{1,39}$/;
const BIN = /^\d{6,8}$/;

/**
 * The payment step's bank promotions for a card's first digits (a resource route: no page). The
 * goods total is the bag's own, read here, never the browser's.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, url } = routeContext(request, context);
  const method = url.searchParams.get(METHOD_QUERY) ?? '';
  const bin = url.searchParams.get('bin') ?? '';
  if (!METHOD.test(method) || !BIN.test(bin)) throw data(null, { status: 400 });
  if (!hasSessionCookie(request.headers.get('Cookie'))) throw data(null, { status: 401 });
  const cartRead = await fetchCart(api);
  if (!cartRead.ok) throw data(null, { status: cartRead.status === 401 ? 401 : 503 });
  const promotions = await fetchBankPromotions(api, {
    totalAmount: cartRead.cart.totals.total_amount_after_discount,
    paymentMethod: method,
    cardBin: bin,
  });
  return { bin, promotions };
}
