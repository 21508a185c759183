import { loadPromotionList } from '~/features/admin/api/promotion-pages.server';
import { BANK_PROMOTIONS } from '~/features/admin/api/promotions-api.server';
import { AdminErrorPanel } from '~/features/admin/components/admin-error-panel';
import { PromotionListPage } from '~/features/admin/components/promotion-list-page';
import { BankPromotionTable } from '~/features/admin/components/bank-promotion-table';
import { adminHeaders, adminMeta } from '~/features/admin/lib/admin-meta';
import type { Route } from './+types/admin-bank-promotions';

/**
 * /admin/bank-promotions (permission `promotions.write`): every bank promotion with the orders
 * that used it; the search, status filter and page are the address's query (`q`, `status`, `skip`).
 */
export const loader = (args: Route.LoaderArgs) => loadPromotionList(args, BANK_PROMOTIONS);

export const meta: Route.MetaFunction = adminMeta('bankPromotionsTitle');
export const headers: Route.HeadersFunction = adminHeaders;

export default function AdminBankPromotions({ loaderData }: Route.ComponentProps) {
  const { rows, total, filters } = loaderData;
  return (
    <PromotionListPage
      path="/admin/bank-promotions"
      words={{
        title: 'bankPromotionsTitle',
        intro: 'bankPromotionsIntro',
        newLink: 'bankPromotionsNew',
        filters: 'bankPromotionsFilters',
        search: 'bankPromotionsSearch',
        paging: 'bankPromotionsPaging',
      }}
      filters={filters}
      shown={rows.length}
      total={total}
    >
      <BankPromotionTable promotions={rows} />
    </PromotionListPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPanel error={error} />;
}
