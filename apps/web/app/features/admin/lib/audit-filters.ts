import { isIsoDay, startOfWibIsoDay } from '@kilau/domain/shared';

/**
 * The audit log's filters live in the page's address (a GET form): what the fields show is
 * what the URL says, and the API's query is read from it. Days are typed day first
 * (`01/11/2026`, conventions: no native date input) and are WIB calendar days.
 */
export const AUDIT_PAGE_SIZE = 50;
export const AUDIT_WORD_MAX = 60;
const DAY_MS = 24 * 60 * 60 * 1000;

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
  if (/^[1-9]\d{0,15}$/.test(filters.staff_id)) query.staff_id = filters.staff_id;
  // The API takes words of up to 60 characters (the fields stop there too).
  if (filters.entity) query.entity = filters.entity.slice(0, AUDIT_WORD_MAX);
  if (filters.action) query.action = filters.action.slice(0, AUDIT_WORD_MAX);
  for (const bound of ['from', 'to'] as const) {
    if (!filters[bound]) continue;
    const day = isoDayOf(filters[bound]);
    if (!day) {
      invalid.push(bound);
      continue;
    }
    // The API's `to` excludes: a day up to and including `to` ends where the next one starts.
    const start = startOfWibIsoDay(day).getTime();
    query[bound] = new Date(bound === 'from' ? start : start + DAY_MS).toISOString();
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
