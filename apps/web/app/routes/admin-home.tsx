import { fetchDashboard } from '~/features/admin/api/dashboard.server';
import { requireStaff, staffContext } from '~/features/admin/api/staff-session.server';
import { DashboardPanel, hasBlocks } from '~/features/admin/components/dashboard-panel';
import { WelcomePanel } from '~/features/admin/components/welcome-panel';
import { adminHeaders, adminMeta } from '~/features/admin/lib/admin-meta';
import { useAdminText } from '~/features/admin/text';
import type { Route } from './+types/admin-home';

/**
 * /admin: the dashboard blocks the role may see (orders and revenue, orders waiting, low stock,
 * top products, searches with no results), then who is signed in and where to go. A dashboard
 * the API cannot give leaves the welcome as it was.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = staffContext(request, context);
  const me = await requireStaff(staff);
  return { me, dashboard: await fetchDashboard(staff.api) };
}

export const meta: Route.MetaFunction = adminMeta('adminNavHome');
export const headers: Route.HeadersFunction = adminHeaders;

export default function AdminHome({ loaderData }: Route.ComponentProps) {
  const text = useAdminText();
  const { me, dashboard } = loaderData;
  return (
    <WelcomePanel me={me}>
      {dashboard === null ? (
        <p role="status" className="text-plum-700">
          {text('dashboardUnavailable')}
        </p>
      ) : hasBlocks(dashboard) ? (
        <DashboardPanel dashboard={dashboard} />
      ) : null}
    </WelcomePanel>
  );
}
