import { data } from 'react-router';
import { roleMay } from '@kilau/domain/admin';
import { TICKET_STATUSES, type TicketStatus } from '@kilau/domain/support';
import { listTickets } from '~/features/admin/api/support-admin.server';
import { requireStaff, staffContext } from '~/features/admin/api/staff-session.server';
import { AdminErrorPanel } from '~/features/admin/components/admin-error-panel';
import { SupportTickets } from '~/features/admin/components/support-tickets';
import { adminHeaders, adminMeta } from '~/features/admin/lib/admin-meta';
import type { Route } from './+types/admin-support';

const statusOf = (value: string | null): TicketStatus | null =>
  value === 'all' ? null : (TICKET_STATUSES.find((status) => status === value) ?? 'open');

/**
 * /admin/support (permission `support.tickets`; docs/design/contact-and-stores.md): the contact
 * form's tickets by status (open by default, `status=all` for every one), searched (`q`).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = staffContext(request, context);
  const me = await requireStaff(staff);
  if (!roleMay(me.role, 'support.tickets')) throw data(null, { status: 403 });
  const status = statusOf(staff.url.searchParams.get('status'));
  const q = (staff.url.searchParams.get('q') ?? '').trim().slice(0, 100);
  const page = await listTickets(staff.api, { status, q, skip: 0 });
  if (page === null) throw data(null, { status: 503 });
  return { rows: page.rows, total: page.total, status, q };
}

export const meta: Route.MetaFunction = adminMeta('supportTitle');
export const headers: Route.HeadersFunction = adminHeaders;

export default function AdminSupport({ loaderData }: Route.ComponentProps) {
  return <SupportTickets rows={loaderData.rows} status={loaderData.status} q={loaderData.q} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPanel error={error} />;
}
