import { RouteError } from '~/components/layout/route-error';
import { loadListingPage } from '~/features/catalog/api/listing-page.server';
import { ListingPage } from '~/features/catalog/components/listing/listing-page';
import { pageMeta } from '~/lib/seo';
import type { Route } from './+types/shop-all';

/** Every product (/shop/all), newest first. */
export const loader = ({ request, context }: Route.LoaderArgs) =>
  loadListingPage(
    { request, context },
    {
      title: 'shopAllTitle',
      intro: 'shopAllText',
      listing: {
        facets: { brands: true, categories: true, concerns: true },
      },
    },
  );

export const meta: Route.MetaFunction = pageMeta;
export const ErrorBoundary = RouteError;

export default function ShopAll({ loaderData }: Route.ComponentProps) {
  return <ListingPage data={loaderData} />;
}
