import { tagLabel } from '@kilau/domain/catalog';
import { RouteError } from '~/components/layout/route-error';
import { listTags, orNotFound } from '~/features/catalog/api/catalog.server';
import { loadListing } from '~/features/catalog/api/listing.server';
import { ListingPage } from '~/features/catalog/components/listing/listing-page';
import { routeContext } from '~/lib/route-context.server';
import { buildSeo, pageMeta, trailFor } from '~/lib/seo';
import type { Route } from './+types/tag';
import { catalogText } from '~/features/catalog/text';

/** A concern (tag) page, `/tag/{slug}`: the products carrying that tag. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { api, locale, url } = routeContext(request, context);
  const slug = params.name.toLowerCase();
  const [tags, listing] = await Promise.all([
    listTags(api),
    loadListing(api, url, {
      base: { tag: [slug] },
      defaultSort: 'bestseller',
      facets: { brands: true, categories: true },
    }),
  ]);
  const tag = orNotFound(tags.find((candidate) => candidate.slug === slug));
  const name = tagLabel(tag, locale);
  const title = catalogText('tagTitle', locale, { name });
  const intro = catalogText('tagText', locale, { name: name.toLowerCase() });
  const trail = trailFor(url, locale, [{ name, path: `/tag/${tag.slug}` }]);
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

export default function TagConcern({ loaderData }: Route.ComponentProps) {
  return <ListingPage data={loaderData} hiddenFilters={['concerns']} />;
}
