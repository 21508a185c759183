import { REDEMPTION_STATUSES, REWARD_LIMITS, type RedemptionStatus } from '@kilau/domain/rewards';
import type { RedemptionListQuery } from '../api/redemptions-admin.server';

export const REDEMPTIONS_PAGE_SIZE = 20;
export const REDEMPTIONS_SEARCH_MAX = REWARD_LIMITS.memberSearch;

/** The queue's filters: the status tab (null: every one), the member searched, one prize. */
export type RedemptionFilters = {
  status: RedemptionStatus | null;
  user: string;
  prizeId: number | null;
};

const isStatus = (value: string | null): value is RedemptionStatus =>
  (REDEMPTION_STATUSES as readonly (string | null)[]).includes(value);

/**
 * The queue page's state from its address: `status` (requested by default — who is waiting —,
 * `all` for every one), `user`, `prize_id`, `skip`.
 */
export function readRedemptionFilters(params: URLSearchParams): {
  filters: RedemptionFilters;
  query: RedemptionListQuery;
} {
  const status = params.get('status');
  const prize = Number(params.get('prize_id'));
  const filters: RedemptionFilters = {
    status: status === 'all' ? null : isStatus(status) ? status : 'requested',
    user: (params.get('user') ?? '').trim().slice(0, REDEMPTIONS_SEARCH_MAX),
    prizeId: Number.isSafeInteger(prize) && prize > 0 ? prize : null,
  };
  const skip = Number(params.get('skip'));
  return {
    filters,
    query: {
      ...filters,
      skip: Number.isInteger(skip) && skip > 0 && skip <= 1_000_000 ? skip : 0,
      limit: REDEMPTIONS_PAGE_SIZE,
    },
  };
}

/** The queue page's address with these filters, at `skip`. */
export function redemptionsHref(filters: RedemptionFilters, skip = 0) {
  const params = new URLSearchParams();
  if (filters.status !== 'requested') params.set('status', filters.status ?? 'all');
  if (filters.user) params.set('user', filters.user);
  if (filters.prizeId !== null) params.set('prize_id', String(filters.prizeId));
  if (skip > 0) params.set('skip', String(skip));
  const search = params.toString();
  return search ? `/admin/reward-redemptions?${search}` : '/admin/reward-redemptions';
}
