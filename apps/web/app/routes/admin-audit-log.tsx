import { data, useLocation } from 'react-router';
import { roleMay } from '@kilau/domain/admin';
import { listAuditLog } from '~/features/admin/api/audit-log.server';
import { listStaff } from '~/features/admin/api/staff.server';
import { requireStaff, staffContext } from '~/features/admin/api/staff-session.server';
import { AdminErrorPanel } from '~/features/admin/components/admin-error-panel';
import { AuditFiltersForm } from '~/features/admin/components/audit-filters-form';
import { AuditLogTable } from '~/features/admin/components/audit-log-table';
import { adminHeaders, adminMeta } from '~/features/admin/lib/admin-meta';
import { readAuditFilters } from '~/features/admin/lib/audit-filters';
import { useAdminText } from '~/features/admin/text';
import type { Route } from './+types/admin-audit-log';

/**
 * /admin/audit-log (permission `audit.read`): who changed what, newest first. The filters and
 * the page are the address's query (`staff_id`, `entity`, `action`, `from`, `to`, `skip`).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = staffContext(request, context);
  const me = await requireStaff(staff);
  if (!roleMay(me.role, 'audit.read')) throw data(null, { status: 403 });
  const { filters, invalid, query } = readAuditFilters(staff.url.searchParams);
  const [page, accounts] = await Promise.all([
    listAuditLog(staff.api, query),
    // The staff filter names people when the role may read the accounts.
    roleMay(me.role, 'staff.manage') ? listStaff(staff.api) : null,
  ]);
  if (page === null) throw data(null, { status: 503 });
  return {
    entries: page.entries,
    total: page.total,
    filters,
    invalid,
    skip: query.skip,
    limit: query.limit,
    staff: accounts?.map(({ id, name, email }) => ({ id, name, email })) ?? null,
  };
}

export const meta: Route.MetaFunction = adminMeta('auditTitle');
export const headers: Route.HeadersFunction = adminHeaders;

export default function AdminAuditLog({ loaderData }: Route.ComponentProps) {
  const text = useAdminText();
  const location = useLocation();
  return (
    <div className="flex flex-col gap-5">
      <header className="max-w-3xl">
        <h1 className="font-display text-3xl font-semibold text-plum-900">{text('auditTitle')}</h1>
        <p className="mt-1 text-plum-700">{text('auditIntro')}</p>
      </header>
      <AuditFiltersForm
        filters={loaderData.filters}
        invalid={loaderData.invalid}
        staff={loaderData.staff}
      />
      <AuditLogTable
        // A new address (filters or page) starts with every row folded.
        key={location.search}
        entries={loaderData.entries}
        total={loaderData.total}
        filters={loaderData.filters}
        skip={loaderData.skip}
        limit={loaderData.limit}
      />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPanel error={error} />;
}
