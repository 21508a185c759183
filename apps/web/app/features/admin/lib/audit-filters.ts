import { endOfWibDay, isIsoDay, startOfWibIsoDay } from '@kilau/domain/shared';

/**
 * The audit log's filters live in the page's address (a GET form): what the fields show is
 * what the URL says, and the API's query is read from it. Days are typed day first
 * (`01/11/2026`, conventions: no native date input) and are WIB calendar days.
 */
export const AUDIT_PAGE_SIZE = 50;

export type AuditFilters = {
  staff_id: string;
  entity: string;
  action: string;
  from: string;
  to: string;
};

/** What `GET /api/admin/audit-log` is asked. */
export type AuditQuery = {
  staff_id?: string;
  entity?: string;
  action?: string;
  from?: string;
  to?: string;
  skip: number;
  limit: number;
};

const DAY_FIRST = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/** `01/11/2026` as the ISO day `2026-11-01`, or null when it is no calendar day. */
export function isoDayOf(text: string): string | null {
  const match = DAY_FIRST.exec(text.trim());
  if (!match) return null;
  const [, day = '', month = '', year = ''] = match;
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isIsoDay(iso) ? iso : null;
}

const textParam = (params: URLSearchParams, name: string) => (params.get(name) ?? '').trim();

export type ReadAuditFilters = {
  filters: AuditFilters;
  /** The day fields that are not days (they filter nothing). */
  invalid: Array<'from' | 'to'>;
  query: AuditQuery;
};

/** The page's filters and the API query, from the page's address. */
export function readAuditFilters(params: URLSearchParams): ReadAuditFilters {
  const filters: AuditFilters = {
    staff_id: textParam(params, 'staff_id'),
    entity: textParam(params, 'entity'),
    action: textParam(params, 'action'),
    from: textParam(params, 'from'),
    to: textParam(params, 'to'),
  };
  const skipParam = Number(params.get('skip'));
  const skip = Number.isInteger(skipParam) && skipParam > 0 ? skipParam : 0;
  const invalid: Array<'from' | 'to'> = [];
  const query: AuditQuery = { skip, limit: AUDIT_PAGE_SIZE };
  if (/^\d+$/.test(filters.staff_id)) query.staff_id = filters.staff_id;
  if (filters.entity) query.entity = filters.entity;
  if (filters.action) query.action = filters.action;
  for (const bound of ['from', 'to'] as const) {
    if (!filters[bound]) continue;
    const day = isoDayOf(filters[bound]);
    if (!day) {
      invalid.push(bound);
      continue;
    }
    const start = startOfWibIsoDay(day);
    query[bound] = (bound === 'from' ? start : (endOfWibDay(start) ?? start)).toISOString();
  }
  return { filters, invalid, query };
}

/** The address of another page of the same filters. */
export function auditPageHref(filters: AuditFilters, skip: number): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value);
  if (skip > 0) params.set('skip', String(skip));
  const search = params.toString();
  return search ? `/admin/audit-log?${search}` : '/admin/audit-log';
}
