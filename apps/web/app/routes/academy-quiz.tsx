import { academyPath, type AcademyQuizAttempt } from '@kilau/domain/academy';
import { useEffect, useState } from 'react';
import { data, Link, redirect, useFetcher, useRouteLoaderData } from 'react-router';
import { RouteError } from '~/components/layout/route-error';
import { fetchAcademyQuiz, submitAcademyQuiz } from '~/features/academy/api/academy-calls';
import { academyText, useAcademyText } from '~/features/academy/text';
import { loginRedirectPath } from '~/lib/login-request';
import { routeContext } from '~/lib/route-context.server';
import { buildSeo, pageMeta } from '~/lib/seo';
import type { loader as academyLoader } from './academy';
import type { Route } from './+types/academy-quiz';
import { track } from '~/lib/analytics';

/**
 * `/{segment}/quiz/{class}` (001 §2 Quiz): a class quiz, once its lesson is read. The answers go
 * to the server, which scores them (the page never knows the right options) and counts the
 * attempt; the result shows which answers were right, with the explanations.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { api, locale, url } = routeContext(request, context);
  const answer = await fetchAcademyQuiz(api, params.classSlug);
  if (!answer.ok) {
    if (answer.status === 401) throw redirect(loginRedirectPath(url));
    if (answer.errorCode === 'academy_not_enrolled')
      throw redirect(academyPath(params.academy, 'enroll'));
    if (answer.errorCode === 'academy_class_locked')
      throw redirect(
        `${academyPath(params.academy, 'locked')}?class=${encodeURIComponent(params.classSlug)}`,
      );
    if (answer.errorCode === 'academy_quiz_not_open')
      throw redirect(academyPath(params.academy, 'class', params.classSlug));
    throw data(null, { status: answer.status === 404 ? 404 : 503 });
  }
  return {
    quiz: answer.data,
    seo: buildSeo(url, locale, {
      title: answer.data.class.title,
      description: academyText('academySeoDescription', locale),
      noindex: true,
    }),
  };
}

type QuizActionData =
  | { ok: true; attempt: AcademyQuizAttempt }
  | { ok: false; message: string; fields?: Record<string, string> };

export async function action({
  request,
  context,
  params,
}: Route.ActionArgs): Promise<QuizActionData> {
  const { api } = routeContext(request, context);
  const form = await request.formData();
  const answers: { question_id: number; option_id: number }[] = [];
  for (const [key, value] of form) {
    const match = /^q(\d{1,15})$/.exec(key);
    if (!match) continue;
    answers.push({ question_id: Number(match[1]), option_id: Number(value) });
  }
  const result = await submitAcademyQuiz(api, params.classSlug, answers);
  return result.ok
    ? { ok: true, attempt: result.data }
    : { ok: false, message: result.message ?? '' };
}

export const meta: Route.MetaFunction = pageMeta;
export const ErrorBoundary = RouteError;

export default function AcademyQuiz({ loaderData }: Route.ComponentProps) {
  const frame = useRouteLoaderData<typeof academyLoader>('routes/academy');
  const text = useAcademyText();
  const fetcher = useFetcher<typeof action>();
  // A scored attempt is a step of the academy's way (issue 24 tracking).
  const scored = fetcher.data?.ok ? fetcher.data.attempt : null;
  const classSlug = loaderData.quiz.class.slug;
  useEffect(() => {
    if (!scored) return;
    track(
      'academy_step',
      { type: 'academy', id: `quiz:${classSlug}` },
      { attempt: scored.attempt_no, score: scored.score, passed: scored.passed },
    );
  }, [scored, classSlug]);
  // A failed attempt with tries left is put aside to answer again.
  const [setAside, setSetAside] = useState<number | null>(null);
  const { quiz } = loaderData;
  if (!frame) return null;
  const segment = frame.academy.path_segment;
  const answered = fetcher.data?.ok ? fetcher.data.attempt : null;
  const attempt = answered && answered.attempt_no !== setAside ? answered : null;
  const results = new Map(attempt?.results.map((result) => [result.question_id, result]) ?? []);
  const attemptsLeft =
    quiz.max_attempts === null ? null : Math.max(0, quiz.max_attempts - quiz.attempts);
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <p className="text-sm font-semibold uppercase tracking-[0.14em] text-plum-700">
        {text('academyQuizEyebrow')}
      </p>
      <h1 className="mt-1 font-display text-3xl font-semibold text-plum-900">{quiz.class.title}</h1>
      <p className="mt-2 text-plum-700">
        {text('academyPassMark', { mark: quiz.pass_mark })}
        {attemptsLeft !== null
          ? ` · ${text('academyQuizAttemptsLeft', { count: attemptsLeft })}`
          : ''}
      </p>

      {attempt ? (
        <section
          aria-live="polite"
          className={`mt-6 rounded-3xl p-6 ${attempt.passed ? 'bg-leaf-700 text-white' : 'bg-blush-100 text-plum-950'}`}
        >
          <h2 className="font-display text-2xl font-semibold">
            {attempt.passed
              ? text('academyQuizPassed', { score: attempt.score })
              : text('academyQuizFailed', { score: attempt.score, mark: attempt.pass_mark })}
          </h2>
          <p className="mt-1">
            {text('academyQuizCorrect', { correct: attempt.correct, total: attempt.total })}
          </p>
          <div className="mt-4 flex flex-wrap gap-3">
            {attempt.passed ? (
              <Link
                to={
                  attempt.next_class
                    ? academyPath(segment, 'class', attempt.next_class.slug)
                    : academyPath(segment, 'classes')
                }
                className="inline-flex min-h-12 items-center rounded-full bg-white px-6 font-semibold text-plum-900"
              >
                {attempt.next_class
                  ? text('academyNextClass', { title: attempt.next_class.title })
                  : text('academyClassesTitle')}
              </Link>
            ) : attempt.attempts_left === 0 ? (
              <p className="font-semibold">{text('academyQuizNoAttempts')}</p>
            ) : (
              <>
                <button
                  type="button"
                  onClick={() => setSetAside(attempt.attempt_no)}
                  className="inline-flex min-h-12 items-center rounded-full bg-[var(--academy-primary)] px-6 font-semibold text-white"
                >
                  {text('academyQuizRetry')}
                </button>
                <Link
                  to={academyPath(segment, 'class', quiz.class.slug)}
                  className="inline-flex min-h-12 items-center rounded-full bg-white px-6 font-semibold text-plum-900"
                >
                  {text('academyQuizReread')}
                </Link>
              </>
            )}
          </div>
        </section>
      ) : null}

      <fetcher.Form
        method="post"
        className="mt-6 grid gap-6"
        key={answered ? answered.attempt_no : 0}
      >
        {quiz.questions.map((question) => {
          const result = results.get(question.id);
          return (
            <fieldset
              key={question.id}
              className="rounded-3xl border border-plum-900/10 bg-white p-5"
            >
              <legend className="px-1 font-semibold text-plum-900">
                {question.position}. {question.prompt}
              </legend>
              <div className="mt-3 grid gap-2">
                {question.options.map((option) => (
                  <label
                    key={option.id}
                    className="flex min-h-12 cursor-pointer items-center gap-3 rounded-2xl border border-plum-900/10 px-4 has-[:checked]:border-[var(--academy-primary)] has-[:checked]:bg-cream-50"
                  >
                    <input
                      type="radio"
                      name={`q${question.id}`}
                      value={option.id}
                      required
                      disabled={attempt !== null}
                      className="size-5 accent-[var(--academy-primary)]"
                    />
                    <span className="text-plum-900">{option.label}</span>
                  </label>
                ))}
              </div>
              {result ? (
                <p
                  className={`mt-3 rounded-2xl px-4 py-2 text-sm ${result.correct ? 'bg-leaf-700/10 text-leaf-700' : 'bg-blush-100 text-berry-700'}`}
                >
                  {result.correct ? text('academyAnswerRight') : text('academyAnswerWrong')}
                  {result.explanation ? ` ${result.explanation}` : ''}
                </p>
              ) : null}
            </fieldset>
          );
        })}
        {fetcher.data && !fetcher.data.ok ? (
          <p role="alert" className="text-berry-700">
            {fetcher.data.message}
          </p>
        ) : null}
        {attempt === null ? (
          <button
            type="submit"
            disabled={fetcher.state !== 'idle'}
            className="inline-flex min-h-12 items-center justify-center rounded-full bg-[var(--academy-primary)] px-6 font-semibold text-white disabled:opacity-60"
          >
            {text('academySubmitQuiz')}
          </button>
        ) : null}
      </fetcher.Form>
    </div>
  );
}
