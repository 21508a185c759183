import { Link, type ShouldRevalidateFunctionArgs } from 'react-router';
import { partnerPrize, savePartnerPrize } from '~/features/admin/api/play-admin.server';
import { loadPlayRecord, playRecordAction } from '~/features/admin/api/play-actions.server';
import { AdminErrorPanel } from '~/features/admin/components/admin-error-panel';
import { PartnerPrizeForm } from '~/features/admin/components/play-forms';
import { adminHeaders, adminMeta } from '~/features/admin/lib/admin-meta';
import { parsePartnerPrizeForm } from '~/features/admin/play-forms';
import { useAdminText } from '~/features/admin/text';
import type { Route } from './+types/admin-partner-prize';

/**
 * /admin/partner-prizes/new and /admin/partner-prizes/:id (permission `promotions.write`): a
 * partner prize's kind, partner, names, cost and balance, stock and switch, at its version.
 */
export const loader = (args: Route.LoaderArgs) => loadPlayRecord(args, partnerPrize);

export const action = (args: Route.ActionArgs) =>
  playRecordAction(args, {
    // An edit names the version it was read at.
    parse: (locale, id) => {
      const parse = parsePartnerPrizeForm(locale);
      return (values: FormData) => {
        const parsed = parse(values);
        return parsed.ok && id !== null
          ? { ok: true as const, data: { ...parsed.data, version: Number(values.get('version')) } }
          : parsed;
      };
    },
    save: savePartnerPrize,
    listPath: '/admin/partner-prizes',
    saved: 'partnerPrizeSaved',
  });

/** Someone else's change in between (409) reloads the prize. */
export const shouldRevalidate = ({
  actionStatus,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) => (actionStatus === 409 ? true : defaultShouldRevalidate);

export const meta: Route.MetaFunction = adminMeta('partnerPrizesTitle');
export const headers: Route.HeadersFunction = adminHeaders;

export default function AdminPartnerPrize({ loaderData, actionData }: Route.ComponentProps) {
  const text = useAdminText();
  const { prize } = loaderData;
  return (
    <div className="flex flex-col gap-5">
      <header>
        <Link
          to="/admin/partner-prizes"
          className="text-sm font-semibold text-plum-700 hover:underline"
        >
          {text('partnerPrizeBack')}
        </Link>
        <h1 className="mt-2 font-display text-3xl font-semibold text-plum-900">
          {prize ? prize.name : text('partnerPrizeNewTitle')}
        </h1>
        {prize ? (
          <p className="mt-1 text-plum-700">
            {prize.partner_name} · {text('partnerPrizesColumnRedeemed')}: {prize.redeemed}
          </p>
        ) : null}
      </header>
      <PartnerPrizeForm prize={prize} answer={actionData} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPanel error={error} />;
}
