import { academyPath } from '@kilau/domain/academy';
import { data, Link, useRouteLoaderData } from 'react-router';
import { RouteError } from '~/components/layout/route-error';
import { fetchAcademyLevels } from '~/features/academy/api/academy-calls';
import { requireAcademyMember } from '~/features/academy/api/academy-gate.server';
import { academyText, useAcademyText } from '~/features/academy/text';
import { routeContext } from '~/lib/route-context.server';
import { buildSeo, pageMeta } from '~/lib/seo';
import type { loader as academyLoader } from './academy';
import type { Route } from './+types/academy-quizzes';

/**
 * `/{segment}/quiz` (001 §2 Quiz): every class quiz with where the member stands — passed with
 * the best score, waiting (lesson read), or not open yet — and the attempts left.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { api, locale, url } = routeContext(request, context);
  const [progress, levels] = await Promise.all([
    requireAcademyMember(api, url, params.academy),
    fetchAcademyLevels(api),
  ]);
  if (!levels.ok) throw data(null, { status: 503 });
  const states = new Map(
    progress.levels.flatMap((level) => level.classes.map((entry) => [entry.id, entry] as const)),
  );
  const quizzes = levels.data.flatMap((level) =>
    level.classes
      .filter((entry) => entry.question_count > 0)
      .map((entry) => {
        const state = states.get(entry.id);
        return {
          slug: entry.slug,
          title: entry.title,
          level: level.position,
          questions: entry.question_count,
          pass_mark: entry.pass_mark,
          state: state?.state ?? 'locked',
          best_score: state?.best_score ?? null,
          attempts_left: state ? state.attempts_left : entry.max_attempts,
        };
      }),
  );
  return {
    quizzes,
    seo: buildSeo(url, locale, {
      title: academyText('academyQuizzesTitle', locale),
      description: academyText('academySeoDescription', locale),
      noindex: true,
    }),
  };
}

export const meta: Route.MetaFunction = pageMeta;
export const ErrorBoundary = RouteError;

export default function AcademyQuizzes({ loaderData }: Route.ComponentProps) {
  const frame = useRouteLoaderData<typeof academyLoader>('routes/academy');
  const text = useAcademyText();
  if (!frame) return null;
  const segment = frame.academy.path_segment;
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="font-display text-3xl font-semibold text-plum-900">
        {text('academyQuizzesTitle')}
      </h1>
      <ul className="mt-6 grid gap-3">
        {loaderData.quizzes.map((quiz) => {
          const status =
            quiz.state === 'done'
              ? text('academyQuizPassedScore', { score: quiz.best_score ?? 0 })
              : quiz.state === 'read'
                ? quiz.attempts_left === null
                  ? text('academyQuizReady')
                  : text('academyQuizAttemptsLeft', { count: quiz.attempts_left })
                : text('academyQuizNotOpen');
          const to =
            quiz.state === 'read'
              ? academyPath(segment, 'quiz', quiz.slug)
              : quiz.state === 'locked'
                ? `${academyPath(segment, 'locked')}?class=${encodeURIComponent(quiz.slug)}`
                : academyPath(segment, 'class', quiz.slug);
          return (
            <li key={quiz.slug}>
              <Link
                to={to}
                className="flex min-h-16 items-center gap-4 rounded-3xl border border-plum-900/10 bg-white px-5 py-3 hover:border-plum-900/30"
              >
                <span className="min-w-0 flex-1">
                  <span className="block text-xs font-semibold uppercase tracking-[0.14em] text-plum-700">
                    {text('academyLevelShort', { position: quiz.level })}
                  </span>
                  <span className="block font-semibold text-plum-900">{quiz.title}</span>
                  <span className="block text-sm text-plum-700">
                    {text('academyClassQuestions', { count: quiz.questions })} ·{' '}
                    {text('academyPassMark', { mark: quiz.pass_mark })}
                  </span>
                </span>
                <span
                  className={`shrink-0 rounded-full px-3 py-1 text-xs font-semibold ${
                    quiz.state === 'done'
                      ? 'bg-leaf-700 text-white'
                      : quiz.state === 'read'
                        ? 'bg-[var(--academy-primary)] text-white'
                        : 'bg-cream-200 text-plum-800'
                  }`}
                >
                  {status}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
