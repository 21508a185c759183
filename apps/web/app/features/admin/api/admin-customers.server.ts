import type { AdminCustomer, AdminCustomerRow } from '@kilau/domain/admin';
import { toAnswer, type Answer } from '~/lib/api-answer';
import type { ApiClient } from '~/lib/api-client.server';

/** The back office's customer calls (docs/design/back-office.md, Customers). */
export const CUSTOMERS_API = {
  list: '/api/admin/customers',
  customer: (id: number) => `/api/admin/customers/${id}`,
  points: (id: number) => `/api/admin/customers/${id}/points`,
  lock: (id: number) => `/api/admin/customers/${id}/lock`,
  unlock: (id: number) => `/api/admin/customers/${id}/unlock`,
  revokeSessions: (id: number) => `/api/admin/customers/${id}/revoke-sessions`,
} as const;

export async function listCustomers(
  api: ApiClient,
  query: { q?: string | undefined; skip: number },
): Promise<{ customers: AdminCustomerRow[]; total: number } | null> {
  const params = new URLSearchParams({ skip: String(query.skip), limit: '20' });
  if (query.q) params.set('q', query.q);
  const result = await api.get<AdminCustomerRow[]>(`${CUSTOMERS_API.list}?${params}`);
  return result.ok ? { customers: result.data, total: result.meta.total ?? 0 } : null;
}

export async function getCustomer(api: ApiClient, id: number) {
  const result = await api.get<AdminCustomer>(CUSTOMERS_API.customer(id));
  return result.ok
    ? { ok: true as const, customer: result.data }
    : { ok: false as const, status: result.status };
}

export const customerWrite = async (
  api: ApiClient,
  path: string,
  body: object,
): Promise<Answer<AdminCustomer>> => toAnswer(await api.post<AdminCustomer>(path, body));
