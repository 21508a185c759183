import { data } from 'react-router';
import { ACADEMY_POST_KINDS, type AdminAcademyPostSummary } from '@kilau/domain/academy';
import {
  academyStaff,
  listAcademyLevels,
  listAcademyPosts,
} from '~/features/admin/api/academy-authoring.server';
import { AcademyAdminTabs } from '~/features/admin/components/academy-admin-tabs';
import {
  AcademyPostKindFilter,
  AcademyPostsTable,
} from '~/features/admin/components/academy-posts-table';
import { AdminErrorPanel } from '~/features/admin/components/admin-error-panel';
import { AdminListHeader } from '~/features/admin/components/admin-list-header';
import { adminHeaders, adminMeta } from '~/features/admin/lib/admin-meta';
import { useAdminText } from '~/features/admin/text';
import type { Route } from './+types/admin-academy-posts';

const kindOf = (value: string | null): AdminAcademyPostSummary['kind'] | null =>
  ACADEMY_POST_KINDS.find((kind) => kind === value) ?? null;

/**
 * /admin/academy/posts (permission `academy.manage`; docs/design/academy.md): the classes'
 * lessons and the articles, all or one kind (`?kind=course|article`).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await academyStaff(request, context);
  const kind = kindOf(staff.url.searchParams.get('kind'));
  const [posts, levels] = await Promise.all([
    listAcademyPosts(staff.api, kind ?? undefined),
    listAcademyLevels(staff.api),
  ]);
  if (posts === null || levels === null) throw data(null, { status: 503 });
  const levelPositions = Object.fromEntries(levels.map((level) => [level.id, level.position]));
  return { posts, kind, levelPositions };
}

export const meta: Route.MetaFunction = adminMeta('academyPostsTitle');
export const headers: Route.HeadersFunction = adminHeaders;

export default function AdminAcademyPosts({ loaderData }: Route.ComponentProps) {
  const text = useAdminText();
  return (
    <div className="flex flex-col gap-5">
      <AcademyAdminTabs />
      <AdminListHeader
        title={text('academyPostsTitle')}
        intro={text('academyPostsIntro')}
        create={{
          to: `/admin/academy/posts/new${loaderData.kind ? `?kind=${loaderData.kind}` : ''}`,
          label: text('academyPostsNew'),
        }}
      />
      <AcademyPostKindFilter kind={loaderData.kind} />
      <AcademyPostsTable posts={loaderData.posts} levelPositions={loaderData.levelPositions} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPanel error={error} />;
}
