import { data } from 'react-router';
import { roleMay } from '@kilau/domain/admin';
import { listCampaigns } from '~/features/admin/api/banners-admin.server';
import { requireStaff, staffContext } from '~/features/admin/api/staff-session.server';
import { AdminErrorPanel } from '~/features/admin/components/admin-error-panel';
import { AdminListHeader } from '~/features/admin/components/admin-list-header';
import { CampaignTable } from '~/features/admin/components/campaign-table';
import { adminHeaders, adminMeta } from '~/features/admin/lib/admin-meta';
import { useAdminText } from '~/features/admin/text';
import type { Route } from './+types/admin-campaigns';

/** /admin/campaigns (permission `banners.write`): the campaigns and their sections' count. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = staffContext(request, context);
  const me = await requireStaff(staff);
  if (!roleMay(me.role, 'banners.write')) throw data(null, { status: 403 });
  const campaigns = await listCampaigns(staff.api);
  if (campaigns === null) throw data(null, { status: 503 });
  return { campaigns };
}

export const meta: Route.MetaFunction = adminMeta('campaignsTitle');
export const headers: Route.HeadersFunction = adminHeaders;

export default function AdminCampaigns({ loaderData }: Route.ComponentProps) {
  const text = useAdminText();
  return (
    <div className="flex flex-col gap-5">
      <AdminListHeader
        title={text('campaignsTitle')}
        intro={text('campaignsIntro')}
        create={{ to: '/admin/campaigns/new', label: text('campaignsNew') }}
      />
      <CampaignTable campaigns={loaderData.campaigns} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPanel error={error} />;
}
