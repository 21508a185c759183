import { FLASH_SALE_KIND } from '~/features/admin/api/promotion-kinds.server';
import {
  createPromotionAction,
  promotionsStaff,
} from '~/features/admin/api/promotion-pages.server';
import { AdminErrorPanel } from '~/features/admin/components/admin-error-panel';
import { FlashSaleForm } from '~/features/admin/components/flash-sale-form';
import { PromotionNewPage } from '~/features/admin/components/promotion-edit-page';
import { adminHeaders, adminMeta } from '~/features/admin/lib/admin-meta';
import { useAdminText } from '~/features/admin/text';
import type { Route } from './+types/admin-flash-sale-new';

/** /admin/flash-sales/new (permission `promotions.write`): a window and its items. */
export async function loader(args: Route.LoaderArgs) {
  await promotionsStaff(args);
  return null;
}

export const action = (args: Route.ActionArgs) => createPromotionAction(args, FLASH_SALE_KIND);

export const meta: Route.MetaFunction = adminMeta('flashSaleNewTitle');
export const headers: Route.HeadersFunction = adminHeaders;

export default function AdminFlashSaleNew({ actionData }: Route.ComponentProps) {
  const text = useAdminText();
  return (
    <PromotionNewPage listPath="/admin/flash-sales" title={text('flashSaleNewTitle')}>
      <FlashSaleForm answer={actionData} />
    </PromotionNewPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPanel error={error} />;
}
