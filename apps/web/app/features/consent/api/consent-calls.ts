import type { ConsentAnswer, ConsentChoice } from '@kilau/domain/analytics';
import type { ApiClient } from '~/lib/api-client';

/** `POST /api/analytics/consent` from the banner or the settings (chrome on every page). */
export const saveConsent = (api: ApiClient, choice: ConsentChoice) =>
  api.post<ConsentAnswer>('/api/analytics/consent', choice);
