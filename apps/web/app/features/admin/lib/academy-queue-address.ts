import { WIB_OFFSET_MS } from '@kilau/domain/shared';

/**
 * The academy queues' addresses: the state shown (`status`), the page (`page`, the API's pages
 * of 20) and the row open beside the list (`open`); the winners' month (`period`, WIB).
 */
export type AcademyQueueAddress<S extends string> = {
  status: S;
  page: number;
  open: number | null;
};

const PAGE_MAX = 10_000;
const PERIOD = /^[0-9]{4}-(0[1-9]|1[0-2])$/;

const positive = (value: string | null, max: number) => {
  const number = Number(value);
  return Number.isSafeInteger(number) && number > 0 && number <= max ? number : null;
};

/** A queue's state from its address; an unknown status is the first (the waiting one). */
export function readAcademyQueueAddress<S extends string>(
  params: URLSearchParams,
  statuses: readonly [S, ...S[]],
): AcademyQueueAddress<S> {
  const status = params.get('status');
  return {
    status: statuses.find((known) => known === status) ?? statuses[0],
    page: positive(params.get('page'), PAGE_MAX) ?? 1,
    open: positive(params.get('open'), Number.MAX_SAFE_INTEGER),
  };
}

/** A queue's address in a state, at a page, with a row open or not. */
export function academyQueueHref<S extends string>(
  path: string,
  statuses: readonly [S, ...S[]],
  address: AcademyQueueAddress<S>,
) {
  const params = new URLSearchParams();
  if (address.status !== statuses[0]) params.set('status', address.status);
  if (address.page > 1) params.set('page', String(address.page));
  if (address.open !== null) params.set('open', String(address.open));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** The month (`YYYY-MM`) `now` falls in, in WIB. */
export const wibPeriodOf = (now: Date) =>
  new Date(now.getTime() + WIB_OFFSET_MS).toISOString().slice(0, 7);

/** The winners' month from the address: a valid `period`, else this month (and says so). */
export function readAcademyPeriod(
  params: URLSearchParams,
  now: Date,
): { period: string; invalid: boolean } {
  const asked = (params.get('period') ?? '').trim();
  if (PERIOD.test(asked)) return { period: asked, invalid: false };
  return { period: wibPeriodOf(now), invalid: asked !== '' };
}
