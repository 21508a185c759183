import { data, type ShouldRevalidateFunctionArgs } from 'react-router';
import { roleMay } from '@kilau/domain/admin';
import {
  submitCreate,
  submitLock,
  submitResetTotp,
  submitRole,
} from '~/features/admin/api/staff-actions.server';
import { listStaff } from '~/features/admin/api/staff.server';
import {
  requireStaff,
  staffContext,
  staffLoginPath,
} from '~/features/admin/api/staff-session.server';
import { STAFF_INTENTS } from '~/features/admin/admin-forms';
import { AdminErrorPanel } from '~/features/admin/components/admin-error-panel';
import { StaffManager } from '~/features/admin/components/staff-manager';
import { adminHeaders, adminMeta } from '~/features/admin/lib/admin-meta';
import type { Route } from './+types/admin-staff';

/** /admin/staff (permission `staff.manage`): the staff accounts and their roles, locks, 2FA. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = staffContext(request, context);
  const me = await requireStaff(staff);
  if (!roleMay(me.role, 'staff.manage')) throw data(null, { status: 403 });
  const accounts = await listStaff(staff.api);
  if (accounts === null) throw data(null, { status: 503 });
  return { staff: accounts, meId: me.id };
}

/** One action for the page, by intent: add an account, change a role, lock, unlock, reset 2FA. */
export async function action({ request, context }: Route.ActionArgs) {
  const staff = staffContext(request, context);
  const form = await request.formData();
  const input = {
    api: staff.api,
    form,
    locale: staff.locale,
    loginPath: staffLoginPath(staff.url),
  };
  switch (form.get('intent')) {
    case STAFF_INTENTS.create:
      return submitCreate(input);
    case STAFF_INTENTS.role:
      return submitRole(input);
    case STAFF_INTENTS.lock:
      return submitLock(input, true);
    case STAFF_INTENTS.unlock:
      return submitLock(input, false);
    case STAFF_INTENTS.resetTotp:
      return submitResetTotp(input);
    default:
      throw data(null, { status: 400 });
  }
}

/**
 * Someone else's change in between (409 `changed_by_someone_else`) reloads the table, so the
 * next try starts from what the account is now; other refusals leave it as it is.
 */
export const shouldRevalidate = ({
  actionStatus,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) => (actionStatus === 409 ? true : defaultShouldRevalidate);

export const meta: Route.MetaFunction = adminMeta('staffTitle');
export const headers: Route.HeadersFunction = adminHeaders;

export default function AdminStaff({ loaderData, actionData }: Route.ComponentProps) {
  return <StaffManager staff={loaderData.staff} meId={loaderData.meId} answer={actionData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPanel error={error} />;
}
