import { data } from 'react-router';
import { formatRupiah } from '@kilau/domain/shared';
import { SPECIAL_PRICE_KIND } from '~/features/admin/api/promotion-kinds.server';
import { editPromotionAction, loadPromotion } from '~/features/admin/api/promotion-pages.server';
import { findCombinations, SPECIAL_PRICES } from '~/features/admin/api/promotions-api.server';
import { promotionTargets } from '~/features/admin/api/vouchers.server';
import { AdminErrorPanel } from '~/features/admin/components/admin-error-panel';
import { PromotionEditPage } from '~/features/admin/components/promotion-edit-page';
import { SpecialPriceForm } from '~/features/admin/components/special-price-form';
import { adminHeaders, adminMeta } from '~/features/admin/lib/admin-meta';
import { SPECIAL_PRICE_CHECKS } from '~/features/admin/lib/promotion-conflict-checks';
import { useAdminText } from '~/features/admin/text';
import type { Route } from './+types/admin-special-price';

/**
 * /admin/special-prices/:id (permission `promotions.write`): what sold at it, and its form at
 * the version it was read at (someone else's change in between: what changed, and a reload).
 */
export async function loader(args: Route.LoaderArgs) {
  const { staff, promotion, created } = await loadPromotion(
    { ...args, id: args.params.id },
    SPECIAL_PRICES,
  );
  const [targets, combinations] = await Promise.all([
    promotionTargets(staff.api),
    findCombinations(staff.api, { ids: [promotion.combination_id] }),
  ]);
  if (targets === null) throw data(null, { status: 503 });
  return { price: promotion, targets, combination: combinations[0] ?? null, created };
}

export const action = (args: Route.ActionArgs) =>
  editPromotionAction({ ...args, id: args.params.id }, SPECIAL_PRICE_KIND);

export const meta: Route.MetaFunction = adminMeta('specialPricesTitle');
export const headers: Route.HeadersFunction = adminHeaders;

export default function AdminSpecialPrice({ loaderData, actionData }: Route.ComponentProps) {
  const text = useAdminText();
  const { price, targets, combination, created } = loaderData;
  return (
    <PromotionEditPage
      listPath="/admin/special-prices"
      title={text('specialPriceEditTitle', { code: price.code })}
      subtitle={`${price.product_name}${price.combination_label ? ` · ${price.combination_label}` : ''} · ${formatRupiah(price.price)}`}
      promotion={price}
      answer={actionData}
      created={created ? text('specialPriceCreated', { name: price.code }) : null}
      toggle={{ activate: 'specialPriceActivate', deactivate: 'specialPriceDeactivate' }}
      conflictChecks={SPECIAL_PRICE_CHECKS}
      usage={[
        ['specialPriceUsageOrders', String(price.usage.orders)],
        ['specialPriceUsageQuantity', String(price.usage.quantity)],
        ['colPrice', formatRupiah(price.price)],
        ['colRegular', formatRupiah(price.regular_price)],
      ]}
    >
      <SpecialPriceForm
        price={price}
        combination={combination}
        targets={targets}
        answer={actionData}
      />
    </PromotionEditPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPanel error={error} />;
}
