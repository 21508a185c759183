import { data } from 'react-router';
import { roleMay } from '@kilau/domain/admin';
import { listBanners } from '~/features/admin/api/banners-admin.server';
import { requireStaff, staffContext } from '~/features/admin/api/staff-session.server';
import { isPlacement, isStatus } from '~/features/admin/banner-forms';
import { AdminErrorPanel } from '~/features/admin/components/admin-error-panel';
import { AdminListHeader } from '~/features/admin/components/admin-list-header';
import { BannerFilters, BannerTable } from '~/features/admin/components/banner-table';
import { adminHeaders, adminMeta } from '~/features/admin/lib/admin-meta';
import { useAdminText } from '~/features/admin/text';
import type { Route } from './+types/admin-banners';

/**
 * /admin/banners (permission `banners.write`): every placement's banners with their schedule and
 * status now, filtered by placement and status (`?location=popup_banner&status=live`).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = staffContext(request, context);
  const me = await requireStaff(staff);
  if (!roleMay(me.role, 'banners.write')) throw data(null, { status: 403 });
  const location = staff.url.searchParams.get('location');
  const status = staff.url.searchParams.get('status');
  const filter = {
    location: isPlacement(location) ? location : undefined,
    status: isStatus(status) ? status : undefined,
  };
  const banners = await listBanners(staff.api, filter);
  if (banners === null) throw data(null, { status: 503 });
  return { banners, ...filter };
}

export const meta: Route.MetaFunction = adminMeta('bannersTitle');
export const headers: Route.HeadersFunction = adminHeaders;

export default function AdminBanners({ loaderData }: Route.ComponentProps) {
  const text = useAdminText();
  return (
    <div className="flex flex-col gap-5">
      <AdminListHeader
        title={text('bannersTitle')}
        intro={text('bannersIntro')}
        create={{ to: '/admin/banners/new', label: text('bannersNew') }}
      />
      <BannerFilters location={loaderData.location} status={loaderData.status} />
      <BannerTable banners={loaderData.banners} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPanel error={error} />;
}
