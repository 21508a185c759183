import type { AnalyticsReport } from '@kilau/domain/analytics';
import type { ApiClient } from '~/lib/api-client.server';

/** The back office's analytics calls (docs/design/analytics.md; permission `analytics.read`). */
const ANALYTICS_API = {
  report: '/api/admin/analytics',
  rollUp: '/api/admin/analytics/roll-up',
} as const;

export type AnalyticsRange = { from: string; to: string };

const query = (range: AnalyticsRange) => `?${new URLSearchParams(range)}`;

/** The report of a range; null when the API does not answer. */
export async function fetchAnalyticsReport(api: ApiClient, range: AnalyticsRange) {
  const result = await api.get<AnalyticsReport>(`${ANALYTICS_API.report}${query(range)}`);
  return result.ok ? result.data : null;
}

/** Rolls the last days up now (the job's step); the API's answer as it came. */
export const rollUpAnalytics = (api: ApiClient, range: AnalyticsRange) =>
  api.post<AnalyticsReport>(`${ANALYTICS_API.rollUp}${query(range)}`);
