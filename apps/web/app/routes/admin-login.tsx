import { data, redirect } from 'react-router';
import { submitCode, submitPassword } from '~/features/admin/api/login-actions.server';
import {
  afterSignIn,
  fetchMe,
  fetchPending,
  staffContext,
} from '~/features/admin/api/staff-session.server';
import { totpSetup } from '~/features/admin/lib/totp-setup.server';
import type { LoginStep } from '~/features/admin/login-steps';
import { LOGIN_INTENTS } from '~/features/admin/admin-forms';
import { StaffLoginForm } from '~/features/admin/components/staff-login-form';
import { adminHeaders, adminMeta } from '~/features/admin/lib/admin-meta';
import { CHROMELESS } from '~/lib/chrome';
import type { Route } from './+types/admin-login';

/** /admin/login: the back office's sign-in, password then authenticator code, on one page. */
export const handle = CHROMELESS;

/**
 * A staff member already signed in goes straight on; one past the password (a reload, a
 * language switch) finds the code step where it was, unless they chose another account
 * (`?restart`).
 */
export async function loader({ request, context }: Route.LoaderArgs): Promise<LoginStep | null> {
  const staff = staffContext(request, context);
  const answer = await fetchMe(staff.api);
  if (answer.state === 'signed-in') throw redirect(afterSignIn(staff.url));
  if (staff.url.searchParams.has('restart')) return null;
  const pending = await fetchPending(staff.api);
  if (!pending) return null;
  const setup =
    pending.next === 'totp_setup' ? await totpSetup(pending.secret, pending.otpauth_uri) : null;
  return { step: 'code', setup };
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = staffContext(request, context);
  const form = await request.formData();
  switch (form.get('intent')) {
    case LOGIN_INTENTS.password:
      return submitPassword(staff, form);
    case LOGIN_INTENTS.code:
      return submitCode(staff, form);
    default:
      throw data(null, { status: 400 });
  }
}

export const meta: Route.MetaFunction = adminMeta('loginTitle');
export const headers: Route.HeadersFunction = adminHeaders;

export default function AdminLogin({ actionData, loaderData }: Route.ComponentProps) {
  return <StaffLoginForm answer={actionData ?? loaderData ?? undefined} />;
}
