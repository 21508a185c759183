import { normalizeListingQuery, type ListingQuery } from '@kilau/domain/catalog';
import type { QueryValue } from '~/lib/query-string';
import type { ProductSort, ProductTile } from '../types';

/**
 * A listing's URL (`?page=2&sort=price_asc&brand_id=3&brand_id=7&min_price=50000&rating=4`)
 * read into the shopper's choices, then into the catalogue query through the domain's
 * normalisation (000 §5: page → skip, the price and rating filters, pre-order unless
 * all_product, empty and zero values dropped).
 */

export const LISTING_SORTS = [
  'newest',
  'bestseller',
  'price_asc',
  'price_desc',
  'rating',
  'discount',
] as const satisfies readonly ProductSort[];

export type ListingSort = ProductSort;

/** The filters a listing's URL may carry (a page's own scope comes in as `base`). */
export type ListingChoices = {
  page: string | null;
  limit: string | null;
  sort: ProductSort | null;
  brandIds: number[];
  tags: string[];
  categoryId: number | null;
  minPrice: number | null;
  maxPrice: number | null;
  rating: number | null;
  preOrder: boolean;
  allProduct: boolean;
};

const positiveInt = (value: string | null): number | null => {
  if (value === null || !/^\d+$/.test(value.trim())) return null;
  const number = Number(value);
  return Number.isSafeInteger(number) && number > 0 ? number : null;
};

/** Repeated (`brand_id=1&brand_id=2`) or comma-separated (`brand_id=1,2`) values, once each. */
const listParam = (params: URLSearchParams, name: string): string[] => [
  ...new Set(
    params
      .getAll(name)
      .flatMap((value) => value.split(','))
      .map((value) => value.trim())
      .filter(Boolean),
  ),
];

export function readListingChoices(
  params: URLSearchParams,
  sorts: readonly ProductSort[] = LISTING_SORTS,
): ListingChoices {
  const sort = params.get('sort');
  const rating = positiveInt(params.get('rating'));
  return {
    page: params.get('page'),
    limit: params.get('limit'),
    sort: sort && (sorts as readonly string[]).includes(sort) ? (sort as ProductSort) : null,
    brandIds: listParam(params, 'brand_id')
      .map((value) => positiveInt(value))
      .filter((value): value is number => value !== null),
    tags: listParam(params, 'tag').filter((value) => /^[a-z0-9-]{1,60}$/.test(value)),
    categoryId: positiveInt(params.get('category_id')),
    minPrice: params.get('min_price') === '0' ? 0 : positiveInt(params.get('min_price')),
    maxPrice: positiveInt(params.get('max_price')),
    rating: rating !== null && rating <= 5 ? rating : null,
    preOrder: params.get('pre_order') === 'true',
    allProduct: params.get('all_product') === 'true',
  };
}

/** How many filters the shopper chose (the badge on the mobile filter button). */
export function countActiveFilters(choices: ListingChoices): number {
  return (
    choices.brandIds.length +
    choices.tags.length +
    (choices.categoryId ? 1 : 0) +
    (choices.minPrice !== null || choices.maxPrice !== null ? 1 : 0) +
    (choices.rating ? 1 : 0) +
    (choices.preOrder ? 1 : 0)
  );
}

/** A page's own scope, which the shopper's filters never widen. */
export type ListingBase = {
  category_id?: number;
  brand_id?: number[];
  tag?: string[];
  is_new?: boolean;
  is_sale?: boolean;
  flash_sale?: boolean;
  promotion_id?: number;
};

export type CatalogQuery = {
  normalized: ListingQuery;
  /** Query parameters for `GET /v3/products` (or `/v3/search` plus `q`). */
  params: Record<string, QueryValue>;
};

export function toCatalogQuery(
  choices: ListingChoices,
  { base = {}, defaultSort = 'newest' }: { base?: ListingBase; defaultSort?: ProductSort } = {},
): CatalogQuery {
  const hasPrice = choices.minPrice !== null || choices.maxPrice !== null;
  const normalized = normalizeListingQuery({
    page: choices.page,
    limit: choices.limit,
    // Without a maximum the range is open-ended ('from Rp X'): no upper bound is sent.
    price: hasPrice
      ? {
          min: choices.minPrice ?? 0,
          ...(choices.maxPrice !== null ? { max: choices.maxPrice } : {}),
        }
      : null,
    rating: choices.rating,
    preOrder: choices.preOrder,
    allProduct: choices.allProduct,
    filters: {
      brand_id: base.brand_id ?? choices.brandIds,
      tag: [...new Set([...(base.tag ?? []), ...choices.tags])],
      category_id: base.category_id ?? choices.categoryId,
      is_new: base.is_new,
      is_sale: base.is_sale,
      flash_sale: base.flash_sale,
      promotion_id: base.promotion_id,
    },
  });
  const { price, rating } = normalized;
  return {
    normalized,
    params: {
      skip: normalized.skip,
      limit: normalized.limit,
      sort: choices.sort ?? defaultSort,
      ...(normalized.filters as Record<string, QueryValue>),
      ...(price ? { min_price: price.min } : {}),
      ...(price?.max !== undefined ? { max_price: price.max } : {}),
      ...(rating ? { rating: rating.min } : {}),
      ...(normalized.preOrder ? { pre_order: true } : {}),
    },
  };
}

/** A filter choice as the panel renders it: a brand or category with its product count. */
export type FacetOption = { id: number; name: string; total: number };
/** A concern as the panel renders it (its slug is the `tag` value), with its product count. */
export type ConcernOption = FacetOption & { slug: string };

/** Everything a listing page renders: one page of tiles, the shopper's choices and the facets. */
export type ListingData = {
  products: ProductTile[];
  /** The API's total: counted to 101 in filtered list mode, estimated above 1,000. */
  total: number;
  /** Filtered list mode (any filter, the page's own scope included): the count caps at 100. */
  filtered: boolean;
  page: number;
  limit: number;
  /** The pages the pager offers (`listingPageCount`): every product stays reachable. */
  pageCount: number;
  sorts: readonly ProductSort[];
  sort: ProductSort;
  choices: ListingChoices;
  facets: { brands: FacetOption[]; categories: FacetOption[]; concerns: ConcernOption[] };
  /** Search only: the typo-tolerant fallback answered. */
  fuzzy: boolean;
};
