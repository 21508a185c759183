import type { AdminAuthenticityBatch } from '@kilau/domain/authenticity';
import { toAnswer, type Answer } from '~/lib/api-answer';
import type { ApiClient } from '~/lib/api-client.server';

/** The back office's authenticity batches (docs/design/authenticity.md). */
export const AUTHENTICITY_ADMIN_API = {
  batches: '/api/admin/authenticity/batches',
  batch: (id: number) => `/api/admin/authenticity/batches/${id}`,
  printed: (id: number) => `/api/admin/authenticity/batches/${id}/printed`,
} as const;

/** A page of batches, newest first; null when the API does not answer. */
export async function listAuthenticityBatches(
  api: ApiClient,
  skip: number,
  limit: number,
): Promise<{ rows: AdminAuthenticityBatch[]; total: number } | null> {
  const result = await api.get<AdminAuthenticityBatch[]>(
    `${AUTHENTICITY_ADMIN_API.batches}?skip=${skip}&limit=${limit}`,
  );
  return result.ok ? { rows: result.data, total: result.meta.total ?? result.data.length } : null;
}

/** One batch; null when it does not exist, undefined when the API does not answer. */
export async function getAuthenticityBatch(
  api: ApiClient,
  id: number,
): Promise<AdminAuthenticityBatch | null | undefined> {
  const result = await api.get<AdminAuthenticityBatch>(AUTHENTICITY_ADMIN_API.batch(id));
  if (result.ok) return result.data;
  return result.status === 404 ? null : undefined;
}

export const createAuthenticityBatch = async (
  api: ApiClient,
  input: Record<string, unknown>,
): Promise<Answer<AdminAuthenticityBatch>> =>
  toAnswer(await api.post<AdminAuthenticityBatch>(AUTHENTICITY_ADMIN_API.batches, input));

export const markAuthenticityBatchPrinted = async (
  api: ApiClient,
  id: number,
): Promise<Answer<AdminAuthenticityBatch>> =>
  toAnswer(await api.post<AdminAuthenticityBatch>(AUTHENTICITY_ADMIN_API.printed(id)));
