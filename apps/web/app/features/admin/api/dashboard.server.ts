import type { Dashboard } from '@kilau/domain/admin';
import type { ApiClient } from '~/lib/api-client.server';
import { ADMIN_API } from './admin-paths';

/** The home figures the role may see; null when the API does not answer. */
export async function fetchDashboard(api: ApiClient): Promise<Dashboard | null> {
  const result = await api.get<Dashboard>(ADMIN_API.dashboard);
  return result.ok ? result.data : null;
}
