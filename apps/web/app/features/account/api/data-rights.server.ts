import type {
  AccountClosed,
  AccountClosureInput,
  ClosureCodeSent,
  DataExportList,
} from '@kilau/domain/accounts';
import { toAnswer } from '~/lib/api-answer';
import type { ApiClient } from '~/lib/api-client.server';

export const DATA_EXPORT_PATH = '/api/account/data-export';

/** The member's export requests, or null when they cannot be read (the card says so). */
export async function fetchDataExports(api: ApiClient): Promise<DataExportList | null> {
  const result = await api.get<DataExportList>(DATA_EXPORT_PATH);
  return result.ok ? result.data : null;
}

/** `POST /api/account/data-export`: queue an export (the job e-mails its link). */
export const requestDataExport = async (api: ApiClient) =>
  toAnswer(await api.post<DataExportList>(DATA_EXPORT_PATH, {}));

/** `POST /api/account/closure/code`: the one-time code to the member's e-mail. */
export const sendClosureCode = async (api: ApiClient) =>
  toAnswer(await api.post<ClosureCodeSent>('/api/account/closure/code', {}));

/** `POST /api/account/closure`: close the account for good. */
export const closeAccount = async (api: ApiClient, input: AccountClosureInput) =>
  toAnswer(await api.post<AccountClosed>('/api/account/closure', input));
