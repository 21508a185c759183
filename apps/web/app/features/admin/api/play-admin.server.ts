import type { AdminLuckyDraw, AdminLuckyDrawPrize } from '@kilau/domain/admin';
import type { AdminPartnerPrize, Badge, MemberRewards } from '@kilau/domain/rewards';
import { toAnswer, type Answer } from '~/lib/api-answer';
import type { ApiClient } from '~/lib/api-client.server';

/**
 * The back office's lucky-draw prizes (`promotions.write`, docs/design/lucky-draw.md) and partner
 * prizes and token grants (docs/design/rewards.md).
 */
export const PLAY_API = {
  prizes: '/api/admin/lucky-draw/prizes',
  prize: (id: number) => `/api/admin/lucky-draw/prizes/${id}`,
  partnerPrizes: '/api/admin/partner-prizes',
  partnerPrize: (id: number) => `/api/admin/partner-prizes/${id}`,
  tokens: (customerId: number) => `/api/admin/customers/${customerId}/tokens`,
  /** A member's public rewards: the badges (balances are the member's own). */
  rewards: (customerId: number) => `/api/user/${customerId}/rewards`,
} as const;

const json = (method: string, body: unknown) => ({
  method,
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

/** A read: the data, null when there is none (404), undefined when the API does not answer. */
async function read<T>(api: ApiClient, path: string): Promise<T | null | undefined> {
  const result = await api.get<T>(path);
  if (result.ok) return result.data;
  return result.status === 404 ? null : undefined;
}

/** A create (`id` null, POST) or an edit (PATCH) of one record. */
async function save<T>(
  api: ApiClient,
  paths: { list: string; one: (id: number) => string },
  id: number | null,
  body: object,
): Promise<Answer<T>> {
  return toAnswer(
    await api.request<T>(
      id === null ? paths.list : paths.one(id),
      json(id === null ? 'POST' : 'PATCH', body),
    ),
  );
}

export const luckyDraw = (api: ApiClient) => read<AdminLuckyDraw>(api, PLAY_API.prizes);
export const luckyDrawPrize = (api: ApiClient, id: number) =>
  read<AdminLuckyDrawPrize>(api, PLAY_API.prize(id));
export const saveLuckyDrawPrize = (api: ApiClient, id: number | null, body: object) =>
  save<AdminLuckyDrawPrize>(api, { list: PLAY_API.prizes, one: PLAY_API.prize }, id, body);

export const partnerPrizes = (api: ApiClient) =>
  read<AdminPartnerPrize[]>(api, PLAY_API.partnerPrizes);
export const partnerPrize = (api: ApiClient, id: number) =>
  read<AdminPartnerPrize>(api, PLAY_API.partnerPrize(id));
export const savePartnerPrize = (api: ApiClient, id: number | null, body: object) =>
  save<AdminPartnerPrize>(
    api,
    { list: PLAY_API.partnerPrizes, one: PLAY_API.partnerPrize },
    id,
    body,
  );

export async function grantTokens(
  api: ApiClient,
  customerId: number,
  body: { delta: number; reason: string },
) {
  return toAnswer(
    await api.request<{ user_id: number; total_october_campaign_tokens: number }>(
      PLAY_API.tokens(customerId),
      json('POST', body),
    ),
  );
}

/** The badges a member earned (empty when the API cannot say). */
export async function memberBadges(api: ApiClient, customerId: number): Promise<Badge[]> {
  const result = await api.get<MemberRewards>(PLAY_API.rewards(customerId));
  return result.ok ? result.data.badges : [];
}
