import type { AdminTicket, AdminTicketRow, TicketStatus } from '@kilau/domain/support';
import { toAnswer, type Answer } from '~/lib/api-answer';
import type { ApiClient } from '~/lib/api-client.server';

/** The back office's support ticket calls (docs/design/contact-and-stores.md). */
export const SUPPORT_API = {
  list: '/api/admin/support/tickets',
  ticket: (id: number) => `/api/admin/support/tickets/${id}`,
  reply: (id: number) => `/api/admin/support/tickets/${id}/replies`,
  close: (id: number) => `/api/admin/support/tickets/${id}/close`,
  reopen: (id: number) => `/api/admin/support/tickets/${id}/reopen`,
} as const;

export type TicketListQuery = { status: TicketStatus | null; q: string; skip: number };

/** One page of tickets; null when the API does not answer. */
export async function listTickets(
  api: ApiClient,
  query: TicketListQuery,
): Promise<{ rows: AdminTicketRow[]; total: number } | null> {
  const params = new URLSearchParams({ skip: String(query.skip), limit: '20' });
  if (query.status) params.set('status', query.status);
  if (query.q) params.set('q', query.q);
  const result = await api.get<AdminTicketRow[]>(`${SUPPORT_API.list}?${params}`);
  return result.ok ? { rows: result.data, total: result.meta.total ?? result.data.length } : null;
}

/** One ticket with its thread; null when it does not exist, undefined when the API is down. */
export async function getTicket(
  api: ApiClient,
  id: number,
): Promise<AdminTicket | null | undefined> {
  const result = await api.get<AdminTicket>(SUPPORT_API.ticket(id));
  if (result.ok) return result.data;
  return result.status === 404 ? null : undefined;
}

export const answerTicket = async (
  api: ApiClient,
  id: number,
  body: { version: number; body: string },
): Promise<Answer<AdminTicket>> =>
  toAnswer(await api.post<AdminTicket>(SUPPORT_API.reply(id), body));

export const moveTicket = async (
  api: ApiClient,
  id: number,
  move: 'close' | 'reopen',
  version: number,
): Promise<Answer<AdminTicket>> =>
  toAnswer(await api.post<AdminTicket>(SUPPORT_API[move](id), { version }));
