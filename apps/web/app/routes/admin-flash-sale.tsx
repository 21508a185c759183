import { formatRupiah } from '@kilau/domain/shared';
import { FLASH_SALE_KIND } from '~/features/admin/api/promotion-kinds.server';
import { editPromotionAction, loadPromotion } from '~/features/admin/api/promotion-pages.server';
import { FLASH_SALES } from '~/features/admin/api/promotions-api.server';
import { AdminErrorPanel } from '~/features/admin/components/admin-error-panel';
import { FlashSaleForm } from '~/features/admin/components/flash-sale-form';
import { PromotionEditPage } from '~/features/admin/components/promotion-edit-page';
import { adminHeaders, adminMeta } from '~/features/admin/lib/admin-meta';
import { FLASH_SALE_CHECKS } from '~/features/admin/lib/promotion-conflict-checks';
import { useAdminText } from '~/features/admin/text';
import type { Route } from './+types/admin-flash-sale';

/**
 * /admin/flash-sales/:id (permission `promotions.write`): sold of the quota and revenue, and the
 * sale's form with its items at the version it was read at.
 */
export async function loader(args: Route.LoaderArgs) {
  const { promotion, created } = await loadPromotion({ ...args, id: args.params.id }, FLASH_SALES);
  return { sale: promotion, created };
}

export const action = (args: Route.ActionArgs) =>
  editPromotionAction({ ...args, id: args.params.id }, FLASH_SALE_KIND);

export const meta: Route.MetaFunction = adminMeta('flashSalesTitle');
export const headers: Route.HeadersFunction = adminHeaders;

export default function AdminFlashSale({ loaderData, actionData }: Route.ComponentProps) {
  const text = useAdminText();
  const { sale, created } = loaderData;
  return (
    <PromotionEditPage
      listPath="/admin/flash-sales"
      title={text('flashSaleEditTitle', { name: sale.name })}
      promotion={sale}
      answer={actionData}
      created={created ? text('flashSaleCreated', { name: sale.name }) : null}
      toggle={{ activate: 'flashSaleActivate', deactivate: 'flashSaleDeactivate' }}
      conflictChecks={FLASH_SALE_CHECKS}
      usage={[
        ['flashSaleUsageSold', text('soldOfQuota', sale.usage)],
        ['flashSaleUsageOrders', String(sale.usage.orders)],
        ['flashSaleUsageRevenue', formatRupiah(sale.usage.revenue)],
        ['colItems', String(sale.item_count)],
      ]}
    >
      <FlashSaleForm sale={sale} answer={actionData} />
    </PromotionEditPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPanel error={error} />;
}
