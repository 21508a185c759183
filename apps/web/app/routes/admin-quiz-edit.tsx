import { data, Link, redirect, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { Locale } from '@kilau/domain';
import { roleMay, type AdminQuiz } from '@kilau/domain/admin';
import { translate } from '@kilau/domain/messages';
import {
  beautyTags,
  getQuiz,
  QUIZ_API,
  uploadQuizImage,
  writeQuiz,
  type QuizWrite,
} from '~/features/admin/api/quizzes-admin.server';
import {
  requireStaff,
  staffContext,
  staffLoginPath,
} from '~/features/admin/api/staff-session.server';
import { AdminErrorPanel } from '~/features/admin/components/admin-error-panel';
import {
  QuizCoverForm,
  QuizDetailsForm,
  QuizQuestions,
  QuizResultPanel,
} from '~/features/admin/components/quiz-editor';
import { adminHeaders, adminMeta } from '~/features/admin/lib/admin-meta';
import { recordIdOr404 } from '~/features/admin/lib/route-ids';
import {
  parseAnswerForm,
  parseQuestionForm,
  parseQuizForm,
  QUIZ_INTENTS,
  type QuizActionData,
} from '~/features/admin/quiz-forms';
import { adminText, useAdminText, type AdminTextKey } from '~/features/admin/text';
import type { Answer } from '~/lib/api-answer';
import type { Route } from './+types/admin-quiz-edit';

/** `new`, or a quiz's id. */
const idOf = (param: string | undefined) => (param === 'new' ? null : recordIdOr404(param));

/**
 * /admin/quizzes/new and /admin/quizzes/:id (permission `quiz.write`): the quiz's details and
 * cover, its questions and answers (pictures, colours) and each answer's result rules.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const staff = staffContext(request, context);
  const me = await requireStaff(staff);
  if (!roleMay(me.role, 'quiz.write')) throw data(null, { status: 403 });
  const id = idOf(params.id);
  if (id === null) return { quiz: null, tags: [] };
  const [quiz, tags] = await Promise.all([getQuiz(staff.api, id), beautyTags(staff.api)]);
  if (quiz === null) throw data(null, { status: 404 });
  if (quiz === undefined) throw data(null, { status: 503 });
  return { quiz, tags };
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};
const fileOf = (form: FormData, name: string) => {
  const file = form.get(name);
  return file instanceof File && file.size > 0 ? file : null;
};

export async function action({ request, context, params }: Route.ActionArgs) {
  const staff = staffContext(request, context);
  const { api, locale } = staff;
  const loginPath = staffLoginPath(staff.url);
  const id = idOf(params.id);
  const form = await request.formData();
  const intent = text(form, 'intent');
  const target = Number(text(form, 'target')) || undefined;
  const version = Number(text(form, 'version'));
  const said = { intent, ...(target ? { target } : {}) };

  /** The API's answer as the form shows it (a 401 goes to the sign-in page). */
  const answerOf = <T,>(result: Answer<T>, done: AdminTextKey) => {
    if (result.ok)
      return data<QuizActionData>({ ...said, ok: true, message: adminText(done, locale) });
    if (result.status === 401) throw redirect(loginPath);
    return data<QuizActionData>(
      {
        ...said,
        ok: false,
        ...(result.status === 422 && result.fields ? { fields: result.fields } : {}),
        message: result.message ?? adminText('adminUnavailable', locale),
      },
      { status: result.status || 503 },
    );
  };
  const refused = (fields: Record<string, string>) =>
    data<QuizActionData>({ ...said, ok: false, fields }, { status: 422 });
  const write = async (call: QuizWrite, done: AdminTextKey) =>
    answerOf(await writeQuiz(api, call), done);

  if (intent === QUIZ_INTENTS.save) {
    const parsed = parseQuizForm(locale)(form);
    if (!parsed.ok) return refused(parsed.fields);
    // The cover is its own form (an upload); this one leaves it as it is.
    const { cover_image: _cover, ...fields } = parsed.data;
    if (id === null) {
      const created = await writeQuiz(api, {
        method: 'POST',
        path: QUIZ_API.quizzes,
        body: fields,
      });
      if (created.ok) throw redirect(`/admin/quizzes/${created.data.id}`);
      return answerOf(created, 'quizSaved');
    }
    return write(
      { method: 'PATCH', path: QUIZ_API.quiz(id), body: { ...fields, version } },
      'quizSaved',
    );
  }
  if (id === null) throw data(null, { status: 400 });
  switch (intent) {
    case QUIZ_INTENTS.cover: {
      const file = fileOf(form, 'image');
      if (!file) return refused({ image: translate('required', locale) });
      const uploaded = await uploadQuizImage(api, file);
      if (!uploaded.ok) return answerOf(uploaded, 'quizCoverSaved');
      return write(
        {
          method: 'PATCH',
          path: QUIZ_API.quiz(id),
          body: { version, cover_image: uploaded.data.url },
        },
        'quizCoverSaved',
      );
    }
    case QUIZ_INTENTS.addQuestion:
    case QUIZ_INTENTS.saveQuestion: {
      const parsed = parseQuestionForm(locale)(form);
      if (!parsed.ok) return refused(parsed.fields);
      return intent === QUIZ_INTENTS.addQuestion
        ? write(
            { method: 'POST', path: QUIZ_API.questions(id), body: parsed.data },
            'quizQuestionSaved',
          )
        : write(
            {
              method: 'PATCH',
              path: QUIZ_API.question(target ?? 0),
              body: { ...parsed.data, version },
            },
            'quizQuestionSaved',
          );
    }
    case QUIZ_INTENTS.deleteQuestion:
      return write(
        { method: 'DELETE', path: `${QUIZ_API.question(target ?? 0)}?version=${version}` },
        'quizQuestionDeleted',
      );
    case QUIZ_INTENTS.addAnswer:
    case QUIZ_INTENTS.saveAnswer:
      return saveAnswer(form, locale);
    case QUIZ_INTENTS.deleteAnswer:
      return write(
        { method: 'DELETE', path: `${QUIZ_API.answer(target ?? 0)}?version=${version}` },
        'quizAnswerDeleted',
      );
    default:
      throw data(null, { status: 400 });
  }

  /** An answer: its picture uploaded first (when one is chosen), then the answer written. */
  async function saveAnswer(answerForm: FormData, language: Locale) {
    const parsed = parseAnswerForm(language)(answerForm);
    if (!parsed.ok) return refused(parsed.fields);
    let image = answerForm.get('image_remove') === 'on' ? null : parsed.data.image;
    const file = fileOf(answerForm, 'image_file');
    if (file) {
      const uploaded = await uploadQuizImage(api, file);
      if (!uploaded.ok) return answerOf(uploaded, 'quizAnswerSaved');
      image = uploaded.data.url;
    }
    // The API reads a blank picture as none.
    const body = { ...parsed.data, image: image ?? '' };
    return intent === QUIZ_INTENTS.addAnswer
      ? write({ method: 'POST', path: QUIZ_API.answers(target ?? 0), body }, 'quizAnswerSaved')
      : write(
          { method: 'PATCH', path: QUIZ_API.answer(target ?? 0), body: { ...body, version } },
          'quizAnswerSaved',
        );
  }
}

/** Someone else's change in between (409) reloads the quiz, so the forms show it as it is. */
export const shouldRevalidate = ({
  actionStatus,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) => (actionStatus === 409 ? true : defaultShouldRevalidate);

export const meta: Route.MetaFunction = adminMeta('quizEditTitle');
export const headers: Route.HeadersFunction = adminHeaders;

export default function AdminQuizEdit({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdminText();
  const { quiz, tags } = loaderData as { quiz: AdminQuiz | null; tags: typeof loaderData.tags };
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <Link to="/admin/quizzes" className="text-sm font-semibold text-plum-700 hover:underline">
            {t('quizBack')}
          </Link>
          <h1 className="mt-2 font-display text-3xl font-semibold text-plum-900">
            {quiz ? quiz.title_id : t('quizNewTitle')}
          </h1>
          {quiz ? (
            <p className="mt-1 text-sm text-plum-700">
              {t('quizStats', { joined: quiz.total_joined, version: quiz.version })}
            </p>
          ) : null}
        </div>
        {quiz ? (
          <a
            href={`/quiz/${quiz.slug}`}
            target="_blank"
            rel="noreferrer"
            className="text-sm font-semibold text-plum-900 underline underline-offset-4"
          >
            {t('quizShopLink')}
          </a>
        ) : null}
      </header>
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]">
        <QuizDetailsForm quiz={quiz} answer={actionData} />
        {quiz ? (
          <div className="flex flex-col gap-6">
            <QuizCoverForm quiz={quiz} answer={actionData} />
            <QuizResultPanel quiz={quiz} />
          </div>
        ) : null}
      </div>
      {quiz ? <QuizQuestions quiz={quiz} tags={tags} answer={actionData} /> : null}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPanel error={error} />;
}
