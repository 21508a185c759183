import { BANNER_FETCH_RETRIES, type CampaignIcon } from '@kilau/domain/engagement';
import type { ApiClient } from '~/lib/api-client';
import type { BannerGroups } from '../types';

/** Between the browser's tries: a short pause that doubles (250 ms, then 500 ms). */
const BROWSER_BACKOFF_MS = 250;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The active banners of several placements at once (`GET /api/banners/all`), tried up to 3 times
 * (001 §4, §9); only server-side failures are worth another try. A failure leaves the placements
 * empty (null with `orNull`, so the browser keeps what it shows). The server's loaders try again
 * at once; the browser waits `backoffMs`, doubled each time.
 */
export async function loadBanners(
  api: ApiClient,
  locations: readonly string[],
  options: { backoffMs?: number } = {},
): Promise<BannerGroups> {
  return (await tryBanners(api, locations, options.backoffMs ?? 0)) ?? {};
}

/** As `loadBanners`, from the browser (with the short backoff); null when every try failed. */
export const refetchBanners = (api: ApiClient, locations: readonly string[]) =>
  tryBanners(api, locations, BROWSER_BACKOFF_MS);

async function tryBanners(
  api: ApiClient,
  locations: readonly string[],
  backoffMs: number,
): Promise<BannerGroups | null> {
  const path = `/api/banners/all?locations=${locations.join(',')}`;
  for (let attempt = 1; attempt <= BANNER_FETCH_RETRIES; attempt += 1) {
    const result = await api.get<BannerGroups>(path);
    if (result.ok) return result.data ?? {};
    if (result.status !== 0 && result.status < 500) break;
    if (backoffMs > 0 && attempt < BANNER_FETCH_RETRIES)
      await pause(backoffMs * 2 ** (attempt - 1));
  }
  return null;
}

/** The running campaigns shown as the floating round icon (`GET /api/campaign-icons`). */
export async function loadCampaignIcons(api: ApiClient): Promise<CampaignIcon[]> {
  const result = await api.get<CampaignIcon[]>('/api/campaign-icons');
  return result.ok ? (result.data ?? []) : [];
}
