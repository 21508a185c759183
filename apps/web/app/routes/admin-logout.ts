import { redirect } from 'react-router';
import { signOut, staffContext } from '~/features/admin/api/staff-session.server';
import type { Route } from './+types/admin-logout';

/** POST /admin/logout: ends the staff session (the API clears `kilau_staff`), then the sign-in. */
export async function action({ request, context }: Route.ActionArgs) {
  const staff = staffContext(request, context);
  await signOut(staff.api);
  return redirect('/admin/login', { headers: staff.setCookies() });
}

/** Nothing to show: a visit goes to the back office's home. */
export function loader() {
  return redirect('/admin');
}
