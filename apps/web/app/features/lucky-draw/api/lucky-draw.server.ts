import {
  LUCKY_DRAW,
  LuckyDrawEmailRequestSchema,
  type LuckyDrawEmail,
  type LuckyDrawVoucher,
} from '@kilau/domain/engagement';
import type { ApiClient } from '~/lib/api-client.server';

const PROMOTIONS_PATH = '/api/catalog/v3/promotions';

/** The member's lucky-draw calls (001 §7; docs/design/lucky-draw.md). */
export const LUCKY_DRAW_API = {
  claim: '/api/users/me/claim-reward/lucky-draw',
  email: '/api/users/me/claim-reward/lucky-draw/email',
  promotions: PROMOTIONS_PATH,
  campaigns:
    `${PROMOTIONS_PATH}?filter[slug]=${LUCKY_DRAW.campaignSlug}` +
    '&filter[object_type]=campaign&fields=name,slug,is_active,is_display_icon_web',
} as const;

/**
 * The voucher the member claimed before (the "lucky-drop voucher" call, 001 §7): `guest` on a
 * 401; a failure is only logged (001 §8) and reads as none.
 */
export async function fetchClaimedVoucher(
  api: ApiClient,
): Promise<LuckyDrawVoucher | null | 'guest'> {
  const result = await api.get<LuckyDrawVoucher | null>(LUCKY_DRAW_API.claim);
  if (result.ok) return result.data;
  if (result.status === 401) return 'guest';
  console.warn(`lucky draw: the claimed voucher could not be read (${result.status})`);
  return null;
}

/**
 * The draw's campaign list (001 §4: non-empty = quota available; the API leaves out a campaign
 * with no prize left). Never rejects: a failure is `{ ok: false }` (availableQuota false).
 */
export async function fetchDrawCampaigns(
  api: ApiClient,
): Promise<{ ok: true; campaigns: unknown[] } | { ok: false }> {
  const result = await api.get<unknown[]>(LUCKY_DRAW_API.campaigns);
  return result.ok && Array.isArray(result.data)
    ? { ok: true, campaigns: result.data }
    : { ok: false };
}

/** `POST …/claim-reward/lucky-draw` (no body): the won voucher, the same one on a replay. */
export const claimLuckyDraw = (api: ApiClient) => api.post<LuckyDrawVoucher>(LUCKY_DRAW_API.claim);

/** `POST …/claim-reward/lucky-draw/email { voucher_id }`. */
export const emailLuckyDrawVoucher = (api: ApiClient, voucherId: string) =>
  api.post<LuckyDrawEmail>(LUCKY_DRAW_API.email, { voucher_id: voucherId });

/** The e-mail step's `voucher_id` from the posted form, checked by the API's own schema. */
export function emailedVoucherId(form: FormData): string | null {
  const parsed = LuckyDrawEmailRequestSchema.safeParse({ voucher_id: form.get('voucher_id') });
  return parsed.success ? String(parsed.data.voucher_id) : null;
}
