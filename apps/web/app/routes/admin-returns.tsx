import { data } from 'react-router';
import { roleMay } from '@kilau/domain/admin';
import { listReturns } from '~/features/admin/api/returns-admin.server';
import { requireStaff, staffContext } from '~/features/admin/api/staff-session.server';
import { AdminErrorPanel } from '~/features/admin/components/admin-error-panel';
import { ReturnQueue } from '~/features/admin/components/return-queue';
import { adminHeaders, adminMeta } from '~/features/admin/lib/admin-meta';
import { readReturnFilters } from '~/features/admin/lib/return-filters';
import type { Route } from './+types/admin-returns';

/**
 * /admin/returns (permission `orders.read`; docs/design/returns.md): members' return requests,
 * the open ones by default (`status`, `all` for every one), searched (`q`: a return's or an
 * order's number, an e-mail), paged (`skip`), oldest open first as the API orders them.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = staffContext(request, context);
  const me = await requireStaff(staff);
  if (!roleMay(me.role, 'orders.read')) throw data(null, { status: 403 });
  const { filters, query } = readReturnFilters(staff.url.searchParams);
  const page = await listReturns(staff.api, query);
  if (page === null) throw data(null, { status: 503 });
  return {
    rows: page.rows,
    total: page.total,
    filters,
    skip: query.skip,
    limit: query.limit,
    now: Date.now(),
  };
}

export const meta: Route.MetaFunction = adminMeta('returnsTitle');
export const headers: Route.HeadersFunction = adminHeaders;

export default function AdminReturns({ loaderData }: Route.ComponentProps) {
  return <ReturnQueue {...loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPanel error={error} />;
}
