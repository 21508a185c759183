import { data } from 'react-router';
import { BANK_PROMOTION_KIND } from '~/features/admin/api/promotion-kinds.server';
import {
  createPromotionAction,
  promotionsStaff,
} from '~/features/admin/api/promotion-pages.server';
import { bankPromotionMethods } from '~/features/admin/api/promotions-api.server';
import { AdminErrorPanel } from '~/features/admin/components/admin-error-panel';
import { BankPromotionForm } from '~/features/admin/components/bank-promotion-form';
import { PromotionNewPage } from '~/features/admin/components/promotion-edit-page';
import { adminHeaders, adminMeta } from '~/features/admin/lib/admin-meta';
import { useAdminText } from '~/features/admin/text';
import type { Route } from './+types/admin-bank-promotion-new';

/** /admin/bank-promotions/new (permission `promotions.write`): a bank's discount at payment. */
export async function loader(args: Route.LoaderArgs) {
  const staff = await promotionsStaff(args);
  const methods = await bankPromotionMethods(staff.api);
  if (methods === null) throw data(null, { status: 503 });
  return { methods };
}

export const action = (args: Route.ActionArgs) => createPromotionAction(args, BANK_PROMOTION_KIND);

export const meta: Route.MetaFunction = adminMeta('bankPromotionNewTitle');
export const headers: Route.HeadersFunction = adminHeaders;

export default function AdminBankPromotionNew({ loaderData, actionData }: Route.ComponentProps) {
  const text = useAdminText();
  return (
    <PromotionNewPage listPath="/admin/bank-promotions" title={text('bankPromotionNewTitle')}>
      <BankPromotionForm methods={loaderData.methods} answer={actionData} />
    </PromotionNewPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPanel error={error} />;
}
