import type { PublicProfile } from '@kilau/domain/accounts';
import type { MemberRewards, PartnerPrize, RedeemAnswer, RedeemInput } from '@kilau/domain/rewards';
import type { ApiClient } from '~/lib/api-client.server';

/** The rewards calls (001 §7; docs/design/rewards.md). */
export const REWARDS_API = {
  mine: '/api/user/me/rewards',
  prizes: '/api/rewards',
  redeem: '/api/user/me/tokens/redeem',
  profile: '/api/profile',
} as const;

/** The member's badges, balances and redemptions; `guest` on a 401, null when unreadable. */
export async function fetchMyRewards(api: ApiClient): Promise<MemberRewards | 'guest' | null> {
  const result = await api.get<MemberRewards>(REWARDS_API.mine);
  if (result.ok) return result.data;
  return result.status === 401 ? 'guest' : null;
}

/** The partner prizes on offer (empty when they cannot be read: the page says none). */
export async function fetchPartnerPrizes(api: ApiClient): Promise<PartnerPrize[]> {
  const result = await api.get<PartnerPrize[]>(REWARDS_API.prizes);
  return result.ok && Array.isArray(result.data) ? result.data : [];
}

/** `POST /api/user/me/tokens/redeem` under the form's `Idempotency-Key`. */
export const redeemPrize = (api: ApiClient, input: RedeemInput, idempotencyKey: string) =>
  api.post<RedeemAnswer>(REWARDS_API.redeem, input, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });

/** A member's public profile by username (`GET /api/profile?filter[user_name]=`), or null. */
export async function fetchPublicProfile(
  api: ApiClient,
  userName: string,
): Promise<PublicProfile | null | 'failed'> {
  const result = await api.get<PublicProfile>(
    `${REWARDS_API.profile}?filter[user_name]=${encodeURIComponent(userName)}`,
  );
  if (result.ok) return result.data;
  return result.status === 404 ? null : 'failed';
}
