import { isFilteredListing, listingPageCount } from '@kilau/domain/catalog';
import type { ApiClient } from '~/lib/api-client.server';
import type { ProductSort } from '../types';
import {
  listBrandFacets,
  listCategoryFacets,
  listProducts,
  listTags,
  searchProducts,
} from './catalog.server';
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
  facets?: {
    /** Brand filter among a category's products (`true`: every brand). */
    brands?: number | true;
    /** Category filter among a brand's products (`true`: every category). */
    categories?: number | true;
    concerns?: boolean;
  };
};

/** Only what the filter panel renders goes into the loader data. */
const facetOption = ({ id, name, total }: FacetOption): FacetOption => ({ id, name, total });

const scope = (value: number | true | undefined) => (value === true ? undefined : value);

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
  const [page, brands, categories, tags] = await Promise.all([
    listing,
    facets.brands !== undefined ? listBrandFacets(api, scope(facets.brands)) : [],
    facets.categories !== undefined ? listCategoryFacets(api, scope(facets.categories)) : [],
    facets.concerns ? listTags(api) : [],
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
      brands: brands.map(facetOption),
      categories: categories.map(facetOption),
      concerns: tags
        .filter((tag) => tag.type === 'concern')
        .map(({ id, name, slug }) => ({ id, name, slug })),
    },
    fuzzy: page.fuzzy,
  };
}
