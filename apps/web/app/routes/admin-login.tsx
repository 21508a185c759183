import { data, redirect } from 'react-router';
import { submitCode, submitPassword } from '~/features/admin/api/login-actions.server';
import { afterSignIn, fetchMe, staffContext } from '~/features/admin/api/staff-session.server';
import { LOGIN_INTENTS } from '~/features/admin/admin-forms';
import { StaffLoginForm } from '~/features/admin/components/staff-login-form';
import { adminHeaders, adminMeta } from '~/features/admin/lib/admin-meta';
import { CHROMELESS } from '~/lib/chrome';
import type { Route } from './+types/admin-login';

/** /admin/login: the back office's sign-in, password then authenticator code, on one page. */
export const handle = CHROMELESS;

/** A staff member already signed in goes straight on. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = staffContext(request, context);
  const answer = await fetchMe(staff.api);
  if (answer.state === 'signed-in') throw redirect(afterSignIn(staff.url));
  return null;
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

export default function AdminLogin({ actionData }: Route.ComponentProps) {
  return <StaffLoginForm answer={actionData} />;
}
