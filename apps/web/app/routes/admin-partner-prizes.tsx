import { data } from 'react-router';
import { roleMay } from '@kilau/domain/admin';
import { partnerPrizes } from '~/features/admin/api/play-admin.server';
import { requireStaff, staffContext } from '~/features/admin/api/staff-session.server';
import { AdminErrorPanel } from '~/features/admin/components/admin-error-panel';
import { AdminListHeader } from '~/features/admin/components/admin-list-header';
import { PartnerPrizeTable } from '~/features/admin/components/play-tables';
import { adminHeaders, adminMeta } from '~/features/admin/lib/admin-meta';
import { useAdminText } from '~/features/admin/text';
import type { Route } from './+types/admin-partner-prizes';

/** /admin/partner-prizes (permission `promotions.write`): what members redeem points or tokens for. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = staffContext(request, context);
  const me = await requireStaff(staff);
  if (!roleMay(me.role, 'promotions.write')) throw data(null, { status: 403 });
  const prizes = await partnerPrizes(staff.api);
  if (!prizes) throw data(null, { status: 503 });
  return { prizes };
}

export const meta: Route.MetaFunction = adminMeta('partnerPrizesTitle');
export const headers: Route.HeadersFunction = adminHeaders;

export default function AdminPartnerPrizes({ loaderData }: Route.ComponentProps) {
  const text = useAdminText();
  return (
    <div className="flex flex-col gap-5">
      <AdminListHeader
        title={text('partnerPrizesTitle')}
        intro={text('partnerPrizesIntro')}
        create={{ to: '/admin/partner-prizes/new', label: text('partnerPrizesNew') }}
      />
      <PartnerPrizeTable prizes={loaderData.prizes} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPanel error={error} />;
}
