import { data } from 'react-router';
import { hasSessionCookie } from '~/features/auth/api/member.server';
import { fetchVoucherPage } from '~/features/bag/api/bag.server';
import type { VoucherPage } from '~/features/bag/types';
import { routeContext } from '~/lib/route-context.server';
import type { Route } from './+types/order-vouchers';

/**
 * /order/vouchers?page=N&cart_id=… (no page): one page of the member's vouchers for the bag, for the
 * my-vouchers modal (000 §7: skip, limit 10, filter cart_id). Guests get 401.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, url } = routeContext(request, context);
  if (!hasSessionCookie(request.headers.get('Cookie'))) {
    return data<VoucherPage>({ vouchers: [], total: 0, page: 1, ok: false }, { status: 401 });
  }
  const page = Number(url.searchParams.get('page') ?? '1');
  const cartId = url.searchParams.get('cart_id') || null;
  return fetchVoucherPage(api, cartId, page);
}
