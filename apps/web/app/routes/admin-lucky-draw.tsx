import { data } from 'react-router';
import { roleMay } from '@kilau/domain/admin';
import { luckyDraw } from '~/features/admin/api/play-admin.server';
import { requireStaff, staffContext } from '~/features/admin/api/staff-session.server';
import { AdminErrorPanel } from '~/features/admin/components/admin-error-panel';
import { AdminListHeader } from '~/features/admin/components/admin-list-header';
import { LuckyDrawTable } from '~/features/admin/components/play-tables';
import { PromotionUsage } from '~/features/admin/components/promotion-edit-page';
import { adminHeaders, adminMeta } from '~/features/admin/lib/admin-meta';
import { useAdminText } from '~/features/admin/text';
import type { Route } from './+types/admin-lucky-draw';

/**
 * /admin/lucky-draw (permission `promotions.write`): the lucky-draw campaign's prizes with what
 * was claimed, what is left and each one's odds now.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = staffContext(request, context);
  const me = await requireStaff(staff);
  if (!roleMay(me.role, 'promotions.write')) throw data(null, { status: 403 });
  const draw = await luckyDraw(staff.api);
  if (!draw) throw data(null, { status: 503 });
  return { draw };
}

export const meta: Route.MetaFunction = adminMeta('luckyDrawTitle');
export const headers: Route.HeadersFunction = adminHeaders;

export default function AdminLuckyDraw({ loaderData }: Route.ComponentProps) {
  const text = useAdminText();
  const { draw } = loaderData;
  return (
    <div className="flex flex-col gap-5">
      <AdminListHeader
        title={text('luckyDrawTitle')}
        intro={text('luckyDrawIntro')}
        create={{ to: '/admin/lucky-draw/new', label: text('luckyDrawNew') }}
      />
      <PromotionUsage
        facts={[
          ['luckyDrawClaims', String(draw.claims)],
          ['luckyDrawLeft', String(draw.remaining)],
        ]}
      />
      <LuckyDrawTable prizes={draw.prizes} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPanel error={error} />;
}
