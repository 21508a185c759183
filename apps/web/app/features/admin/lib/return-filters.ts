import type { AdminReturnStatus } from '../types';

export const RETURNS_PAGE_SIZE = 20;
export const RETURNS_SEARCH_MAX = 100;

/** The queue's status filter: `open` (still being handled, the default), one state, or `all`. */
export type ReturnStatusFilter = 'open' | 'all' | AdminReturnStatus;

const STATUS_FILTERS: readonly ReturnStatusFilter[] = [
  'open',
  'requested',
  'approved',
  'received',
  'refunding',
  'refunded',
  'rejected',
  'cancelled',
  'all',
];

export type ReturnFilters = { status: ReturnStatusFilter; q: string };
export type ReturnListQuery = ReturnFilters & { skip: number; limit: number };

const isStatusFilter = (value: string | null): value is ReturnStatusFilter =>
  (STATUS_FILTERS as readonly (string | null)[]).includes(value);

/** The queue page's state from its address: `status` (open by default), `q`, `skip`. */
export function readReturnFilters(params: URLSearchParams): {
  filters: ReturnFilters;
  query: ReturnListQuery;
} {
  const status = params.get('status');
  const filters: ReturnFilters = {
    status: isStatusFilter(status) ? status : 'open',
    q: (params.get('q') ?? '').trim().slice(0, RETURNS_SEARCH_MAX),
  };
  const skip = Number(params.get('skip'));
  return {
    filters,
    query: {
      ...filters,
      skip: Number.isInteger(skip) && skip > 0 && skip <= 100_000 ? skip : 0,
      limit: RETURNS_PAGE_SIZE,
    },
  };
}

/** The queue page's address with these filters, at `skip`. */
export function returnsHref(filters: ReturnFilters, skip = 0) {
  const params = new URLSearchParams();
  if (filters.status !== 'open') params.set('status', filters.status);
  if (filters.q) params.set('q', filters.q);
  if (skip > 0) params.set('skip', String(skip));
  const search = params.toString();
  return search ? `/admin/returns?${search}` : '/admin/returns';
}

/** A return's page in the back office. */
export const adminReturnPath = (reference: string) =>
  `/admin/returns/${encodeURIComponent(reference)}`;
