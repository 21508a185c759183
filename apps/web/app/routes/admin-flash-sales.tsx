import { loadPromotionList } from '~/features/admin/api/promotion-pages.server';
import { FLASH_SALES } from '~/features/admin/api/promotions-api.server';
import { AdminErrorPanel } from '~/features/admin/components/admin-error-panel';
import { PromotionListPage } from '~/features/admin/components/promotion-list-page';
import { FlashSaleTable } from '~/features/admin/components/flash-sale-table';
import { adminHeaders, adminMeta } from '~/features/admin/lib/admin-meta';
import type { Route } from './+types/admin-flash-sales';

/**
 * /admin/flash-sales (permission `promotions.write`): every flash sale with its items' sales
 * and revenue; the search, status filter and page are the address's query (`q`, `status`, `skip`).
 */
export const loader = (args: Route.LoaderArgs) => loadPromotionList(args, FLASH_SALES);

export const meta: Route.MetaFunction = adminMeta('flashSalesTitle');
export const headers: Route.HeadersFunction = adminHeaders;

export default function AdminFlashSales({ loaderData }: Route.ComponentProps) {
  const { rows, total, filters } = loaderData;
  return (
    <PromotionListPage
      path="/admin/flash-sales"
      words={{
        title: 'flashSalesTitle',
        intro: 'flashSalesIntro',
        newLink: 'flashSalesNew',
        filters: 'flashSalesFilters',
        search: 'flashSalesSearch',
        paging: 'flashSalesPaging',
      }}
      filters={filters}
      shown={rows.length}
      total={total}
    >
      <FlashSaleTable sales={rows} />
    </PromotionListPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPanel error={error} />;
}
