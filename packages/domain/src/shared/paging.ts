import {
  DEFAULT_PAGE,
  DEFAULT_PAGE_SIZE,
  PAGINATION_BASE_WINDOW,
  PAGINATION_SLIDING_FROM_PAGE,
  PAGINATION_SLIDING_WINDOW,
} from './constants';

export type Paging = { page: number; limit: number; skip: number };

/** Largest page size a client may ask for unless a list allows more (regions allow 999). */
export const DEFAULT_MAX_LIMIT = 100;

/** Records to skip for a 1-based page: limit × (page − 1) (spec §5). */
export function pageToSkip(page: number, limit: number): number {
  return limit * (Math.max(1, Math.floor(page)) - 1);
}

function positiveInteger(value: unknown): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 1 ? number : null;
}

/**
 * Page and limit from query parameters: page defaults to 1, limit to 16 (spec §2); anything not
 * a positive integer falls back to the default and the limit is capped (a top-tier API never
 * lets a client ask for an unbounded page).
 */
export function parsePaging(
  query: { page?: unknown; limit?: unknown },
  options: { defaultLimit?: number; maxLimit?: number } = {},
): Paging {
  const { defaultLimit = DEFAULT_PAGE_SIZE, maxLimit = DEFAULT_MAX_LIMIT } = options;
  const page = positiveInteger(query.page) ?? DEFAULT_PAGE;
  const limit = Math.min(positiveInteger(query.limit) ?? defaultLimit, maxLimit);
  return { page, limit, skip: pageToSkip(page, limit) };
}

/** More pages exist only while the last page came back full (spec 000 §4 order list). */
export function hasMorePages(lastPageCount: number, limit: number): boolean {
  return limit > 0 && lastPageCount === limit;
}

/** Number of pages for a total count. */
export function countPages(total: number, limit: number): number {
  return limit > 0 && total > 0 ? Math.ceil(total / limit) : 0;
}

/**
 * Page numbers shown by the pagination bar (spec §9): below page 6 it shows pages 1 to
 * 3 + page − 1 (two ahead of the current page); from page 6 on, a window of 5 pages around the
 * current one. Never beyond the last page.
 */
export function paginationWindow(currentPage: number, totalPages: number): number[] {
  if (totalPages < 1) return [];
  const current = Math.min(Math.max(1, Math.floor(currentPage)), totalPages);
  let first = 1;
  let last = PAGINATION_BASE_WINDOW + current - 1;
  if (current >= PAGINATION_SLIDING_FROM_PAGE) {
    const half = Math.floor(PAGINATION_SLIDING_WINDOW / 2);
    last = Math.min(totalPages, current + half);
    first = Math.max(1, last - PAGINATION_SLIDING_WINDOW + 1);
  }
  last = Math.min(last, totalPages);
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}
