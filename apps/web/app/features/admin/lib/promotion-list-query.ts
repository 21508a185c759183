import { VOUCHER_STATUSES } from '@kilau/domain/admin';

export const PROMOTION_PAGE_SIZE = 50;
export const STATUS_FILTERS = ['all', ...VOUCHER_STATUSES] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

/** A promotion list's search, status and page as its address carries them (`q`, `status`, `skip`). */
export function promotionListQuery(url: URL) {
  const params = url.searchParams;
  const q = (params.get('q') ?? '').trim().slice(0, 60);
  const asked = params.get('status') ?? 'all';
  const status: StatusFilter = (STATUS_FILTERS as readonly string[]).includes(asked)
    ? (asked as StatusFilter)
    : 'all';
  const skipped = Number(params.get('skip'));
  const skip = Number.isInteger(skipped) && skipped > 0 ? skipped : 0;
  return { q, status, skip, limit: PROMOTION_PAGE_SIZE };
}

/** The list's address for another page (the filters kept). */
export function promotionListHref(
  path: string,
  { q, status }: { q: string; status: StatusFilter },
  skip: number,
) {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (status !== 'all') params.set('status', status);
  if (skip > 0) params.set('skip', String(skip));
  const query = params.toString();
  return `${path}${query ? `?${query}` : ''}`;
}
