import { AUTHENTICITY_HISTORY_PAGE } from '@kilau/domain/authenticity';
import type { AuthenticityCheck, AuthenticityHistoryItem } from '@kilau/domain/authenticity';
import type { ApiClient } from '~/lib/api-envelope';

/** The authenticity checks' calls (docs/design/authenticity.md), for the dialogs in the browser. */
export const AUTHENTICITY_PATHS = {
  check: '/api/authenticity/checks',
  history: (skip: number) =>
    `/api/authenticity/checks/mine?skip=${skip}&limit=${AUTHENTICITY_HISTORY_PAGE}`,
} as const;

export const checkAuthenticityCode = (api: ApiClient, code: string) =>
  api.post<AuthenticityCheck>(AUTHENTICITY_PATHS.check, { code });

export const fetchAuthenticityHistory = (api: ApiClient, skip: number) =>
  api.get<AuthenticityHistoryItem[]>(AUTHENTICITY_PATHS.history(skip));
