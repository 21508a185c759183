import { data, Link } from 'react-router';
import { roleMay } from '@kilau/domain/admin';
import { submitCreateVoucher } from '~/features/admin/api/voucher-actions.server';
import { promotionTargets } from '~/features/admin/api/vouchers.server';
import {
  requireStaff,
  staffContext,
  staffLoginPath,
} from '~/features/admin/api/staff-session.server';
import { AdminErrorPanel } from '~/features/admin/components/admin-error-panel';
import { VoucherForm } from '~/features/admin/components/voucher-form';
import { adminHeaders, adminMeta } from '~/features/admin/lib/admin-meta';
import { VOUCHER_INTENTS } from '~/features/admin/lib/voucher-form';
import { useAdminText } from '~/features/admin/text';
import type { Route } from './+types/admin-voucher-new';

/** /admin/vouchers/new (permission `promotions.write`): a voucher with every rule. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = staffContext(request, context);
  const me = await requireStaff(staff);
  if (!roleMay(me.role, 'promotions.write')) throw data(null, { status: 403 });
  const targets = await promotionTargets(staff.api);
  if (targets === null) throw data(null, { status: 503 });
  return { targets };
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = staffContext(request, context);
  const form = await request.formData();
  if (form.get('intent') !== VOUCHER_INTENTS.save) throw data(null, { status: 400 });
  return submitCreateVoucher({
    api: staff.api,
    form,
    locale: staff.locale,
    loginPath: staffLoginPath(staff.url),
  });
}

export const meta: Route.MetaFunction = adminMeta('voucherNewTitle');
export const headers: Route.HeadersFunction = adminHeaders;

export default function AdminVoucherNew({ loaderData, actionData }: Route.ComponentProps) {
  const text = useAdminText();
  return (
    <div className="flex flex-col gap-5">
      <header>
        <Link
          to="/admin/vouchers"
          className="text-sm font-semibold text-plum-800 underline underline-offset-4"
        >
          {text('voucherBack')}
        </Link>
        <h1 className="mt-2 font-display text-3xl font-semibold text-plum-900">
          {text('voucherNewTitle')}
        </h1>
      </header>
      <VoucherForm targets={loaderData.targets} answer={actionData} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPanel error={error} />;
}
