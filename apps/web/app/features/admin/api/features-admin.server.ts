import type { AdminFeatureToggle } from '../types';
import { toAnswer, type Answer } from '~/lib/api-answer';
import type { ApiClient } from '~/lib/api-client.server';

/** The back office's feature toggle calls (docs/design/quick-tour.md "The back office"). */
const FEATURES_API = {
  list: '/api/admin/feature-toggles',
  toggle: (key: string) => `/api/admin/feature-toggles/${encodeURIComponent(key)}`,
} as const;

/** Every toggle; null when the API does not answer. */
export async function listFeatureToggles(api: ApiClient): Promise<AdminFeatureToggle[] | null> {
  const result = await api.get<AdminFeatureToggle[]>(FEATURES_API.list);
  return result.ok ? result.data : null;
}

export const switchFeatureToggle = async (
  api: ApiClient,
  key: string,
  body: { enabled: boolean; version: number },
): Promise<Answer<AdminFeatureToggle>> =>
  toAnswer(
    await api.request<AdminFeatureToggle>(FEATURES_API.toggle(key), {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );
