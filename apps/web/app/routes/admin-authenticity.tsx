import { data, redirect } from 'react-router';
import { roleMay } from '@kilau/domain/admin';
import { translate } from '@kilau/domain/messages';
import {
  createAuthenticityBatch,
  listAuthenticityBatches,
} from '~/features/admin/api/authenticity-admin.server';
import {
  requireStaff,
  staffContext,
  staffLoginPath,
} from '~/features/admin/api/staff-session.server';
import { AUTHENTICITY_INTENTS, parseAuthenticityBatch } from '~/features/admin/authenticity-forms';
import { AdminErrorPanel } from '~/features/admin/components/admin-error-panel';
import {
  AuthenticityBatchForm,
  AuthenticityBatchTable,
} from '~/features/admin/components/authenticity-batches';
import { adminHeaders, adminMeta } from '~/features/admin/lib/admin-meta';
import { useAdminText } from '~/features/admin/text';
import type { Route } from './+types/admin-authenticity';

const PAGE = 50;

/**
 * /admin/authenticity (permission `authenticity.manage`; docs/design/authenticity.md): the
 * batches of printed codes, newest first, with how many were checked, and the form that makes a
 * new batch (then its page opens, with the printer's file).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = staffContext(request, context);
  const me = await requireStaff(staff);
  if (!roleMay(me.role, 'authenticity.manage')) throw data(null, { status: 403 });
  const page = await listAuthenticityBatches(staff.api, 0, PAGE);
  if (page === null) throw data(null, { status: 503 });
  return page;
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = staffContext(request, context);
  const form = await request.formData();
  if (form.get('intent') !== AUTHENTICITY_INTENTS.create) throw data(null, { status: 400 });
  const parsed = parseAuthenticityBatch(staff.locale)(form);
  if (!parsed.ok) return data({ fields: parsed.fields, message: undefined }, { status: 422 });
  const result = await createAuthenticityBatch(staff.api, parsed.data);
  if (result.ok) throw redirect(`/admin/authenticity/${result.data.id}`);
  if (result.status === 401) throw redirect(staffLoginPath(staff.url));
  return data(
    {
      fields: result.fields,
      message: result.fields
        ? undefined
        : (result.message ?? translate('generic_retry', staff.locale)),
    },
    { status: result.status || 503 },
  );
}

export const meta: Route.MetaFunction = adminMeta('authenticityAdminTitle');
export const headers: Route.HeadersFunction = adminHeaders;

export default function AdminAuthenticity({ loaderData, actionData }: Route.ComponentProps) {
  const text = useAdminText();
  return (
    <div className="flex max-w-5xl flex-col gap-6">
      <header>
        <h1 className="font-display text-3xl font-semibold text-plum-900">
          {text('authenticityAdminTitle')}
        </h1>
        <p className="mt-1 text-plum-700">{text('authenticityAdminIntro')}</p>
      </header>
      <AuthenticityBatchForm fields={actionData?.fields} message={actionData?.message} />
      <AuthenticityBatchTable rows={loaderData.rows} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPanel error={error} />;
}
