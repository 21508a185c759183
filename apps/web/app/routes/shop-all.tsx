import { RouteError } from '~/components/layout/route-error';
import { Breadcrumb } from '~/components/ui/breadcrumb';
import { loadListing } from '~/features/catalog/api/listing.server';
import { ListingView } from '~/features/catalog/components/listing/listing-view';
import { routeContext } from '~/lib/route-context.server';
import { buildSeo, pageMeta, trailFor } from '~/lib/seo';
import { uiText } from '~/lib/ui-text';
import type { Route } from './+types/shop-all';

/** Every product (/shop/all), newest first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, locale, url } = routeContext(request, context);
  const listing = await loadListing(api, url, {
    facets: { brands: true, categories: true, concerns: true },
  });
  const title = uiText('shopAllTitle', locale);
  const intro = uiText('shopAllText', locale);
  const trail = trailFor(url, locale, [{ name: title, path: url.pathname }]);
  return {
    listing,
    title,
    intro,
    crumbs: trail.crumbs,
    seo: buildSeo(url, locale, { title, description: intro, jsonLd: [trail.jsonLd] }),
  };
}

export const meta: Route.MetaFunction = pageMeta;
export const ErrorBoundary = RouteError;

export default function ShopAll({ loaderData }: Route.ComponentProps) {
  const { listing, title, intro, crumbs } = loaderData;
  return (
    <ListingView
      listing={listing}
      title={title}
      intro={intro}
      top={<Breadcrumb items={crumbs} />}
    />
  );
}
