import { useRouteLoaderData } from 'react-router';
import { WelcomePanel } from '~/features/admin/components/welcome-panel';
import { adminHeaders, adminMeta } from '~/features/admin/lib/admin-meta';
import type { Route } from './+types/admin-home';
import type { loader as adminLoader } from './admin';

/** /admin: who is signed in, their role and what it may do (the frame's loader has them). */
export const meta: Route.MetaFunction = adminMeta('adminNavHome');
export const headers: Route.HeadersFunction = adminHeaders;

export default function AdminHome() {
  const layout = useRouteLoaderData<typeof adminLoader>('routes/admin');
  return layout ? <WelcomePanel me={layout.me} /> : null;
}
