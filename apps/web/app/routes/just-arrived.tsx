import { RouteError } from '~/components/layout/route-error';
import { loadListingPage } from '~/features/catalog/api/listing-page.server';
import { ListingPage } from '~/features/catalog/components/listing/listing-page';
import { pageMeta } from '~/lib/seo';
import type { Route } from './+types/just-arrived';

/** Just arrived: the newest products first. */
export const loader = ({ request, context }: Route.LoaderArgs) =>
  loadListingPage(
    { request, context },
    {
      title: 'justArrivedTitle',
      intro: 'justArrivedText',
      listing: {
        facets: { brands: true, categories: true, concerns: true },
      },
    },
  );

export const meta: Route.MetaFunction = pageMeta;
export const ErrorBoundary = RouteError;

export default function JustArrived({ loaderData }: Route.ComponentProps) {
  return <ListingPage data={loaderData} />;
}
