import { academyPath } from '@kilau/domain/academy';
import { data, Link, redirect, useActionData, useFetcher, useRouteLoaderData } from 'react-router';
import { RouteError } from '~/components/layout/route-error';
import { TrustedHtml } from '~/components/ui/trusted-html';
import {
  fetchAcademyClass,
  markLessonRead,
  saveLastClass,
} from '~/features/academy/api/academy-calls';
import {
  classCommentIntent,
  loadClassComments,
} from '~/features/academy/api/class-comments.server';
import { ClassComments, COMMENT_INTENT } from '~/features/academy/components/class-comments';
import { academyText, useAcademyText } from '~/features/academy/text';
import { loginRedirectPath } from '~/lib/login-request';
import { routeContext } from '~/lib/route-context.server';
import { buildSeo, pageMeta } from '~/lib/seo';
import type { loader as academyLoader } from './academy';
import type { Route } from './+types/academy-class';

/**
 * `/{segment}/class/{class}` (001 §2 Class): a reached class — its lesson, attachments, the way to
 * its quiz and to the next class, and its comments below (`?comments=N` shows the first N). A class
 * not reached yet is the locked page; the server refuses it whatever the browser asks. Opening a
 * class remembers it as where the member left off.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { api, locale, url } = routeContext(request, context);
  const answer = await fetchAcademyClass(api, params.classSlug);
  if (!answer.ok) {
    if (answer.status === 401) throw redirect(loginRedirectPath(url));
    if (answer.errorCode === 'academy_class_locked')
      throw redirect(
        `${academyPath(params.academy, 'locked')}?class=${encodeURIComponent(params.classSlug)}`,
      );
    if (answer.errorCode === 'academy_not_enrolled')
      throw redirect(academyPath(params.academy, 'enroll'));
    throw data(null, { status: answer.status === 404 ? 404 : 503 });
  }
  // Where the member left off (PUT user-progress); a failure here costs nothing.
  const [, comments] = await Promise.all([
    saveLastClass(api, answer.data.id),
    loadClassComments(api, answer.data.post_id, url.searchParams.get('comments')),
  ]);
  return {
    lesson: answer.data,
    ...comments,
    seo: buildSeo(url, locale, {
      title: answer.data.title,
      description: academyText('academySeoDescription', locale),
      noindex: true,
    }),
  };
}

/**
 * By intent: `comment` and `report` are the comments' (`classCommentIntent`,
 * `features/academy/api/class-comments.server.ts`); `read`: the lesson is done
 * (`POST user-progress/next-course/{class}`); the quiz opens.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { api } = routeContext(request, context);
  const form = await request.formData();
  const comment = await classCommentIntent(api, form);
  if (comment) return comment;
  const intent = form.get('intent');
  const classId = Number(form.get('class_id'));
  if (intent !== 'read' || !Number.isSafeInteger(classId) || classId < 1)
    throw data(null, { status: 400 });
  const result = await markLessonRead(api, classId);
  if (!result.ok) return { ok: false as const, message: result.message ?? '' };
  const hasQuiz = form.get('has_quiz') === '1';
  if (hasQuiz) throw redirect(academyPath(params.academy, 'quiz', params.classSlug));
  const next = result.data.next_class;
  throw redirect(
    next ? academyPath(params.academy, 'class', next.slug) : academyPath(params.academy, 'classes'),
  );
}

export const meta: Route.MetaFunction = pageMeta;
export const ErrorBoundary = RouteError;

const button =
  'inline-flex min-h-12 items-center rounded-full px-6 font-semibold disabled:opacity-60';

export default function AcademyClass({ loaderData }: Route.ComponentProps) {
  const frame = useRouteLoaderData<typeof academyLoader>('routes/academy');
  const text = useAcademyText();
  const fetcher = useFetcher<{ ok: false; message: string }>();
  const answered = useActionData<typeof action>();
  const { lesson } = loaderData;
  if (!frame) return null;
  const segment = frame.academy.path_segment;
  const hasQuiz = lesson.quiz.question_count > 0;
  return (
    <article className="mx-auto max-w-3xl px-4 py-8">
      <p className="text-sm font-semibold uppercase tracking-[0.14em] text-plum-700">
        {text('academyLevelHeading', {
          position: lesson.level.position,
          title: lesson.level.title,
        })}
      </p>
      <h1 className="mt-1 font-display text-3xl font-semibold text-plum-900 md:text-4xl">
        {lesson.title}
      </h1>
      <p className="mt-2 text-plum-700">
        {text('academyClassBy', { owner: lesson.owner, position: lesson.position })}
      </p>
      {lesson.summary ? <p className="mt-4 text-lg text-plum-800">{lesson.summary}</p> : null}
      <TrustedHtml html={lesson.content_html} className="content-prose mt-6" />

      {lesson.attachments.length > 0 ? (
        <section aria-labelledby="class-attachments" className="mt-8">
          <h2 id="class-attachments" className="font-display text-xl font-semibold text-plum-900">
            {text('academyAttachments')}
          </h2>
          <ul className="mt-3 grid gap-2">
            {lesson.attachments.map((attachment) => (
              <li key={attachment.id}>
                {attachment.url ? (
                  <a
                    href={attachment.url}
                    className="inline-flex min-h-12 items-center gap-2 font-semibold text-plum-900 underline"
                  >
                    {attachment.name}
                    <span className="text-sm font-normal text-plum-700">
                      ({Math.max(1, Math.round(attachment.size_bytes / 1024))} KB)
                    </span>
                  </a>
                ) : (
                  <span>{attachment.name}</span>
                )}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section className="mt-10 rounded-3xl bg-[var(--academy-accent)] p-6" aria-live="polite">
        {lesson.state === 'open' ? (
          <fetcher.Form method="post" className="flex flex-wrap items-center gap-3">
            <input type="hidden" name="intent" value="read" />
            <input type="hidden" name="class_id" value={lesson.id} />
            <input type="hidden" name="has_quiz" value={hasQuiz ? '1' : '0'} />
            <p className="w-full text-plum-950">
              {hasQuiz
                ? text('academyReadThenQuiz', {
                    count: lesson.quiz.question_count,
                    mark: lesson.quiz.pass_mark,
                  })
                : text('academyReadThenNext')}
            </p>
            <button
              type="submit"
              disabled={fetcher.state !== 'idle'}
              className={`${button} bg-[var(--academy-primary)] text-white`}
            >
              {text('academyMarkRead')}
            </button>
            {fetcher.data && !fetcher.data.ok ? (
              <p role="alert" className="w-full text-sm text-berry-700">
                {fetcher.data.message}
              </p>
            ) : null}
          </fetcher.Form>
        ) : lesson.state === 'read' ? (
          <div className="flex flex-wrap items-center gap-3">
            <p className="w-full text-plum-950">
              {text('academyQuizWaiting', { mark: lesson.quiz.pass_mark })}
            </p>
            <Link
              to={academyPath(segment, 'quiz', lesson.slug)}
              className={`${button} bg-[var(--academy-primary)] text-white`}
            >
              {text('academyTakeQuiz')}
            </Link>
          </div>
        ) : (
          <div className="flex flex-wrap items-center gap-3">
            <p className="w-full font-semibold text-plum-950">
              {lesson.quiz.best_score !== null
                ? text('academyClassDoneScore', { score: lesson.quiz.best_score })
                : text('academyClassDone')}
            </p>
            {lesson.next ? (
              <Link
                to={
                  lesson.next.state === 'locked'
                    ? academyPath(segment, 'classes')
                    : academyPath(segment, 'class', lesson.next.slug)
                }
                className={`${button} bg-[var(--academy-primary)] text-white`}
              >
                {text('academyNextClass', { title: lesson.next.title })}
              </Link>
            ) : (
              <Link
                to={academyPath(segment, 'classes')}
                className={`${button} bg-[var(--academy-primary)] text-white`}
              >
                {text('academyClassesTitle')}
              </Link>
            )}
          </div>
        )}
      </section>

      <nav aria-label={text('academyClassNav')} className="mt-6 flex justify-between gap-3">
        {lesson.previous ? (
          <Link
            to={academyPath(segment, 'class', lesson.previous.slug)}
            className="inline-flex min-h-12 items-center font-semibold text-plum-900 underline"
          >
            ← {lesson.previous.title}
          </Link>
        ) : (
          <span />
        )}
        <Link
          to={academyPath(segment, 'classes')}
          className="inline-flex min-h-12 items-center font-semibold text-plum-900 underline"
        >
          {text('academyClassesTitle')}
        </Link>
      </nav>

      <ClassComments
        postId={lesson.post_id}
        comments={loaderData.comments}
        count={loaderData.commentCount}
        moreHref={loaderData.moreComments}
        posted={
          answered && 'intent' in answered && answered.intent === COMMENT_INTENT
            ? answered
            : undefined
        }
      />
    </article>
  );
}
