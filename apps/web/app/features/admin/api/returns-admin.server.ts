import { toAnswer, type Answer } from '~/lib/api-answer';
import type { ApiClient } from '~/lib/api-client.server';
import type { AdminReturn, AdminReturnRow } from '../types';
import type { ReturnListQuery } from '../lib/return-filters';

const ref = (reference: string) => encodeURIComponent(reference);

/** The back office's returns (docs/design/returns.md "API"): `orders.read` to see, `orders.write` to act. */
export const RETURNS_API = {
  list: '/api/admin/returns',
  item: (reference: string) => `/api/admin/returns/${ref(reference)}`,
  approve: (reference: string) => `/api/admin/returns/${ref(reference)}/approve`,
  reject: (reference: string) => `/api/admin/returns/${ref(reference)}/reject`,
  receive: (reference: string) => `/api/admin/returns/${ref(reference)}/receive`,
  refund: (reference: string) => `/api/admin/returns/${ref(reference)}/refund`,
} as const;

/** One page of the queue (oldest open first); null when the API does not answer. */
export async function listReturns(
  api: ApiClient,
  query: ReturnListQuery,
): Promise<{ rows: AdminReturnRow[]; total: number } | null> {
  const params = new URLSearchParams({ status: query.status });
  if (query.q) params.set('q', query.q);
  params.set('skip', String(query.skip));
  params.set('limit', String(query.limit));
  const result = await api.get<AdminReturnRow[]>(`${RETURNS_API.list}?${params}`);
  if (!result.ok) return null;
  const rows = Array.isArray(result.data) ? result.data : [];
  return { rows, total: result.meta.total ?? rows.length };
}

/** One return, or the status the API refused it with. */
export async function getReturn(api: ApiClient, reference: string) {
  const result = await api.get<AdminReturn>(RETURNS_API.item(reference));
  return result.ok
    ? { ok: true as const, ret: result.data }
    : { ok: false as const, status: result.status };
}

export const approveReturn = async (
  api: ApiClient,
  reference: string,
  body: { instructions: string },
): Promise<Answer<AdminReturn>> =>
  toAnswer(await api.post<AdminReturn>(RETURNS_API.approve(reference), body));

export const rejectReturn = async (
  api: ApiClient,
  reference: string,
  body: { reason: string },
): Promise<Answer<AdminReturn>> =>
  toAnswer(await api.post<AdminReturn>(RETURNS_API.reject(reference), body));

export const receiveReturn = async (
  api: ApiClient,
  reference: string,
  body: { lines: Array<{ order_line_id: string; sellable: boolean }> },
): Promise<Answer<AdminReturn>> =>
  toAnswer(await api.post<AdminReturn>(RETURNS_API.receive(reference), body));

export const refundReturn = async (
  api: ApiClient,
  reference: string,
  body: { transfer_reference?: string },
): Promise<Answer<AdminReturn>> =>
  toAnswer(await api.post<AdminReturn>(RETURNS_API.refund(reference), body));
