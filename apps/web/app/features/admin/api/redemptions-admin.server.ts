import type { AdminRedemption, PartnerPrize, RedemptionStatus } from '@kilau/domain/rewards';
import { toAnswer, type Answer } from '~/lib/api-answer';
import type { ApiClient } from '~/lib/api-client.server';

/** The back office's redemption queue (docs/design/rewards.md "The redemption queue"). */
export const REDEMPTIONS_API = {
  list: '/api/admin/reward-redemptions',
  fulfil: (id: number) => `/api/admin/reward-redemptions/${id}/fulfil`,
  cancel: (id: number) => `/api/admin/reward-redemptions/${id}/cancel`,
  /** The prizes members can redeem now (public): the prize filter's choices. */
  offered: '/api/rewards',
} as const;

export type RedemptionListQuery = {
  /** null: every status. */
  status: RedemptionStatus | null;
  /** A member's id or part of their e-mail. */
  user: string;
  prizeId: number | null;
  skip: number;
  limit: number;
};

/** One page of the queue, newest first; null when the API does not answer. */
export async function listRedemptions(
  api: ApiClient,
  query: RedemptionListQuery,
): Promise<{ rows: AdminRedemption[]; total: number } | null> {
  const params = new URLSearchParams();
  if (query.status) params.set('status', query.status);
  if (query.user) params.set('user', query.user);
  if (query.prizeId !== null) params.set('prize_id', String(query.prizeId));
  params.set('skip', String(query.skip));
  params.set('limit', String(query.limit));
  const result = await api.get<AdminRedemption[]>(`${REDEMPTIONS_API.list}?${params}`);
  return result.ok ? { rows: result.data, total: result.meta.total ?? result.data.length } : null;
}

/** The offered prizes (id and name) for the filter; empty when the API cannot say. */
export async function offeredPrizes(api: ApiClient): Promise<Array<{ id: number; name: string }>> {
  const result = await api.get<PartnerPrize[]>(REDEMPTIONS_API.offered);
  return result.ok ? result.data.map((prize) => ({ id: Number(prize.id), name: prize.name })) : [];
}

export const fulfilRedemption = async (
  api: ApiClient,
  id: number,
  body: { reference: string | null },
): Promise<Answer<AdminRedemption>> =>
  toAnswer(
    await api.post<AdminRedemption>(
      REDEMPTIONS_API.fulfil(id),
      body.reference ? { reference: body.reference } : {},
    ),
  );

export const cancelRedemption = async (
  api: ApiClient,
  id: number,
  body: { reason: string },
): Promise<Answer<AdminRedemption>> =>
  toAnswer(await api.post<AdminRedemption>(REDEMPTIONS_API.cancel(id), body));
