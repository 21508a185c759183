import { data } from 'react-router';
import { fetchOrderCollection } from '~/features/orders/api/order-collection.server';
import { routeContext } from '~/lib/route-context.server';
import type { Route } from './+types/order-collection';

/**
 * /order/collection/{orderId} (resource): the collection QR modal's refresh — the member's
 * store order's token, drawn, and whether it was collected (docs/design/store-collection.md).
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { api } = routeContext(request, context);
  const view = await fetchOrderCollection(api, params.orderId);
  if (!view) throw data(null, { status: 404 });
  return data(view, { headers: { 'Cache-Control': 'private, no-store' } });
}
