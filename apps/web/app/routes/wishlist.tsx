import { data, redirect } from 'react-router';
import { PAGE_SIZES, WISHLIST_INFINITE_SKIP_LIMIT } from '@kilau/domain/shared';
import { ProductTile } from '~/features/catalog/components/product-tile';
import type { ProductTile as Product } from '~/features/catalog/types';
import { fetchWishlistEntries } from '~/features/wishlist/api/wishlist-calls';
import { WishlistList } from '~/features/wishlist/components/wishlist-list';
import { loginRedirectPath } from '~/lib/login-request';
import { routeContext } from '~/lib/route-context.server';
import { buildSeo, pageMeta } from '~/lib/seo';
import type { Route } from './+types/wishlist';
import { wishlistText } from '~/features/wishlist/text';

/** A whole number from the query within [min, max], else `fallback`. */
function queryNumber(url: URL, name: string, min: number, max: number, fallback: number) {
  const value = Number(url.searchParams.get(name) ?? Number.NaN);
  return Number.isInteger(value) && value >= min && value <= max ? value : fallback;
}

/**
 * /wishlist (000 §4, 001 §2): the member's wishlist in the account screen, the first page of 5
 * rendered on the server. Members only: a guest's 401 sends them to the login and back here.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, locale, url } = routeContext(request, context);
  const skip = queryNumber(url, 'skip', 0, WISHLIST_INFINITE_SKIP_LIMIT - 1, 0);
  const limit = queryNumber(url, 'limit', 1, WISHLIST_INFINITE_SKIP_LIMIT, PAGE_SIZES.wishlist);
  const result = await fetchWishlistEntries<Product>(api, { skip, limit });
  if (!result.ok) {
    if (result.status === 401) throw redirect(loginRedirectPath(url));
    throw data(null, { status: result.status >= 500 ? result.status : 502 });
  }
  const { entries, total } = result.page;
  return {
    wishlist: {
      entries,
      total,
    },
    seo: buildSeo(url, locale, {
      title: wishlistText('wishlistTitle', locale),
      description: wishlistText('wishlistSeoDescription', locale),
      noindex: true,
    }),
  };
}

export const meta: Route.MetaFunction = pageMeta;

export default function Wishlist({ loaderData }: Route.ComponentProps) {
  return (
    <WishlistList
      initial={loaderData.wishlist}
      renderTile={(entry, index) => (
        <ProductTile
          product={entry.product}
          position={index + 1}
          priority={index < 2}
          headingLevel="h2"
        />
      )}
    />
  );
}
