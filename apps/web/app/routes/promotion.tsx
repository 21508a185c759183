import { redirect } from 'react-router';
import { RouteError } from '~/components/layout/route-error';
import { Breadcrumb } from '~/components/ui/breadcrumb';
import { getPromotion, orNotFound } from '~/features/catalog/api/catalog.server';
import { loadListing } from '~/features/catalog/api/listing.server';
import { ListingView } from '~/features/catalog/components/listing/listing-view';
import { promotionPath } from '~/features/catalog/components/promotion-card';
import { PromotionHeader } from '~/features/catalog/components/promotion-header';
import { routeContext } from '~/lib/route-context.server';
import { buildSeo, pageMeta, trailFor } from '~/lib/seo';
import type { Route } from './+types/promotion';
import { catalogText } from '~/features/catalog/text';

/**
 * A promotion (`/promotion/{slug}`, partner ones at `/partners-promo/{slug}`): its terms and
 * its products. A promotion asked for under the other path moves to its own.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { api, locale, url } = routeContext(request, context);
  const promotion = orNotFound(await getPromotion(api, params.slug));
  const canonical = promotionPath(promotion);
  if (canonical !== url.pathname) throw redirect(canonical + url.search, 301);

  const listing = await loadListing(api, url, {
    base: { promotion_id: promotion.id },
    defaultSort: 'discount',
    facets: { brands: true, categories: true },
  });
  const parent =
    promotion.type === 'partner'
      ? { name: catalogText('partnersPromoTitle', locale), path: '/partners-promo' }
      : { name: catalogText('promoTitle', locale), path: '/promo' };
  const trail = trailFor(url, locale, [parent, { name: promotion.name, path: canonical }]);
  return {
    listing,
    promotion,
    crumbs: trail.crumbs,
    seo: buildSeo(url, locale, {
      title: promotion.name,
      description: promotion.description || catalogText('promoText', locale),
      image: promotion.image_url,
      jsonLd: [trail.jsonLd],
    }),
  };
}

export const meta: Route.MetaFunction = pageMeta;
export const ErrorBoundary = RouteError;

export default function Promotion({ loaderData }: Route.ComponentProps) {
  const { listing, promotion, crumbs } = loaderData;
  return (
    <ListingView
      listing={listing}
      title={promotion.name}
      top={<Breadcrumb items={crumbs} />}
      before={<PromotionHeader promotion={promotion} />}
    />
  );
}
