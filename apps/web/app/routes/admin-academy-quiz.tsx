import { data, Link, type ShouldRevalidateFunctionArgs } from 'react-router';
import {
  ACADEMY_AUTHORING_API,
  academyAnswer,
  academyRefused,
  academyStaff,
  getAcademyClassPost,
  writeAcademy,
} from '~/features/admin/api/academy-authoring.server';
import {
  ACADEMY_AUTHORING_INTENTS,
  parseQuizForm,
  quizDraftOf,
} from '~/features/admin/academy-authoring-forms';
import { AcademyAdminTabs } from '~/features/admin/components/academy-admin-tabs';
import { AcademyQuizEditor } from '~/features/admin/components/academy-quiz-editor';
import { AdminErrorPanel } from '~/features/admin/components/admin-error-panel';
import { adminHeaders, adminMeta } from '~/features/admin/lib/admin-meta';
import { recordIdOr404 } from '~/features/admin/lib/route-ids';
import { adminText, useAdminText } from '~/features/admin/text';
import type { Route } from './+types/admin-academy-quiz';

/**
 * /admin/academy/classes/:classId/quiz (permission `academy.manage`; docs/design/academy.md):
 * a class's quiz — pass mark, attempt limit, and its questions replaced as one set.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const staff = await academyStaff(request, context);
  const classId = recordIdOr404(params.classId);
  const post = await getAcademyClassPost(staff.api, classId);
  if (post === undefined) throw data(null, { status: 503 });
  if (post === null || post.quiz === null) throw data(null, { status: 404 });
  return {
    post: { id: post.id, title_id: post.title_id },
    draft: quizDraftOf(post.quiz),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const staff = await academyStaff(request, context);
  const { api, locale, url } = staff;
  const classId = recordIdOr404(params.classId);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  if (intent !== ACADEMY_AUTHORING_INTENTS.saveQuiz) throw data(null, { status: 400 });
  const parsed = parseQuizForm(locale)(form);
  if (!parsed.ok) return academyRefused({ intent }, parsed.fields);
  return academyAnswer(
    { intent },
    await writeAcademy(api, {
      method: 'PUT',
      path: ACADEMY_AUTHORING_API.quiz(classId),
      body: parsed.data,
    }),
    adminText('academyQuizSaved', locale),
    url,
    adminText('adminUnavailable', locale),
  );
}

/** Someone else's change in between (409) reloads the quiz as it is now. */
export const shouldRevalidate = ({
  actionStatus,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) => (actionStatus === 409 ? true : defaultShouldRevalidate);

export const meta: Route.MetaFunction = adminMeta('academyQuizForm');
export const headers: Route.HeadersFunction = adminHeaders;

export default function AdminAcademyQuiz({ loaderData, actionData }: Route.ComponentProps) {
  const text = useAdminText();
  const { post, draft } = loaderData;
  return (
    <div className="flex flex-col gap-5">
      <AcademyAdminTabs />
      <header>
        <Link
          to="/admin/academy/levels"
          className="text-sm font-semibold text-plum-700 hover:underline"
        >
          {text('academyQuizBack')}
        </Link>
        <h1 className="mt-2 font-display text-3xl font-semibold text-plum-900">
          {text('academyQuizTitle', { title: post.title_id })}
        </h1>
        <p className="mt-1 max-w-3xl text-plum-700">{text('academyQuizIntro')}</p>
        <Link
          to={`/admin/academy/posts/${post.id}`}
          className="mt-2 inline-block text-sm font-semibold text-plum-900 underline underline-offset-4"
        >
          {text('academyClassLessonOf', { title: post.title_id })}
        </Link>
      </header>
      <AcademyQuizEditor draft={draft} answer={actionData} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPanel error={error} />;
}
