import { data } from 'react-router';
import { roleMay } from '@kilau/domain/admin';
import { listVouchers } from '~/features/admin/api/vouchers.server';
import { requireStaff, staffContext } from '~/features/admin/api/staff-session.server';
import { AdminErrorPanel } from '~/features/admin/components/admin-error-panel';
import { PromotionListPage } from '~/features/admin/components/promotion-list-page';
import { VoucherTable } from '~/features/admin/components/voucher-table';
import { adminHeaders, adminMeta } from '~/features/admin/lib/admin-meta';
import { promotionListQuery } from '~/features/admin/lib/promotion-list-query';
import type { Route } from './+types/admin-vouchers';

/**
 * /admin/vouchers (permission `promotions.write`): every voucher with its usage so far; the
 * search, status filter and page are the address's query (`q`, `status`, `skip`).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = staffContext(request, context);
  const me = await requireStaff(staff);
  if (!roleMay(me.role, 'promotions.write')) throw data(null, { status: 403 });
  const filters = promotionListQuery(staff.url);
  const page = await listVouchers(staff.api, filters);
  if (page === null) throw data(null, { status: 503 });
  return { ...page, filters };
}

export const meta: Route.MetaFunction = adminMeta('vouchersTitle');
export const headers: Route.HeadersFunction = adminHeaders;

export default function AdminVouchers({ loaderData }: Route.ComponentProps) {
  const { vouchers, total, filters } = loaderData;
  return (
    <PromotionListPage
      path="/admin/vouchers"
      words={{
        title: 'vouchersTitle',
        intro: 'vouchersIntro',
        newLink: 'vouchersNew',
        filters: 'vouchersFilters',
        search: 'vouchersSearch',
        paging: 'vouchersPaging',
        count: 'vouchersCount',
      }}
      filters={filters}
      shown={vouchers.length}
      total={total}
    >
      <VoucherTable vouchers={vouchers} />
    </PromotionListPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPanel error={error} />;
}
