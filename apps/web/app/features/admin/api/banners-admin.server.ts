import type {
  AdminBanner,
  AdminCampaign,
  AdminCampaignSummary,
  BannerPlacement,
  BannerStatus,
} from '@kilau/domain/admin';
import { toAnswer, type Answer } from '~/lib/api-answer';
import type { ApiClient } from '~/lib/api-client.server';

/** The back office's banners and campaigns API (docs/design/back-office.md). */
export const BANNERS_API = {
  banners: '/api/admin/banners',
  banner: (id: number) => `/api/admin/banners/${id}`,
  bannerImage: (id: number) => `/api/admin/banners/${id}/image`,
  campaigns: '/api/admin/campaigns',
  campaign: (id: number) => `/api/admin/campaigns/${id}`,
} as const;

const json = (method: string, body: unknown) => ({
  method,
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

export async function listBanners(
  api: ApiClient,
  filter: { location?: BannerPlacement | undefined; status?: BannerStatus | undefined },
): Promise<AdminBanner[] | null> {
  const query = new URLSearchParams();
  if (filter.location) query.set('location', filter.location);
  if (filter.status) query.set('status', filter.status);
  const search = query.size > 0 ? `?${query}` : '';
  const result = await api.get<AdminBanner[]>(`${BANNERS_API.banners}${search}`);
  return result.ok ? result.data : null;
}

/** One banner; null when there is none (404), undefined when the API does not answer. */
export async function getBanner(api: ApiClient, id: number) {
  const result = await api.get<AdminBanner>(BANNERS_API.banner(id));
  if (result.ok) return result.data;
  return result.status === 404 ? null : undefined;
}

export async function createBanner(api: ApiClient, body: object): Promise<Answer<AdminBanner>> {
  return toAnswer(await api.request<AdminBanner>(BANNERS_API.banners, json('POST', body)));
}

export async function updateBanner(
  api: ApiClient,
  id: number,
  body: object,
): Promise<Answer<AdminBanner>> {
  return toAnswer(await api.request<AdminBanner>(BANNERS_API.banner(id), json('PATCH', body)));
}

/** The picture, passed on as the multipart form the API reads. */
export async function uploadBannerImage(
  api: ApiClient,
  id: number,
  file: File,
): Promise<Answer<AdminBanner>> {
  const body = new FormData();
  body.set('image', file, file.name || 'banner');
  return toAnswer(
    await api.request<AdminBanner>(BANNERS_API.bannerImage(id), { method: 'POST', body }),
  );
}

export async function listCampaigns(api: ApiClient): Promise<AdminCampaignSummary[] | null> {
  const result = await api.get<AdminCampaignSummary[]>(BANNERS_API.campaigns);
  return result.ok ? result.data : null;
}

export async function getCampaign(api: ApiClient, id: number) {
  const result = await api.get<AdminCampaign>(BANNERS_API.campaign(id));
  if (result.ok) return result.data;
  return result.status === 404 ? null : undefined;
}

export async function saveCampaign(
  api: ApiClient,
  id: number | null,
  body: object,
): Promise<Answer<AdminCampaign>> {
  return toAnswer(
    id === null
      ? await api.request<AdminCampaign>(BANNERS_API.campaigns, json('POST', body))
      : await api.request<AdminCampaign>(BANNERS_API.campaign(id), json('PATCH', body)),
  );
}
