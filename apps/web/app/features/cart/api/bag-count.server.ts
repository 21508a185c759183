import type { ApiClient } from '~/lib/api-client.server';

export const BAG_COUNT_PATH = '/api/cart/user/me/carts/count';

/**
 * Items in the shopper's bag, or null when there is nothing to show: signed out (401), no cart
 * yet (404), or the API unavailable. The header hides the badge for null; a failure here never
 * breaks the page. The count is `data` itself (a number) or `data.count`.
 */
export async function fetchBagCount(api: ApiClient): Promise<number | null> {
  const result = await api.get<number | { count?: unknown }>(BAG_COUNT_PATH);
  if (!result.ok) return null;
  const value = typeof result.data === 'number' ? result.data : result.data?.count;
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;
}
