import { buildStatusBuckets, type StatusBucket } from '@kilau/domain/orders';
import {
  DAY_MS,
  HOUR_MS,
  formatFilterDate,
  formatIsoDay,
  isIsoDay,
  startOfWibIsoDay,
} from '@kilau/domain/shared';
import type { ListRequest } from '../api/order-calls';
import type { OrderFilter, OrderStateRow } from '../types';

/** Query parameters the filter lives in, so a filtered list can be shared and reloaded. */
export const FILTER_PARAMS = { status: 'status', from: 'from', to: 'to' } as const;

export const NO_FILTER: OrderFilter = { status: null, from: null, to: null };

/** A real calendar day written `YYYY-MM-DD`, else null. */
export const parseDay = (value: string | null | undefined): string | null =>
  value && isIsoDay(value) ? value : null;

/** The filter in a URL: unknown buckets and malformed days are ignored, a reversed range swapped. */
export function filterFromUrl(url: URL, buckets: readonly StatusBucket[]): OrderFilter {
  const status = url.searchParams.get(FILTER_PARAMS.status);
  let from = parseDay(url.searchParams.get(FILTER_PARAMS.from));
  let to = parseDay(url.searchParams.get(FILTER_PARAMS.to));
  if (from && to && from > to) [from, to] = [to, from];
  return {
    status: buckets.some((bucket) => bucket.group === status) ? status : null,
    from,
    to,
  };
}

/** The page's search string for a filter ('' without one). */
export function filterSearch(filter: OrderFilter): string {
  const params = new URLSearchParams();
  if (filter.status) params.set(FILTER_PARAMS.status, filter.status);
  if (filter.from) params.set(FILTER_PARAMS.from, filter.from);
  if (filter.to) params.set(FILTER_PARAMS.to, filter.to);
  const search = params.toString();
  return search ? `?${search}` : '';
}

export const sameFilter = (a: OrderFilter, b: OrderFilter) =>
  a.status === b.status && a.from === b.from && a.to === b.to;

export const isFiltered = (filter: OrderFilter) => !sameFilter(filter, NO_FILTER);

/** The order states grouped into the status filter's buckets, by formatted name (000 §4). */
export const statusBuckets = (states: readonly OrderStateRow[]) =>
  buildStatusBuckets(states.map((state) => ({ id: state.id, name: state.name })));

/** A page request for the filter: the bucket's state ids and the WIB day range. */
export function listRequest(
  skip: number,
  filter: OrderFilter,
  buckets: readonly StatusBucket[],
): ListRequest {
  const bucket = buckets.find((candidate) => candidate.group === filter.status);
  return { skip, stateIds: bucket?.stateIds ?? null, from: filter.from, to: filter.to };
}

/** The chip's `dd - MM - yy` for a WIB day (000 §9 order filter format). */
export const chipDate = (day: string) => formatFilterDate(startOfWibIsoDay(day));

/** Today's WIB day at `now`. */
export const todayWib = (now: number) => formatIsoDay(now);

/** The WIB day `days` before the one at `now`. */
export function daysBefore(now: number, days: number): string {
  // Noon of that day, clear of any day boundary.
  const noon = startOfWibIsoDay(todayWib(now)).getTime() + 12 * HOUR_MS;
  return formatIsoDay(noon - days * DAY_MS);
}
