import { countPages, parsePaging, type Paging } from '../shared/paging';
import {
  FILTERED_LISTING_COUNT_CAP,
  PRICE_FILTER_FULL_RANGE,
  RATING_FILTER_SPAN,
} from './constants';

/** A price range in rupiah; without `max` it is open-ended ('from Rp X'). */
export type PriceRange = { min: number; max?: number };

export type ListingQueryInput = {
  page?: unknown;
  limit?: unknown;
  price?: PriceRange | null;
  rating?: number | null;
  preOrder?: boolean;
  allProduct?: boolean;
  /** Any other filter (brand ids, tags, sort, …), dropped when empty or zero. */
  filters?: Record<string, unknown>;
};

export type ListingQuery = Paging & {
  price?: PriceRange;
  rating?: { min: number; max: number };
  preOrder?: true;
  filters: Record<string, unknown>;
};

/** Empty or zero query values are dropped (000 §5, 001 §5). */
export function isEmptyQueryValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '' || Number(value.trim()) === 0;
  if (typeof value === 'number') return value === 0 || Number.isNaN(value);
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

export function dropEmptyQueryValues(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => !isEmptyQueryValue(value)),
  );
}

/**
 * The price filter is ignored at the full 0–1,000,000 range and when both bounds are equal; an
 * open-ended range ('from Rp X') applies unless it starts at 0, which excludes nothing.
 */
export function isPriceFilterActive(price: PriceRange | null | undefined): boolean {
  if (!price) return false;
  if (price.max === undefined) return price.min > 0;
  const full =
    price.min === PRICE_FILTER_FULL_RANGE.min && price.max === PRICE_FILTER_FULL_RANGE.max;
  return !full && price.min !== price.max;
}

/** A rating filter of n covers n up to n + 0.999. */
export const ratingFilterRange = (value: number): { min: number; max: number } => ({
  min: value,
  max: Math.round((value + RATING_FILTER_SPAN) * 1000) / 1000,
});

/**
 * The catalogue query behind a listing (000 §5, 001 §5): paging as skip/limit, the price filter
 * unless it is the full or an empty range, the rating range, the pre-order filter unless
 * all_product is chosen, and the other filters without empty or zero values.
 */
export function normalizeListingQuery(input: ListingQueryInput): ListingQuery {
  const query: ListingQuery = {
    ...parsePaging({ page: input.page, limit: input.limit }),
    filters: dropEmptyQueryValues(input.filters ?? {}),
  };
  if (input.price && isPriceFilterActive(input.price)) query.price = { ...input.price };
  if (input.rating != null && input.rating > 0) query.rating = ratingFilterRange(input.rating);
  if (input.preOrder && !input.allProduct) query.preOrder = true;
  return query;
}

/** Whether any filter narrows the listing (filtered list mode). */
export const isFilteredListing = (query: ListingQuery): boolean =>
  Object.keys(query.filters).length > 0 || !!query.price || !!query.rating || !!query.preOrder;

/**
 * Listing and search totals are counted exactly up to this many matches; above it the API
 * answers the planner's estimate (ADR 0025), so a total never walks the whole catalogue.
 */
export const EXACT_LISTING_TOTAL = 1_000;

/**
 * How far a listing's total is counted: in filtered list mode to the spec's cap of 100 (§9),
 * otherwise to `EXACT_LISTING_TOTAL`. The API counts one row past it, so a total above the
 * limit means "more than" (ADR 0036).
 */
export const listingCountLimit = (filtered: boolean): number =>
  filtered ? FILTERED_LISTING_COUNT_CAP : EXACT_LISTING_TOTAL;

export type ListingTotalShown = { count: number; atLeast: boolean };

/**
 * What a shopper is told of a total — one rule for both caps (§9, ADR 0025, ADR 0036): the
 * exact count up to the listing's limit (100 in filtered list mode, else 1,000), and above it
 * the limit with `atLeast` ("100+ produk", "1.000+ produk"), never a capped or estimated figure
 * shown as a count.
 */
export function listingTotalShown(total: number, filtered: boolean): ListingTotalShown {
  const limit = listingCountLimit(filtered);
  return total > limit
    ? { count: limit, atLeast: true }
    : { count: Math.max(0, total), atLeast: false };
}

/**
 * The pages a pager may offer. From an exact total, its pages. Above the limit the total is a
 * floor (capped) or an estimate, so a page that came back full always offers the next one and a
 * page that has products counts as a page: every product stays reachable.
 */
export function listingPageCount(listing: {
  total: number;
  filtered: boolean;
  page: number;
  limit: number;
  /** How many products the current page holds. */
  itemsOnPage: number;
}): number {
  const { total, filtered, page, limit, itemsOnPage } = listing;
  const counted = countPages(total, limit);
  if (!listingTotalShown(total, filtered).atLeast || itemsOnPage === 0) return counted;
  return Math.max(counted, itemsOnPage >= limit ? page + 1 : page);
}
