import { redirect } from 'react-router';
import type { Route } from './+types/store';

/**
 * /store (001 §2 lists it among the listings; docs/design/contact-and-stores.md decision 4): the
 * brand directory a shopper might expect already is `/brand` (every brand A to Z with a letter
 * index), so `/store` is where "the store" means the shop's stores: a permanent redirect to
 * `/find-us`, keeping the query (self-checkout's `store` and `id` parameters stay readable).
 * One page per purpose: no second copy of either for search engines.
 */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return redirect(`/find-us${url.search}`, 301);
}
