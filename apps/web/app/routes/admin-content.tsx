import { data } from 'react-router';
import { roleMay } from '@kilau/domain/admin';
import { listContentPages } from '~/features/admin/api/content-admin.server';
import { requireStaff, staffContext } from '~/features/admin/api/staff-session.server';
import { AdminErrorPanel } from '~/features/admin/components/admin-error-panel';
import { ContentTable } from '~/features/admin/components/content-table';
import { adminHeaders, adminMeta } from '~/features/admin/lib/admin-meta';
import { useAdminText } from '~/features/admin/text';
import type { Route } from './+types/admin-content';

/**
 * /admin/content (permission `content.write`; docs/design/content.md): the shop's content pages
 * with their path, state (draft, published, changed since published) and last change.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = staffContext(request, context);
  const me = await requireStaff(staff);
  if (!roleMay(me.role, 'content.write')) throw data(null, { status: 403 });
  const rows = await listContentPages(staff.api);
  if (rows === null) throw data(null, { status: 503 });
  return { rows };
}

export const meta: Route.MetaFunction = adminMeta('contentListTitle');
export const headers: Route.HeadersFunction = adminHeaders;

export default function AdminContent({ loaderData }: Route.ComponentProps) {
  const text = useAdminText();
  return (
    <section aria-labelledby="content-list-title" className="flex flex-col gap-5">
      <h1 id="content-list-title" className="font-display text-3xl font-semibold text-plum-900">
        {text('contentListTitle')}
      </h1>
      <ContentTable rows={loaderData.rows} />
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPanel error={error} />;
}
