import type { ApiClient } from '~/lib/api-client.server';
import type { BannerGroups } from '../types';

/** Banner fetches are retried up to 3 times (000 §8); a failure leaves the placements empty. */
const ATTEMPTS = 3;

/** The active banners of several placements at once (`GET /api/banners/all`). */
export async function loadBanners(
  api: ApiClient,
  locations: readonly string[],
): Promise<BannerGroups> {
  const path = `/api/banners/all?locations=${locations.join(',')}`;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    const result = await api.get<BannerGroups>(path);
    if (result.ok) return result.data ?? {};
    // Only server-side failures are worth another try.
    if (result.status !== 0 && result.status < 500) break;
  }
  return {};
}
