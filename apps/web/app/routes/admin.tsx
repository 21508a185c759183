import { Outlet } from 'react-router';
import { requireStaff, staffContext } from '~/features/admin/api/staff-session.server';
import { AdminErrorPanel } from '~/features/admin/components/admin-error-panel';
import { AdminFrame } from '~/features/admin/components/admin-frame';
import { adminHeaders, adminMeta } from '~/features/admin/lib/admin-meta';
import { CHROMELESS } from '~/lib/chrome';
import type { Route } from './+types/admin';

/**
 * /admin: the back office's frame (docs/design/back-office.md). Only a signed-in staff member
 * (a session past the second factor) sees it; anyone else signs in first and comes back.
 */
export const handle = CHROMELESS;

export async function loader({ request, context }: Route.LoaderArgs) {
  const me = await requireStaff(staffContext(request, context));
  return { me };
}

export const meta: Route.MetaFunction = adminMeta('backOffice');
export const headers: Route.HeadersFunction = adminHeaders;

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminFrame me={loaderData.me}>
      <Outlet />
    </AdminFrame>
  );
}

/** The staff member could not be read (the API did not answer): said without the shop's page. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-cream-50 px-4">
      <AdminErrorPanel error={error} />
    </main>
  );
}
