import { data, Form, Link, useNavigation, type ShouldRevalidateFunctionArgs } from 'react-router';
import { formatRupiah } from '@kilau/domain/shared';
import { roleMay } from '@kilau/domain/admin';
import {
  submitAssignVoucher,
  submitSaveVoucher,
  submitToggleVoucher,
} from '~/features/admin/api/voucher-actions.server';
import { getVoucher, promotionTargets } from '~/features/admin/api/vouchers.server';
import {
  requireStaff,
  staffContext,
  staffLoginPath,
} from '~/features/admin/api/staff-session.server';
import { BUTTON_CLASS, FormMessage, TextAreaField } from '~/components/ui/form-field';
import { AdminErrorPanel } from '~/features/admin/components/admin-error-panel';
import { PromotionUsage } from '~/features/admin/components/promotion-edit-page';
import { VoucherForm } from '~/features/admin/components/voucher-form';
import { adminHeaders, adminMeta } from '~/features/admin/lib/admin-meta';
import { VOUCHER_INTENTS } from '~/features/admin/lib/voucher-form';
import { STATUS_LABEL } from '~/features/admin/lib/voucher-words';
import { useAdminText } from '~/features/admin/text';
import type { Route } from './+types/admin-voucher';

const idOf = (value: string | undefined) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 && id <= Number.MAX_SAFE_INTEGER ? id : null;
};

/** /admin/vouchers/:id (permission `promotions.write`): the voucher's rules, usage and members. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const staff = staffContext(request, context);
  const me = await requireStaff(staff);
  if (!roleMay(me.role, 'promotions.write')) throw data(null, { status: 403 });
  const id = idOf(params.id);
  if (id === null) throw data(null, { status: 404 });
  const [found, targets] = await Promise.all([
    getVoucher(staff.api, id),
    promotionTargets(staff.api),
  ]);
  if (!found.ok) throw data(null, { status: found.status === 404 ? 404 : 503 });
  if (targets === null) throw data(null, { status: 503 });
  return {
    voucher: found.voucher,
    targets,
    created: staff.url.searchParams.get('created') === '1',
  };
}

/** One action for the page, by intent: save the form, switch off or on, give to members. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const staff = staffContext(request, context);
  const id = idOf(params.id);
  if (id === null) throw data(null, { status: 404 });
  const form = await request.formData();
  const input = {
    api: staff.api,
    form,
    locale: staff.locale,
    loginPath: staffLoginPath(staff.url),
  };
  switch (form.get('intent')) {
    case VOUCHER_INTENTS.save:
      return submitSaveVoucher(input, id);
    case VOUCHER_INTENTS.deactivate:
      return submitToggleVoucher(input, id, false);
    case VOUCHER_INTENTS.activate:
      return submitToggleVoucher(input, id, true);
    case VOUCHER_INTENTS.assign:
      return submitAssignVoucher(input, id);
    default:
      throw data(null, { status: 400 });
  }
}

/** Someone else's change in between (409) reloads the voucher, so the next try starts from it. */
export const shouldRevalidate = ({
  actionStatus,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) => (actionStatus === 409 ? true : defaultShouldRevalidate);

export const meta: Route.MetaFunction = adminMeta('vouchersTitle');
export const headers: Route.HeadersFunction = adminHeaders;

export default function AdminVoucher({ loaderData, actionData }: Route.ComponentProps) {
  const text = useAdminText();
  const navigation = useNavigation();
  const { voucher: v, targets, created } = loaderData;
  const said =
    actionData && (actionData.ok || actionData.intent !== VOUCHER_INTENTS.save) ? actionData : null;
  const toggleIntent = v.is_active ? VOUCHER_INTENTS.deactivate : VOUCHER_INTENTS.activate;
  const assignAnswer = actionData?.intent === VOUCHER_INTENTS.assign ? actionData : undefined;
  // A lucky-draw prize's voucher is edited through its prize (its version, its quota rule).
  const luckyDraw = v.kind === 'lucky_draw';
  // A store credit is one buyer's refund (docs/design/returns.md): shown, never edited.
  const storeCredit = v.kind === 'store_credit';
  const owned = luckyDraw || storeCredit;
  const busy = (intent: string) =>
    navigation.state !== 'idle' && navigation.formData?.get('intent') === intent;
  return (
    <div className="flex flex-col gap-5">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <Link
            to="/admin/vouchers"
            className="text-sm font-semibold text-plum-800 underline underline-offset-4"
          >
            {text('voucherBack')}
          </Link>
          <h1 className="mt-2 font-display text-3xl font-semibold text-plum-900">
            {text('voucherEditTitle', { code: v.code })}
          </h1>
          <p className="mt-1 text-plum-700">
            {v.name} · {text(STATUS_LABEL[v.status])}
          </p>
        </div>
        {owned ? null : (
          <Form method="post">
            <input type="hidden" name="intent" value={toggleIntent} />
            <input type="hidden" name="version" value={String(v.version)} />
            <button
              type="submit"
              disabled={busy(toggleIntent)}
              className={v.is_active ? BUTTON_CLASS.danger : BUTTON_CLASS.secondary}
            >
              {v.is_active ? text('voucherDeactivate') : text('voucherActivate')}
            </button>
          </Form>
        )}
      </header>
      {created && !actionData ? (
        <FormMessage tone="success">{text('voucherCreated', { code: v.code })}</FormMessage>
      ) : null}
      {said?.message && said.intent !== VOUCHER_INTENTS.assign ? (
        <FormMessage tone={said.ok ? 'success' : 'error'}>{said.message}</FormMessage>
      ) : null}

      <PromotionUsage
        facts={[
          [
            'voucherUsageUsed',
            text('usedOf', {
              used: v.usage.used,
              quota: v.quota_total === null ? text('unlimited') : v.quota_total,
            }),
          ],
          ['voucherUsageHeld', String(v.usage.held)],
          ['voucherUsageGiven', formatRupiah(v.usage.discount_given)],
          ['voucherUsageAssigned', String(v.assigned)],
        ]}
      />

      {luckyDraw ? (
        <section
          aria-labelledby="voucher-lucky-draw"
          className="flex flex-col gap-3 rounded-2xl border border-blush-200 bg-blush-50 p-5"
        >
          <h2 id="voucher-lucky-draw" className="font-display text-lg font-semibold text-plum-900">
            {text('adminNavLuckyDraw')}
          </h2>
          <p className="text-plum-800">{text('luckyDrawVoucherNote')}</p>
          <Link to="/admin/lucky-draw" className={`${BUTTON_CLASS.primary} self-start`}>
            {text('luckyDrawVoucherLink')}
          </Link>
        </section>
      ) : storeCredit ? (
        <section
          aria-labelledby="voucher-store-credit"
          className="flex flex-col gap-3 rounded-2xl border border-blush-200 bg-blush-50 p-5"
        >
          <h2
            id="voucher-store-credit"
            className="font-display text-lg font-semibold text-plum-900"
          >
            {text('storeCreditVoucherTitle')}
          </h2>
          <p className="text-plum-800">{text('storeCreditVoucherNote')}</p>
          <Link to="/admin/returns?status=all" className={`${BUTTON_CLASS.primary} self-start`}>
            {text('storeCreditVoucherLink')}
          </Link>
        </section>
      ) : (
        <VoucherForm voucher={v} targets={targets} answer={actionData} />
      )}

      {v.is_assigned_only && !owned ? (
        <section
          aria-labelledby="voucher-assign"
          className="rounded-2xl border border-blush-200 bg-white p-5"
        >
          <h2 id="voucher-assign" className="font-display text-lg font-semibold text-plum-900">
            {text('voucherAssignTitle')}
          </h2>
          <Form method="post" className="mt-3 flex flex-col gap-3">
            <input type="hidden" name="intent" value={VOUCHER_INTENTS.assign} />
            {assignAnswer?.message ? (
              <FormMessage tone={assignAnswer.ok ? 'success' : 'error'}>
                {assignAnswer.ok
                  ? assignAnswer.message
                  : (assignAnswer.fields?.emails ?? assignAnswer.message)}
              </FormMessage>
            ) : null}
            <TextAreaField
              name="emails"
              label={text('voucherAssignEmails')}
              hint={text('voucherAssignHint')}
              rows={3}
              error={assignAnswer?.fields?.emails}
            />
            <div>
              <button
                type="submit"
                disabled={busy(VOUCHER_INTENTS.assign)}
                className={BUTTON_CLASS.primary}
              >
                {text('voucherAssignSubmit')}
              </button>
            </div>
          </Form>
        </section>
      ) : null}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPanel error={error} />;
}
