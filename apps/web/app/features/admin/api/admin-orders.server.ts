import type { AdminOrder, AdminOrderMessage, AdminOrderRow } from '@kilau/domain/admin';
import type { ReturnView } from '@kilau/domain/orders';
import { toAnswer, type Answer } from '~/lib/api-answer';
import type { ApiClient } from '~/lib/api-client.server';

/** The back office's order calls (docs/design/back-office.md, Orders). */
export const ORDERS_API = {
  list: '/api/admin/orders',
  order: (reference: string) => `/api/admin/orders/${encodeURIComponent(reference)}`,
  advance: (reference: string) => `/api/admin/orders/${encodeURIComponent(reference)}/advance`,
  cancel: (reference: string) => `/api/admin/orders/${encodeURIComponent(reference)}/cancel`,
  packingSlip: (reference: string) =>
    `/api/admin/orders/${encodeURIComponent(reference)}/packing-slip.pdf`,
  invoice: (reference: string) => `/api/admin/orders/${encodeURIComponent(reference)}/invoice.pdf`,
  messages: (reference: string) => `/api/admin/orders/${encodeURIComponent(reference)}/messages`,
  /** The order's returns, newest first (docs/design/returns.md). */
  returns: (reference: string) => `/api/admin/orders/${encodeURIComponent(reference)}/returns`,
  resend: (reference: string, id: number) =>
    `/api/admin/orders/${encodeURIComponent(reference)}/messages/${id}/resend`,
} as const;

export type OrdersPage = { orders: AdminOrderRow[]; total: number; invalid: boolean };

/** One page of orders; an invalid filter (422) answers the unfiltered page, flagged. */
export async function listOrders(
  api: ApiClient,
  query: URLSearchParams,
): Promise<OrdersPage | null> {
  const result = await api.get<AdminOrderRow[]>(`${ORDERS_API.list}?${query}`);
  if (result.ok) return { orders: result.data, total: result.meta.total ?? 0, invalid: false };
  if (result.status !== 422) return null;
  const plain = new URLSearchParams();
  const skip = query.get('skip');
  if (skip) plain.set('skip', skip);
  const again = await api.get<AdminOrderRow[]>(`${ORDERS_API.list}?${plain}`);
  return again.ok ? { orders: again.data, total: again.meta.total ?? 0, invalid: true } : null;
}

/** One order, or the status the API refused it with. */
export async function getOrder(api: ApiClient, reference: string) {
  const result = await api.get<AdminOrder>(ORDERS_API.order(reference));
  return result.ok
    ? { ok: true as const, order: result.data }
    : { ok: false as const, status: result.status };
}

export async function advanceOrder(
  api: ApiClient,
  reference: string,
  body: { state: number; note?: string | undefined },
): Promise<Answer<AdminOrder>> {
  return toAnswer(await api.post<AdminOrder>(ORDERS_API.advance(reference), body));
}

export async function cancelOrder(
  api: ApiClient,
  reference: string,
  reason: string,
): Promise<Answer<unknown>> {
  return toAnswer(await api.post(ORDERS_API.cancel(reference), { reason }));
}

/** The order's messages (e-mail, SMS, WhatsApp), newest first; null when they cannot be read. */
export async function getOrderMessages(
  api: ApiClient,
  reference: string,
): Promise<AdminOrderMessage[] | null> {
  const result = await api.get<AdminOrderMessage[]>(ORDERS_API.messages(reference));
  return result.ok ? result.data : null;
}

/** Sends one of the order's messages again (a new outbox row, audited). */
export async function resendOrderMessage(
  api: ApiClient,
  reference: string,
  id: number,
): Promise<Answer<unknown>> {
  return toAnswer(await api.post(ORDERS_API.resend(reference, id), {}));
}

/** The order's returns, newest first; null when they cannot be read. */
export async function getOrderReturns(
  api: ApiClient,
  reference: string,
): Promise<ReturnView[] | null> {
  const result = await api.get<ReturnView[]>(ORDERS_API.returns(reference));
  return result.ok && Array.isArray(result.data) ? result.data : null;
}
