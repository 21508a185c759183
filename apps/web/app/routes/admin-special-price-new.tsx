import { data } from 'react-router';
import { SPECIAL_PRICE_KIND } from '~/features/admin/api/promotion-kinds.server';
import {
  createPromotionAction,
  promotionsStaff,
} from '~/features/admin/api/promotion-pages.server';
import { promotionTargets } from '~/features/admin/api/vouchers.server';
import { AdminErrorPanel } from '~/features/admin/components/admin-error-panel';
import { PromotionNewPage } from '~/features/admin/components/promotion-edit-page';
import { SpecialPriceForm } from '~/features/admin/components/special-price-form';
import { adminHeaders, adminMeta } from '~/features/admin/lib/admin-meta';
import { useAdminText } from '~/features/admin/text';
import type { Route } from './+types/admin-special-price-new';

/** /admin/special-prices/new (permission `promotions.write`): a combination at a price for a code. */
export async function loader(args: Route.LoaderArgs) {
  const staff = await promotionsStaff(args);
  const targets = await promotionTargets(staff.api);
  if (targets === null) throw data(null, { status: 503 });
  return { targets };
}

export const action = (args: Route.ActionArgs) => createPromotionAction(args, SPECIAL_PRICE_KIND);

export const meta: Route.MetaFunction = adminMeta('specialPriceNewTitle');
export const headers: Route.HeadersFunction = adminHeaders;

export default function AdminSpecialPriceNew({ loaderData, actionData }: Route.ComponentProps) {
  const text = useAdminText();
  return (
    <PromotionNewPage listPath="/admin/special-prices" title={text('specialPriceNewTitle')}>
      <SpecialPriceForm combination={null} targets={loaderData.targets} answer={actionData} />
    </PromotionNewPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPanel error={error} />;
}
