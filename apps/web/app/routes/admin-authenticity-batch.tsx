import { data, redirect } from 'react-router';
import { roleMay } from '@kilau/domain/admin';
import { translate } from '@kilau/domain/messages';
import {
  getAuthenticityBatch,
  markAuthenticityBatchPrinted,
} from '~/features/admin/api/authenticity-admin.server';
import {
  requireStaff,
  staffContext,
  staffLoginPath,
} from '~/features/admin/api/staff-session.server';
import { AUTHENTICITY_INTENTS } from '~/features/admin/authenticity-forms';
import { AdminErrorPanel } from '~/features/admin/components/admin-error-panel';
import { AuthenticityBatchDetail } from '~/features/admin/components/authenticity-batch-detail';
import { adminHeaders, adminMeta } from '~/features/admin/lib/admin-meta';
import { recordIdOr404 } from '~/features/admin/lib/route-ids';
import type { Route } from './+types/admin-authenticity-batch';

/**
 * /admin/authenticity/:id (permission `authenticity.manage`): one batch — its codes checked,
 * checked again and not checked, the printer's CSV until it is marked printed, and "printed".
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const staff = staffContext(request, context);
  const me = await requireStaff(staff);
  if (!roleMay(me.role, 'authenticity.manage')) throw data(null, { status: 403 });
  const batch = await getAuthenticityBatch(staff.api, recordIdOr404(params.id));
  if (batch === null) throw data(null, { status: 404 });
  if (batch === undefined) throw data(null, { status: 503 });
  return { batch };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const staff = staffContext(request, context);
  const form = await request.formData();
  if (form.get('intent') !== AUTHENTICITY_INTENTS.printed) throw data(null, { status: 400 });
  const result = await markAuthenticityBatchPrinted(staff.api, recordIdOr404(params.id));
  if (result.ok) return { ok: true, message: result.message };
  if (result.status === 401) throw redirect(staffLoginPath(staff.url));
  return data(
    { ok: false, message: result.message ?? translate('generic_retry', staff.locale) },
    { status: result.status || 503 },
  );
}

export const meta: Route.MetaFunction = adminMeta('authenticityAdminTitle');
export const headers: Route.HeadersFunction = adminHeaders;

export default function AdminAuthenticityBatch({ loaderData, actionData }: Route.ComponentProps) {
  return <AuthenticityBatchDetail batch={loaderData.batch} answer={actionData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPanel error={error} />;
}
