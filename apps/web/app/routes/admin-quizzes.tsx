import { data } from 'react-router';
import { roleMay } from '@kilau/domain/admin';
import { listQuizzes } from '~/features/admin/api/quizzes-admin.server';
import { requireStaff, staffContext } from '~/features/admin/api/staff-session.server';
import { AdminErrorPanel } from '~/features/admin/components/admin-error-panel';
import { AdminListHeader } from '~/features/admin/components/admin-list-header';
import { QuizTable } from '~/features/admin/components/quiz-table';
import { adminHeaders, adminMeta } from '~/features/admin/lib/admin-meta';
import { useAdminText } from '~/features/admin/text';
import type { Route } from './+types/admin-quizzes';

/** /admin/quizzes (permission `quiz.write`): every beauty quiz, active or not, with its takers. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = staffContext(request, context);
  const me = await requireStaff(staff);
  if (!roleMay(me.role, 'quiz.write')) throw data(null, { status: 403 });
  const quizzes = await listQuizzes(staff.api);
  if (quizzes === null) throw data(null, { status: 503 });
  return { quizzes };
}

export const meta: Route.MetaFunction = adminMeta('quizzesTitle');
export const headers: Route.HeadersFunction = adminHeaders;

export default function AdminQuizzes({ loaderData }: Route.ComponentProps) {
  const text = useAdminText();
  return (
    <div className="flex flex-col gap-5">
      <AdminListHeader
        title={text('quizzesTitle')}
        intro={text('quizzesIntro')}
        create={{ to: '/admin/quizzes/new', label: text('quizzesNew') }}
      />
      <QuizTable quizzes={loaderData.quizzes} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPanel error={error} />;
}
