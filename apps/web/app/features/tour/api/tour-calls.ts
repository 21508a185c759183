import { QUICK_TOUR_COACHMARK } from '@kilau/domain/engagement';
import type { FeatureToggle } from '@kilau/domain/accounts';
import type { ApiClient } from '~/lib/api-envelope';

/**
 * Whether the quick tour is on: its feature toggle (`GET /feature-toggles/{store}_quick_tour`,
 * 001 §7). A toggle that is missing or cannot be read counts as off.
 */
export async function isQuickTourOn(api: ApiClient, toggle: string): Promise<boolean> {
  const result = await api.get<FeatureToggle>(`/api/feature-toggles/${encodeURIComponent(toggle)}`);
  return result.ok && result.data.enabled === true;
}

/** Records the tour as seen on the member (`PUT /users/{id}` coachmark_visited, 001 §7). */
export async function recordQuickTourSeen(api: ApiClient, memberId: number): Promise<boolean> {
  const result = await api.put(`/api/users/${memberId}`, {
    coachmark_visited: [QUICK_TOUR_COACHMARK],
  });
  return result.ok;
}
