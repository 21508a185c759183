import { loadPromotionList } from '~/features/admin/api/promotion-pages.server';
import { SPECIAL_PRICES } from '~/features/admin/api/promotions-api.server';
import { AdminErrorPanel } from '~/features/admin/components/admin-error-panel';
import { PromotionListPage } from '~/features/admin/components/promotion-list-page';
import { SpecialPriceTable } from '~/features/admin/components/special-price-table';
import { adminHeaders, adminMeta } from '~/features/admin/lib/admin-meta';
import type { Route } from './+types/admin-special-prices';

/**
 * /admin/special-prices (permission `promotions.write`): every special price with what sold at
 * it; the search, status filter and page are the address's query (`q`, `status`, `skip`).
 */
export const loader = (args: Route.LoaderArgs) => loadPromotionList(args, SPECIAL_PRICES);

export const meta: Route.MetaFunction = adminMeta('specialPricesTitle');
export const headers: Route.HeadersFunction = adminHeaders;

export default function AdminSpecialPrices({ loaderData }: Route.ComponentProps) {
  const { rows, total, filters } = loaderData;
  return (
    <PromotionListPage
      path="/admin/special-prices"
      words={{
        title: 'specialPricesTitle',
        intro: 'specialPricesIntro',
        newLink: 'specialPricesNew',
        filters: 'specialPricesFilters',
        search: 'specialPricesSearch',
        paging: 'specialPricesPaging',
      }}
      filters={filters}
      shown={rows.length}
      total={total}
    >
      <SpecialPriceTable prices={rows} />
    </PromotionListPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPanel error={error} />;
}
