import { isFilteredListing, listingPageCount } from '@kilau/domain/catalog';
import type { ApiClient } from '~/lib/api-client.server';
import type { ProductSort } from '../types';
import { listListingFacets, listProducts, searchProducts } from './catalog.server';
import {
  LISTING_SORTS,
  readListingChoices,
  toCatalogQuery,
  type FacetOption,
  type ListingBase,
  type ListingData,
} from './listing-query';

export type { ListingData } from './listing-query';

export type ListingOptions = {
  base?: ListingBase;
  defaultSort?: ProductSort;
  sorts?: readonly ProductSort[];
  /** Search text: the listing comes from `/v3/search`. */
  q?: string;
  /**
   * The filter groups the panel offers. Their values and counts come from the listing's own
   * products (ADR 0036): a Makeup listing offers no hair concern.
   */
  facets?: { brands?: boolean; categories?: boolean; concerns?: boolean };
};

/** Only what the filter panel renders goes into the loader data. */
const facetOption = ({ id, name, total }: FacetOption): FacetOption => ({ id, name, total });

/** Loads a listing page from its URL: the domain's normalisation, then the catalogue calls. */
export async function loadListing(
  api: ApiClient,
  url: URL,
  { base, defaultSort = 'newest', sorts = LISTING_SORTS, q, facets = {} }: ListingOptions = {},
): Promise<ListingData> {
  const choices = readListingChoices(url.searchParams, sorts);
  const query = toCatalogQuery(choices, { base, defaultSort });
  const listing =
    q !== undefined
      ? searchProducts(api, { ...query.params, q })
      : listProducts(api, query.params).then((page) => ({ ...page, fuzzy: false }));
  const { skip: _skip, limit: _limit, sort: _sort, ...narrowing } = query.params;
  const wanted = facets.brands || facets.categories || facets.concerns;
  const [page, values] = await Promise.all([
    listing,
    wanted
      ? listListingFacets(api, q !== undefined ? { ...narrowing, q } : narrowing)
      : { brands: [], categories: [], concerns: [] },
  ]);
  const { limit, page: pageNumber } = query.normalized;
  const filtered = isFilteredListing(query.normalized);
  return {
    products: page.items,
    total: page.total,
    filtered,
    page: pageNumber,
    limit,
    pageCount: listingPageCount({
      total: page.total,
      filtered,
      page: pageNumber,
      limit,
      itemsOnPage: page.items.length,
    }),
    sorts,
    sort: (query.params.sort as ProductSort | undefined) ?? defaultSort,
    choices,
    facets: {
      brands: facets.brands ? values.brands.map(facetOption) : [],
      categories: facets.categories ? values.categories.map(facetOption) : [],
      concerns: facets.concerns
        ? values.concerns.map(({ id, name, slug, total }) => ({ id, name, slug, total }))
        : [],
    },
    fuzzy: page.fuzzy,
  };
}
