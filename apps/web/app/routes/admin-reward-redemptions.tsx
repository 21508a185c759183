import { data, redirect, type ShouldRevalidateFunctionArgs } from 'react-router';
import { roleMay } from '@kilau/domain/admin';
import { translate } from '@kilau/domain/messages';
import type { RedemptionCancelInput, RedemptionFulfilInput } from '@kilau/domain/rewards';
import {
  cancelRedemption,
  fulfilRedemption,
  listRedemptions,
  offeredPrizes,
} from '~/features/admin/api/redemptions-admin.server';
import {
  requireStaff,
  staffContext,
  staffLoginPath,
} from '~/features/admin/api/staff-session.server';
import { AdminErrorPanel } from '~/features/admin/components/admin-error-panel';
import { RedemptionQueue } from '~/features/admin/components/redemption-queue';
import { adminHeaders, adminMeta } from '~/features/admin/lib/admin-meta';
import { readRedemptionFilters } from '~/features/admin/lib/redemption-filters';
import {
  parseRedemptionCancel,
  parseRedemptionFulfil,
  REDEMPTION_INTENTS,
  type RedemptionActionData,
} from '~/features/admin/redemption-forms';
import type { Route } from './+types/admin-reward-redemptions';

/**
 * /admin/reward-redemptions (permission `customers.read`; docs/design/rewards.md "The
 * redemption queue"): the partner prizes members redeemed, waiting first (`status`, `all` for
 * every one), by member (`user`: e-mail or id) and prize (`prize_id`), paged (`skip`); a
 * requested one is marked sent or cancelled (its cost given back) with `customers.write`.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = staffContext(request, context);
  const me = await requireStaff(staff);
  if (!roleMay(me.role, 'customers.read')) throw data(null, { status: 403 });
  const { filters, query } = readRedemptionFilters(staff.url.searchParams);
  const [page, prizes] = await Promise.all([
    listRedemptions(staff.api, query),
    offeredPrizes(staff.api),
  ]);
  if (page === null) throw data(null, { status: 503 });
  return {
    rows: page.rows,
    total: page.total,
    filters,
    skip: query.skip,
    limit: query.limit,
    prizes,
    mayMove: roleMay(me.role, 'customers.write'),
  };
}

/** One move, by intent: mark sent (an optional partner number) or cancel (a reason). */
export async function action({ request, context }: Route.ActionArgs) {
  const staff = staffContext(request, context);
  const form = await request.formData();
  const intent = form.get('intent');
  if (intent !== REDEMPTION_INTENTS.fulfil && intent !== REDEMPTION_INTENTS.cancel) {
    throw data(null, { status: 400 });
  }
  const id = Number(form.get('id'));
  if (!Number.isSafeInteger(id) || id < 1) throw data(null, { status: 400 });
  const fulfil = intent === REDEMPTION_INTENTS.fulfil;
  const parsed = fulfil
    ? parseRedemptionFulfil(staff.locale)(form)
    : parseRedemptionCancel(staff.locale)(form);
  if (!parsed.ok) {
    return data<RedemptionActionData>(
      { intent, id, ok: false, fields: parsed.fields },
      { status: 422 },
    );
  }
  const result = fulfil
    ? await fulfilRedemption(staff.api, id, parsed.data as RedemptionFulfilInput)
    : await cancelRedemption(staff.api, id, parsed.data as RedemptionCancelInput);
  if (result.ok) {
    return data<RedemptionActionData>({
      intent,
      id,
      ok: true,
      ...(result.message ? { message: result.message } : {}),
    });
  }
  if (result.status === 401) throw redirect(staffLoginPath(staff.url));
  const message = result.message ?? translate('generic_retry', staff.locale);
  return data<RedemptionActionData>(
    { intent, id, ok: false, message, ...(result.fields ? { fields: result.fields } : {}) },
    { status: result.status || 503 },
  );
}

/**
 * Someone else's move in between (409 `redemption_not_requested`) reloads the list, so the row
 * shows what it is now; other refusals leave it as it is.
 */
export const shouldRevalidate = ({
  actionStatus,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) => (actionStatus === 409 ? true : defaultShouldRevalidate);

export const meta: Route.MetaFunction = adminMeta('redemptionsTitle');
export const headers: Route.HeadersFunction = adminHeaders;

export default function AdminRewardRedemptions({ loaderData, actionData }: Route.ComponentProps) {
  return <RedemptionQueue {...loaderData} answer={actionData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPanel error={error} />;
}
