import { Link, type ShouldRevalidateFunctionArgs } from 'react-router';
import { luckyDrawPrize, saveLuckyDrawPrize } from '~/features/admin/api/play-admin.server';
import { loadPlayRecord, playRecordAction } from '~/features/admin/api/play-actions.server';
import { AdminErrorPanel } from '~/features/admin/components/admin-error-panel';
import { LuckyDrawPrizeForm } from '~/features/admin/components/play-forms';
import { usePrizeValue } from '~/features/admin/components/play-tables';
import { PromotionUsage } from '~/features/admin/components/promotion-edit-page';
import { adminHeaders, adminMeta } from '~/features/admin/lib/admin-meta';
import { parseLuckyDrawPrizeForm } from '~/features/admin/play-forms';
import { useAdminText } from '~/features/admin/text';
import type { Route } from './+types/admin-lucky-draw-prize';

/**
 * /admin/lucky-draw/new and /admin/lucky-draw/:id (permission `promotions.write`): a prize's
 * voucher value, quota (never below what was claimed), odds' weight and switch, at its version.
 */
export const loader = (args: Route.LoaderArgs) => loadPlayRecord(args, luckyDrawPrize);

export const action = (args: Route.ActionArgs) =>
  playRecordAction(args, {
    parse: (locale, id) => parseLuckyDrawPrizeForm(locale, id === null),
    save: saveLuckyDrawPrize,
    listPath: '/admin/lucky-draw',
    saved: 'luckyDrawSaved',
  });

/** Someone else's change in between (409) reloads the prize. */
export const shouldRevalidate = ({
  actionStatus,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) => (actionStatus === 409 ? true : defaultShouldRevalidate);

export const meta: Route.MetaFunction = adminMeta('luckyDrawTitle');
export const headers: Route.HeadersFunction = adminHeaders;

export default function AdminLuckyDrawPrize({ loaderData, actionData }: Route.ComponentProps) {
  const text = useAdminText();
  const valueOf = usePrizeValue();
  const { prize } = loaderData;
  return (
    <div className="flex flex-col gap-5">
      <header>
        <Link
          to="/admin/lucky-draw"
          className="text-sm font-semibold text-plum-700 hover:underline"
        >
          {text('luckyDrawBack')}
        </Link>
        <h1 className="mt-2 font-display text-3xl font-semibold text-plum-900">
          {prize ? text('luckyDrawEditTitle', { code: prize.code }) : text('luckyDrawNewTitle')}
        </h1>
        {prize ? <p className="mt-1 text-plum-700">{valueOf(prize)}</p> : null}
      </header>
      {prize ? (
        <PromotionUsage
          facts={[
            [
              'luckyDrawColumnClaimed',
              text('luckyDrawClaimedOf', { claimed: prize.claimed, quota: prize.quota }),
            ],
            ['luckyDrawColumnLeft', String(prize.remaining)],
            ['luckyDrawFieldWeight', String(prize.weight)],
          ]}
        />
      ) : null}
      <LuckyDrawPrizeForm prize={prize} answer={actionData} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPanel error={error} />;
}
