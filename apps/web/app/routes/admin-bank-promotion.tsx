import { data } from 'react-router';
import { formatRupiah } from '@kilau/domain/shared';
import { BANK_PROMOTION_KIND } from '~/features/admin/api/promotion-kinds.server';
import { editPromotionAction, loadPromotion } from '~/features/admin/api/promotion-pages.server';
import { BANK_PROMOTIONS, bankPromotionMethods } from '~/features/admin/api/promotions-api.server';
import { AdminErrorPanel } from '~/features/admin/components/admin-error-panel';
import { BankPromotionForm } from '~/features/admin/components/bank-promotion-form';
import { PromotionEditPage } from '~/features/admin/components/promotion-edit-page';
import { adminHeaders, adminMeta } from '~/features/admin/lib/admin-meta';
import { BANK_PROMOTION_CHECKS } from '~/features/admin/lib/promotion-conflict-checks';
import { useAdminText } from '~/features/admin/text';
import type { Route } from './+types/admin-bank-promotion';

/**
 * /admin/bank-promotions/:id (permission `promotions.write`): the orders that used it and the
 * discount given, and its form at the version it was read at.
 */
export async function loader(args: Route.LoaderArgs) {
  const { staff, promotion, created } = await loadPromotion(
    { ...args, id: args.params.id },
    BANK_PROMOTIONS,
  );
  const methods = await bankPromotionMethods(staff.api);
  if (methods === null) throw data(null, { status: 503 });
  return { promotion, methods, created };
}

export const action = (args: Route.ActionArgs) =>
  editPromotionAction({ ...args, id: args.params.id }, BANK_PROMOTION_KIND);

export const meta: Route.MetaFunction = adminMeta('bankPromotionsTitle');
export const headers: Route.HeadersFunction = adminHeaders;

export default function AdminBankPromotion({ loaderData, actionData }: Route.ComponentProps) {
  const text = useAdminText();
  const { promotion: p, methods, created } = loaderData;
  return (
    <PromotionEditPage
      listPath="/admin/bank-promotions"
      title={text('bankPromotionEditTitle', { title: p.title })}
      subtitle={p.bank_name}
      promotion={p}
      answer={actionData}
      created={created ? text('bankPromotionCreated', { name: p.title }) : null}
      toggle={{ activate: 'bankPromotionActivate', deactivate: 'bankPromotionDeactivate' }}
      conflictChecks={BANK_PROMOTION_CHECKS}
      usage={[
        ['bankPromotionUsageOrders', String(p.usage.orders)],
        ['bankPromotionUsageGiven', formatRupiah(p.usage.discount_given)],
      ]}
    >
      <BankPromotionForm promotion={p} methods={methods} answer={actionData} />
    </PromotionEditPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPanel error={error} />;
}
