import type { ApiClient } from '~/lib/api-client.server';
import type { AuditEntry } from '../types';
import type { AuditQuery } from '../lib/audit-filters';
import { ADMIN_API } from './admin-paths';

export type AuditPage = { entries: AuditEntry[]; total: number | null };

/** One page of the audit log, newest first; null when the API does not answer. */
export async function listAuditLog(api: ApiClient, query: AuditQuery): Promise<AuditPage | null> {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  const result = await api.get<AuditEntry[]>(`${ADMIN_API.auditLog}?${params}`);
  if (!result.ok) return null;
  return { entries: result.data, total: result.meta.total ?? null };
}
