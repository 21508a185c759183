import { useEffect } from 'react';
import { track, trackAd } from '~/lib/analytics';
import { RouteError } from '~/components/layout/route-error';
import { listTrending } from '~/features/catalog/api/catalog.server';
import { countActiveFilters, LISTING_SORTS } from '~/features/catalog/api/listing-query';
import { loadListing } from '~/features/catalog/api/listing.server';
import { ProductSlider } from '~/features/catalog/components/product-slider';
import { ListingView } from '~/features/catalog/components/listing/listing-view';
import { EmptyState } from '~/features/catalog/components/listing/empty-state';
import { SearchBox } from '~/features/search/components/search-box';
import { SearchResultClicks } from '~/features/search/components/search-result-clicks';
import { routeContext } from '~/lib/route-context.server';
import { buildSeo, pageMeta } from '~/lib/seo';
import type { Route } from './+types/search';
import { catalogText, useCatalogText } from '~/features/catalog/text';

const SEARCH_SORTS = ['relevance', ...LISTING_SORTS] as const;
const QUERY_MAX = 100;

/**
 * Search, `/search?q=`: results by relevance (the API falls back to typo-tolerant matching and
 * says so), filters and sorting like any listing; trending products when nothing matches. A
 * member's search joins their recent searches on the API; followed results are recorded.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, locale, url } = routeContext(request, context);
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, QUERY_MAX);
  const [listing, trending] = await Promise.all([
    q
      ? loadListing(api, url, {
          q,
          sorts: SEARCH_SORTS,
          defaultSort: 'relevance',
          facets: { brands: true, categories: true, concerns: true },
        })
      : null,
    listTrending(api, 10),
  ]);
  const title = q
    ? catalogText('searchTitle', locale, { q })
    : catalogText('searchTitleEmpty', locale);
  return {
    q,
    listing,
    trending: listing && listing.total > 0 ? [] : trending,
    seo: buildSeo(url, locale, {
      title,
      description: catalogText('searchText', locale),
      path: '/search',
      noindex: true,
    }),
  };
}

export const meta: Route.MetaFunction = pageMeta;
export const ErrorBoundary = RouteError;

export default function Search({ loaderData }: Route.ComponentProps) {
  const { q, listing, trending } = loaderData;
  const text = useCatalogText();
  const total = listing?.total ?? null;
  // The search with its result count (issue 24): the back office lists those that found nothing.
  useEffect(() => {
    if (!q || total === null) return;
    track('search', { type: 'search', id: q }, { result_count: total });
    trackAd('Search', { search_string: q });
  }, [q, total]);
  // On a phone the search page has the back-arrow header (no header search): the box sits on
  // the page. From desktop width the full header's search is the one box (one search landmark).
  const box = (
    <div className="mx-auto max-w-6xl px-4 pt-4 dt:hidden">
      <SearchBox key={q} className="max-w-2xl" />
    </div>
  );
  const trendingSlider = (
    <ProductSlider title={text('trendingTitle')} products={trending} className="mt-12" />
  );
  if (!listing) {
    return (
      <>
        {box}
        <div className="mx-auto max-w-6xl px-4 pt-6">
          <h1 className="font-display text-3xl font-semibold text-plum-900 md:text-4xl">
            {text('searchTitleEmpty')}
          </h1>
          <p className="mt-2 text-plum-700">{text('searchPrompt')}</p>
        </div>
        {trendingSlider}
      </>
    );
  }
  if (listing.total === 0 && countActiveFilters(listing.choices) === 0) {
    return (
      <>
        {box}
        <div className="mx-auto max-w-6xl px-4 pt-6">
          <h1 className="sr-only">{text('searchTitle', { q })}</h1>
          <EmptyState title={text('searchNoResults', { q })} text={text('searchNoResultsText')} />
        </div>
        {trendingSlider}
      </>
    );
  }
  return (
    <>
      {box}
      <SearchResultClicks q={q} firstPosition={(listing.page - 1) * listing.limit + 1}>
        <ListingView
          listing={listing}
          title={text('searchTitle', { q })}
          intro={listing.fuzzy ? text('searchFuzzy') : undefined}
        />
      </SearchResultClicks>
      {trending.length > 0 ? trendingSlider : null}
    </>
  );
}
