import type { AppLoadContext } from 'react-router';
import { routeContext } from '~/lib/route-context.server';
import { buildSeo, trailFor } from '~/lib/seo';
import { loadListing, type ListingOptions } from './listing.server';
import { catalogText, type CatalogTextKey } from '~/features/catalog/text';

/**
 * The loader of a plain listing page (new arrivals, just arrived, all products): its listing,
 * its title and intro from the UI text, the breadcrumb and the page's SEO.
 */
export async function loadListingPage(
  { request, context }: { request: Request; context: AppLoadContext },
  page: { title: CatalogTextKey; intro: CatalogTextKey; listing: ListingOptions },
) {
  const { api, locale, url } = routeContext(request, context);
  const listing = await loadListing(api, url, page.listing);
  const title = catalogText(page.title, locale);
  const intro = catalogText(page.intro, locale);
  const trail = trailFor(url, locale, [{ name: title, path: url.pathname }]);
  return {
    listing,
    title,
    intro,
    crumbs: trail.crumbs,
    seo: buildSeo(url, locale, { title, description: intro, jsonLd: [trail.jsonLd] }),
  };
}

export type ListingPageData = Awaited<ReturnType<typeof loadListingPage>>;
